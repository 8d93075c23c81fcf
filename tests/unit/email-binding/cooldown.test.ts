import { describe, expect, it } from 'vitest';
import { cooldownAfterRefusal, EMAIL_RESEND_COOLDOWN_MS, sameAddress } from '../../../src/lib/email-binding/cooldown.ts';

describe('cooldownAfterRefusal', () => {
  it('counts the whole cooldown for an address that is not the pending one', () => {
    expect(cooldownAfterRefusal(' new@b.cn ', 'old@b.cn', 1000)).toEqual({ email: 'new@b.cn', until: 1000 + EMAIL_RESEND_COOLDOWN_MS });
    expect(cooldownAfterRefusal('new@b.cn', null, 0)).toEqual({ email: 'new@b.cn', until: EMAIL_RESEND_COOLDOWN_MS });
  });

  it('leaves the pending address to the wait the provider gave', () => {
    expect(cooldownAfterRefusal('Old@B.cn', 'old@b.cn', 1000)).toBeNull();
  });
});

describe('sameAddress', () => {
  it('ignores case and surrounding spaces only', () => {
    expect(sameAddress(' A@b.cn', 'a@b.cn')).toBe(true);
    expect(sameAddress('a@b.cn', 'a@c.cn')).toBe(false);
  });
});
