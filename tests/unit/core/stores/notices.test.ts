import { describe, expect, it } from 'vitest';
import { $notice, SHELL_ERRORS, shellErrorKeys, showError } from '../../../../src/lib/core/stores/notices.ts';
import { flatMessages } from '../../../../src/lib/core/i18n/areas.ts';
import { LOCALES } from '../../../../src/lib/core/i18n/locales.ts';

describe('the shell notices every page can show', () => {
  it('sends the title and hint of each error the shell raises, in every language', () => {
    const keys = shellErrorKeys();
    expect(keys).toHaveLength(SHELL_ERRORS.length * 2);
    for (const locale of LOCALES) {
      const messages: Readonly<Record<string, string | undefined>> = flatMessages(locale);
      for (const key of keys) expect(messages[key], `${locale} ${key}`).toBeTruthy();
    }
  });

  it('shows a shell error by its own name, and any other as "request failed" with a refresh', () => {
    showError('LoginLinkInvalid');
    expect($notice.get()).toEqual({ kind: 'error', name: 'LoginLinkInvalid' });
    showError('PaymentFailed');
    expect($notice.get()).toEqual({ kind: 'error', name: 'RequestError' });
  });
});
