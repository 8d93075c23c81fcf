import { describe, expect, it } from 'vitest';
import { readEmailVerifyLink } from '../../../src/lib/email-binding/verify-link.ts';
import { hasEmailVerifyMarker } from '../../../src/lib/email-binding/verify-marker.ts';
import { readLoginLink } from '../../../src/lib/login/login-link.ts';

const SIGN = 'c0ffee'.repeat(8);
const LINK = `email-verify=1&email=lin%2Btest%40example.com&code=012345&timestamp=1790000000&sign=${SIGN}`;

describe('readEmailVerifyLink', () => {
  it('reads the four values of the mailed link and takes them out of the address', () => {
    expect(readEmailVerifyLink(new URL(`https://skyline.test/zh-CN/user/service/12?utm_medium=mail#${LINK}`))).toEqual({
      kind: 'valid',
      values: { email: 'lin+test@example.com', code: '012345', timestamp: 1790000000, sign: SIGN },
      cleanedHref: '/zh-CN/user/service/12?utm_medium=mail',
    });
  });

  it('keeps any other fragment value', () => {
    const reading = readEmailVerifyLink(new URL(`https://skyline.test/en-US/user/service/0#${LINK}&tab=email`));
    expect(reading.kind === 'valid' && reading.cleanedHref).toBe('/en-US/user/service/0#tab=email');
  });

  it('reports a link whose values are broken, and still cleans the address', () => {
    expect(readEmailVerifyLink(new URL(`https://skyline.test/zh-TW/user/service/3#email-verify=1&email=a%40b.co&code=12ab&timestamp=x&sign=zz`))).toEqual({
      kind: 'malformed',
      cleanedHref: '/zh-TW/user/service/3',
    });
  });

  it('ignores an address without the marker: an anchor, or a login link', () => {
    expect(readEmailVerifyLink(new URL('https://skyline.test/zh-TW/help#top'))).toEqual({ kind: 'none' });
    expect(readEmailVerifyLink(new URL(`https://skyline.test/zh-TW/user/service/0#uuid=u-1&hmac=${'a'.repeat(64)}`))).toEqual({ kind: 'none' });
  });

  it('is not read as a login link', () => {
    expect(readLoginLink(new URL(`https://skyline.test/zh-TW/user/service/0#${LINK}`))).toEqual({ kind: 'none' });
  });
});

describe('hasEmailVerifyMarker', () => {
  it('finds a link exactly where the reader finds one, valid or broken', () => {
    const addresses = [
      `https://skyline.test/zh-CN/user/service/12#${LINK}`,
      `https://skyline.test/en-US/user/service/0#tab=email&${LINK}`,
      'https://skyline.test/zh-TW/user/service/3#email-verify=1&code=12ab',
      'https://skyline.test/zh-TW/user/service/3#email-verify',
      'https://skyline.test/zh-TW/user/service/3#email-binding',
      'https://skyline.test/zh-TW/user/service/3#email-verify-later=1',
      'https://skyline.test/zh-TW/help#top',
      'https://skyline.test/zh-TW/user/service/3',
    ];
    for (const address of addresses) {
      const url = new URL(address);
      expect(hasEmailVerifyMarker(url.hash), address).toBe(readEmailVerifyLink(url).kind !== 'none');
    }
    expect(hasEmailVerifyMarker(new URL(`https://skyline.test/x#${LINK}`).hash)).toBe(true);
  });
});
