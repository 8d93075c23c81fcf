import { describe, expect, it } from 'vitest';
import { loadArea, withAreaWords } from '../../../../src/lib/core/i18n/load-area.ts';
import { pickMessages, translatorFrom } from '../../../../src/lib/core/i18n/t.ts';
import { CATALOGUES } from '../../../../src/lib/core/i18n/areas.ts';

describe('loadArea', () => {
  it('fetches exactly the area’s strings in the language asked for', async () => {
    expect(await loadArea('resetDialog', 'zh-CN')).toEqual(CATALOGUES['zh-CN'].resetDialog);
    expect(await loadArea('resetDialog', 'en-US')).toEqual(CATALOGUES['en-US'].resetDialog);
    // The ticket form's words, fetched with the form on the payment page.
    expect(await loadArea('ticket', 'zh-TW')).toEqual(CATALOGUES['zh-TW'].ticket);
  });
});

describe('withAreaWords', () => {
  it('reads the fetched area for its own keys and the page’s translator for every other key', async () => {
    const page = translatorFrom('en-US', pickMessages('en-US', ['action', 'reset']));
    const t = withAreaWords(page, 'en-US', 'resetDialog', await loadArea('resetDialog', 'en-US'));
    expect(t('resetDialog.dialog.heading')).toBe(CATALOGUES['en-US'].resetDialog['resetDialog.dialog.heading']);
    expect(t('action.retry')).toBe(CATALOGUES['en-US'].action['action.retry']);
  });
});
