import { describe, expect, it } from 'vitest';
import { LOGIN_LINK_FILE_NAME, loginLinkFileText, maskLoginLink, newestFirst } from '../../../src/lib/account/login-link-keeping.ts';
import { formatLoginLink } from '../../../src/lib/login/login-link.ts';

const pair = { uuid: '4f6c1a2b-93d0-4c6e-8a8b-0d1e2f3a4b5c', hmac: 'ab12cd34ef56ab12cd34ef56ab12cd34' };
const link = formatLoginLink('https://skyline.example', 'zh-TW', pair);

describe('keeping the login link', () => {
  it('downloads as a fixed, safe name holding the link alone', () => {
    expect(LOGIN_LINK_FILE_NAME).toMatch(/^[a-z0-9-]+\.txt$/);
    expect(LOGIN_LINK_FILE_NAME).not.toContain(pair.uuid);
    expect(loginLinkFileText(link)).toBe(link);
  });

  it('hides every value of the login, and how long they are', () => {
    const masked = maskLoginLink(link);
    expect(masked).toBe('https://skyline.example/zh-TW/user/service/0#••••••••••••');
    expect(masked).not.toContain(pair.uuid.slice(0, 4));
    expect(masked).not.toContain(pair.hmac.slice(0, 4));
    expect(maskLoginLink(formatLoginLink('https://x', 'en-US', { uuid: 'a', hmac: 'b'.repeat(64) }))).toBe('https://x/en-US/user/service/0#••••••••••••');
  });
});

describe('newestFirst', () => {
  it('orders by time, the later id first on a tie, without changing the list given', () => {
    const given = [
      { id: 1, at: '2026-11-01T00:00:00Z' },
      { id: 3, at: '2026-11-20T00:00:00Z' },
      { id: 2, at: '2026-11-20T00:00:00Z' },
    ];
    expect(newestFirst(given).map((item) => item.id)).toEqual([3, 2, 1]);
    expect(given[0]?.id).toBe(1);
  });
});
