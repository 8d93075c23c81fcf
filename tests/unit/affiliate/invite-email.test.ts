import { describe, expect, it } from 'vitest';
import { checkInviteEmail, cleanInviteEmail, normaliseInviteEmail } from '../../../src/lib/affiliate/invite-email.ts';

describe('checking an invite address', () => {
  it('accepts an address typed with full-width characters, as a Chinese keyboard types it', () => {
    expect(checkInviteEmail('ｌｉｎ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBeNull();
    expect(checkInviteEmail(' lin＠example.com　')).toBeNull();
    expect(cleanInviteEmail(' Lin＠Example.com ')).toBe('Lin@Example.com');
  });

  it('names what is wrong: empty, not an address, a mailbox our mail does not reach', () => {
    expect(checkInviteEmail('   ')).toBe('EmailEmpty');
    expect(checkInviteEmail('lin@')).toBe('EmailFormat');
    expect(checkInviteEmail('lin example.com')).toBe('EmailFormat');
    expect(checkInviteEmail('<script>@x.com')).toBe('EmailFormat');
    expect(checkInviteEmail('lin@163.com')).toBe('MailboxRefused');
    expect(checkInviteEmail('lin@vip.126.com')).toBe('MailboxRefused');
    expect(checkInviteEmail('lin＠yeah.net')).toBe('MailboxRefused');
  });
});

describe('matching addresses', () => {
  it('treats a Gmail address with dots, a +tag and capitals as the same person', () => {
    expect(normaliseInviteEmail('Own.Name+x@gmail.com')).toBe(normaliseInviteEmail('ownname@gmail.com'));
    expect(normaliseInviteEmail('o.w.n.name@GoogleMail.com')).toBe('ownname@googlemail.com');
    expect(normaliseInviteEmail(' ＯＷＮ@Gmail.com ')).toBe('own@gmail.com');
  });

  it('keeps dots where the provider does not ignore them', () => {
    expect(normaliseInviteEmail('Lin.Mei+news@Example.com')).toBe('lin.mei@example.com');
    expect(normaliseInviteEmail('lin.mei@example.com')).not.toBe(normaliseInviteEmail('linmei@example.com'));
  });
});
