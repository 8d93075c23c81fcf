/** The page language the mail-bound provider calls send, read from `<html lang>`. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLanguage } from '../../../../src/lib/core/ui/page-language.ts';

const pageIn = (lang: string) => vi.stubGlobal('document', { documentElement: { lang } });

describe('pageLanguage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is the layout’s language on a product page', () => {
    pageIn('zh-CN');
    expect(pageLanguage()).toBe('zh-CN');
    pageIn('en-US');
    expect(pageLanguage()).toBe('en-US');
  });

  it('is undefined outside a browser and for anything but a product language', () => {
    expect(pageLanguage()).toBeUndefined();
    pageIn('fr');
    expect(pageLanguage()).toBeUndefined();
    pageIn('');
    expect(pageLanguage()).toBeUndefined();
  });
});
