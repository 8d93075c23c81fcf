/** ErrorNotice on a page that sent only some errors' words (errorKeysOf). */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ErrorNotice from '../../../src/islands/ui/ErrorNotice.tsx';
import { errorKeysOf } from '../../../src/lib/core/api/errors.ts';
import { pickKeys, pickMessages, translatorFrom } from '../../../src/lib/core/i18n/t.ts';

const words = { ...pickMessages('en-US', ['action']), ...pickKeys('en-US', errorKeysOf(['RequestError', 'Timeout'])) };
const t = translatorFrom('en-US', words);

describe('ErrorNotice', () => {
  it('shows a sent error in its own words', () => {
    const html = renderToStaticMarkup(createElement(ErrorNotice, { error: 'Timeout', t }));
    expect(html).toContain(words['error.Timeout.title']);
  });

  it('tells an error whose words the page did not send as "request failed", never as its key', () => {
    const html = renderToStaticMarkup(createElement(ErrorNotice, { error: 'InviteDailyLimit', t }));
    expect(html).toContain(words['error.RequestError.title']);
    expect(html).not.toContain('error.InviteDailyLimit');
  });
});
