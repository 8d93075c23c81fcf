import { describe, expect, it } from 'vitest';
import { normalisePaste, readPanelLoginLink } from '../../../src/lib/rules/panel-login-link.ts';

const SITE = 'https://skyline.example';
const UUID = 'u-7f3a9c21';
const HMAC = '0123456789abcdef'.repeat(4);
const PAIR = { uuid: UUID, hmac: HMAC };

describe('readPanelLoginLink (win/import)', () => {
  it('refuses an empty paste, spaces and line breaks only included', () => {
    expect(readPanelLoginLink('', SITE)).toEqual({ kind: 'empty' });
    expect(readPanelLoginLink(' \n\t\u3000 ', SITE)).toEqual({ kind: 'empty' });
  });

  it('reads this site\'s link as a fragment or a query', () => {
    expect(readPanelLoginLink(`${SITE}/zh-TW/user/service/0#uuid=${UUID}&hmac=${HMAC}`, SITE)).toEqual({ kind: 'valid', pair: PAIR });
    expect(readPanelLoginLink(`${SITE}/en-US/user/service/0?uuid=${UUID}&hmac=${HMAC}`, SITE)).toEqual({ kind: 'valid', pair: PAIR });
  });

  it('tolerates full-width characters and spaces from an input method or a chat app', () => {
    const fullWidth = `ｈｔｔｐｓ：／／skyline.example／zh-TW／user／service／0＃uuid＝${UUID}＆hmac＝${HMAC}`;
    expect(readPanelLoginLink(`  ${fullWidth}\u3000`, SITE)).toEqual({ kind: 'valid', pair: PAIR });
    const brokenOverLines = `${SITE}/zh-TW/user/service/0#uuid=${UUID}\n&hmac=${HMAC.slice(0, 30)} ${HMAC.slice(30)}`;
    expect(readPanelLoginLink(brokenOverLines, SITE)).toEqual({ kind: 'valid', pair: PAIR });
  });

  it('reads a bare query or fragment as a link on this site', () => {
    expect(readPanelLoginLink(`uuid=${UUID}&hmac=${HMAC}`, SITE)).toEqual({ kind: 'valid', pair: PAIR });
    expect(readPanelLoginLink(`#uuid=${UUID}&hmac=${HMAC}`, SITE)).toEqual({ kind: 'valid', pair: PAIR });
  });

  it.each([
    `https://evil.example/zh-TW/user/service/0#uuid=${UUID}&hmac=${HMAC}`,
    `https://skyline.example.evil.example/#uuid=${UUID}&hmac=${HMAC}`,
    `https://skyline.example@evil.example/#uuid=${UUID}&hmac=${HMAC}`,
    `https://skyline.example:8443/#uuid=${UUID}&hmac=${HMAC}`,
    `http://skyline.example/#uuid=${UUID}&hmac=${HMAC}`,
  ])('refuses another host: %s', (link) => {
    expect(readPanelLoginLink(link, SITE)).toEqual({ kind: 'foreignHost' });
  });

  it('accepts plain http only when the site itself is served so (a local copy)', () => {
    expect(readPanelLoginLink(`http://127.0.0.1:4321/#uuid=${UUID}&hmac=${HMAC}`, 'http://127.0.0.1:4321')).toEqual({ kind: 'valid', pair: PAIR });
  });

  it.each([
    'skyline',
    `${SITE}/zh-TW/user/service/0`,
    `${SITE}/#uuid=${UUID}`,
    `${SITE}/#uuid=${UUID}&hmac=<script>`,
    `javascript:alert(1)//#uuid=${UUID}&hmac=${HMAC}`,
    `uuid=${UUID}&hmac=xyz`,
  ])('refuses a malformed paste: %s', (text) => {
    expect(readPanelLoginLink(text, SITE)).toEqual({ kind: 'malformed' });
  });
});

describe('normalisePaste', () => {
  it('turns full-width forms into ASCII and drops every space', () => {
    expect(normalisePaste(' ｈｔｔｐｓ：／／a.test/x？uuid＝1 ')).toBe('https://a.test/x?uuid=1');
  });
});
