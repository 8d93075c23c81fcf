import { describe, expect, it } from 'vitest';
import { normalisePastedLink, parsePastedLoginLink, readLoginLink } from '../../../src/lib/login/login-link.ts';
import { loginLinkParams } from '../../../src/lib/login/login-link-params.ts';

const UUID = 'u-7f3a9c21';
const HMAC = 'a'.repeat(64);

describe('readLoginLink', () => {
  it('reads a query link and removes only its two values', () => {
    const reading = readLoginLink(new URL(`https://skyline.test/zh-TW/user/service/0?uuid=${UUID}&hmac=${HMAC}&utm_medium=mail#faq`));
    expect(reading).toEqual({ kind: 'valid', pair: { uuid: UUID, hmac: HMAC }, cleanedHref: '/zh-TW/user/service/0?utm_medium=mail#faq' });
  });

  it('reads a fragment link, which never reaches a server or a Referer', () => {
    const reading = readLoginLink(new URL(`https://skyline.test/en-US/user/account#uuid=${UUID}&hmac=${HMAC}`));
    expect(reading).toEqual({ kind: 'valid', pair: { uuid: UUID, hmac: HMAC }, cleanedHref: '/en-US/user/account' });
  });

  it('reports a malformed link and still cleans the address', () => {
    expect(readLoginLink(new URL('https://skyline.test/zh-TW/order/place?uuid=x&hmac=<script>'))).toEqual({ kind: 'malformed', cleanedHref: '/zh-TW/order/place' });
  });

  it('ignores an address without a link, and an ordinary anchor', () => {
    expect(readLoginLink(new URL('https://skyline.test/zh-TW/help#top'))).toEqual({ kind: 'none' });
  });
});

describe('parsePastedLoginLink (spec section 5: empty and malformed are rejected)', () => {
  it('rejects an empty paste', () => {
    expect(parsePastedLoginLink('   ')).toEqual({ kind: 'empty' });
  });
  it('rejects text that is not a link, and a link without the pair', () => {
    expect(parsePastedLoginLink('my login')).toEqual({ kind: 'malformed' });
    expect(parsePastedLoginLink('https://skyline.test/zh-TW/user/service/0')).toEqual({ kind: 'malformed' });
    expect(parsePastedLoginLink(`javascript:alert(1)//?uuid=${UUID}&hmac=${HMAC}`)).toEqual({ kind: 'malformed' });
  });
  it('accepts a whole link, with spaces around it', () => {
    expect(parsePastedLoginLink(` https://skyline.test/zh-TW/user/service/0#uuid=${UUID}&hmac=${HMAC} `)).toEqual({ kind: 'valid', pair: { uuid: UUID, hmac: HMAC } });
  });
});

describe('parsePastedLoginLink with this site\'s origin (user/login, win/import)', () => {
  const own = { expectedOrigin: 'https://skyline.test' };
  it('accepts this site\'s link, as a fragment or as a query', () => {
    expect(parsePastedLoginLink(`https://skyline.test/zh-TW/user/service/0#uuid=${UUID}&hmac=${HMAC}`, own)).toEqual({ kind: 'valid', pair: { uuid: UUID, hmac: HMAC } });
    expect(parsePastedLoginLink(`https://skyline.test/en-US/user/service/0?uuid=${UUID}&hmac=${HMAC}`, own)).toEqual({ kind: 'valid', pair: { uuid: UUID, hmac: HMAC } });
  });
  it('refuses a link to another host, scheme or port, however good its pair looks', () => {
    expect(parsePastedLoginLink(`https://skyline.test.evil.example/zh-TW/user/service/0#uuid=${UUID}&hmac=${HMAC}`, own)).toEqual({ kind: 'foreign' });
    expect(parsePastedLoginLink(`http://skyline.test/zh-TW/user/service/0#uuid=${UUID}&hmac=${HMAC}`, own)).toEqual({ kind: 'foreign' });
    expect(parsePastedLoginLink(`https://skyline.test:8443/#uuid=${UUID}&hmac=${HMAC}`, own)).toEqual({ kind: 'foreign' });
    expect(parsePastedLoginLink(`https://user@evil.example/#uuid=${UUID}&hmac=${HMAC}`, own)).toEqual({ kind: 'foreign' });
  });
  it('reads full-width characters, an ideographic space and line breaks from a chat app as the plain link', () => {
    const wide = `　ｈｔｔｐｓ：／／ｓｋｙｌｉｎｅ．ｔｅｓｔ/zh-TW/user/service/０#ＵＵＩＤ＝${UUID}＆ｈｍａｃ＝${HMAC.slice(0, 32)}\n${HMAC.slice(32)} `;
    expect(parsePastedLoginLink(wide.replace('ＵＵＩＤ', 'ｕｕｉｄ'), own)).toEqual({ kind: 'valid', pair: { uuid: UUID, hmac: HMAC } });
    expect(normalisePastedLink('ＵＵＩＤ＝１２\u3000３')).toBe('UUID=123');
  });
  it('takes a bare pair as this site\'s link', () => {
    expect(parsePastedLoginLink(`uuid=${UUID}&hmac=${HMAC}`, own)).toEqual({ kind: 'valid', pair: { uuid: UUID, hmac: HMAC } });
    expect(parsePastedLoginLink(`#uuid=${UUID}&hmac=${HMAC}`, own)).toEqual({ kind: 'valid', pair: { uuid: UUID, hmac: HMAC } });
  });
  it('still calls a broken pair malformed and an empty paste empty', () => {
    expect(parsePastedLoginLink(`https://skyline.test/#uuid=${UUID}&hmac=zz`, own)).toEqual({ kind: 'malformed' });
    expect(parsePastedLoginLink('\n　\t', own)).toEqual({ kind: 'empty' });
  });
});

describe('loginLinkParams (what the guard in the head checks before any module)', () => {
  it('finds a link in the query first, then in the fragment, and nothing in an ordinary anchor', () => {
    expect(loginLinkParams(new URL(`https://skyline.test/zh-TW/user/account?uuid=${UUID}`))?.inFragment).toBe(false);
    expect(loginLinkParams(new URL(`https://skyline.test/zh-TW/user/account#hmac=${HMAC}`))?.inFragment).toBe(true);
    expect(loginLinkParams(new URL('https://skyline.test/zh-TW/help#top'))).toBeNull();
    expect(loginLinkParams(new URL('https://skyline.test/zh-TW/help?utm_source=x#a=b'))).toBeNull();
  });
});
