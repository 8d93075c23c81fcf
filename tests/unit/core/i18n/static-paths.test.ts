import { describe, expect, it } from 'vitest';
import { localePaths, pageLocale, templatePaths } from '../../../../src/lib/core/i18n/static-paths.ts';

describe('the page preamble', () => {
  it('builds every page once per language, with the template segment for run-time ids', () => {
    expect(localePaths()).toEqual([{ params: { lang: 'zh-TW' } }, { params: { lang: 'zh-CN' } }, { params: { lang: 'en-US' } }]);
    expect(templatePaths('serviceId')[2]).toEqual({ params: { lang: 'en-US', serviceId: '_' } });
  });

  it('reads the language a page is built in, and refuses one that is not ours', () => {
    expect(pageLocale({ lang: 'zh-CN' })).toBe('zh-CN');
    expect(pageLocale({ lang: 'en-US', serviceId: '_' })).toBe('en-US');
    expect(() => pageLocale({ lang: 'fr' })).toThrow(/unknown language: fr/);
    expect(() => pageLocale({})).toThrow(/unknown language/);
  });
});
