// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { followLoginInOtherTabs } from '../../../../src/lib/core/guard/login-in-other-tabs.ts';
import { $notice } from '../../../../src/lib/core/stores/notices.ts';

const KEY = 'skyline:credentials';
const old = JSON.stringify({ uuid: 'user-1', hmac: 'a'.repeat(64) });
const reset = JSON.stringify({ uuid: 'user-1', hmac: 'b'.repeat(64) });
const other = JSON.stringify({ uuid: 'user-2', hmac: 'c'.repeat(64) });

/** What another tab's write looks like to this one. */
function otherTabWrites(key: string | null, oldValue: string | null, newValue: string | null): void {
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
}

const reload = vi.fn();
beforeAll(() => {
  followLoginInOtherTabs({ locale: 'en-US', page: 'userService', access: 'private' }, reload);
});
beforeEach(() => {
  $notice.set(null);
  reload.mockClear();
});

describe('the login changing in another tab', () => {
  it('a new signature for the same account (a reset) is told in words, and the page goes on', () => {
    otherTabWrites(KEY, old, reset);
    expect($notice.get()).toEqual({ kind: 'info', message: 'login.resetElsewhere', retry: false });
    expect(reload).not.toHaveBeenCalled();
  });

  it('another account, or none, starts a private page again', () => {
    otherTabWrites(KEY, old, other);
    otherTabWrites(KEY, old, 'null');
    otherTabWrites(null, old, null);
    expect(reload).toHaveBeenCalledTimes(3);
    expect($notice.get()).toBeNull();
  });

  it('other keys, the same value, or a first login are left alone', () => {
    otherTabWrites('skyline:selected-service', '{}', '{"id":1}');
    otherTabWrites(KEY, old, old);
    otherTabWrites(KEY, null, old);
    expect(reload).not.toHaveBeenCalled();
    expect($notice.get()).toBeNull();
  });
});
