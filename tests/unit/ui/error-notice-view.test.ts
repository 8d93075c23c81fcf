// @vitest-environment happy-dom
/** ErrorNoticeView (views drawn without React, ADR 0040): the same notice as ErrorNotice. */
import { describe, expect, it } from 'vitest';
import { ErrorNoticeView } from '../../../src/islands/ui/error-notice-view.tsx';
import { errorKeysOf } from '../../../src/lib/api/errors.ts';
import { pickKeys, pickMessages, translatorFrom } from '../../../src/lib/i18n/t.ts';

const words = { ...pickMessages('zh-CN', ['action']), ...pickKeys('zh-CN', errorKeysOf(['RequestError', 'Timeout'])) };
const t = translatorFrom('zh-CN', words);

describe('ErrorNoticeView', () => {
  it('is an alert in the error’s own words, with a retry that retries', () => {
    let retried = 0;
    const shown = ErrorNoticeView({ error: 'Timeout', t, onRetry: () => (retried += 1) }) as HTMLElement;
    expect(shown.getAttribute('role')).toBe('alert');
    expect(shown.textContent).toContain(words['error.Timeout.title']);
    expect(shown.textContent).toContain(words['error.Timeout.hint']);
    shown.querySelector('button')?.click();
    expect(retried).toBe(1);
  });

  it('tells an error whose words the page did not send as "request failed", never as its key, and offers no retry without one', () => {
    const shown = ErrorNoticeView({ error: 'InviteDailyLimit', t }) as HTMLElement;
    expect(shown.textContent).toContain(words['error.RequestError.title']);
    expect(shown.textContent).not.toContain('error.InviteDailyLimit');
    expect(shown.querySelector('button')).toBeNull();
  });
});
