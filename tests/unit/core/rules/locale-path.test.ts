import { describe, expect, it } from 'vitest';
import { localeRedirect } from '../../../../src/lib/core/rules/locale-path.ts';

describe('localeRedirect (decisions: missing or unknown language)', () => {
  it('puts the default language in front of a path without one', () => {
    expect(localeRedirect('/user/account', null)).toBe('/zh-TW/user/account');
    expect(localeRedirect('/', null)).toBe('/zh-TW');
    expect(localeRedirect('/win/import', null)).toBe('/zh-TW/win/import');
  });

  it('replaces an unknown language and keeps the rest', () => {
    expect(localeRedirect('/fr/user/account', null)).toBe('/zh-TW/user/account');
    expect(localeRedirect('/xx/nowhere', null)).toBe('/zh-TW/nowhere');
    expect(localeRedirect('/pt-BR/help', 'en-US')).toBe('/en-US/help');
  });

  it('uses the stored language', () => {
    expect(localeRedirect('/user/account', 'zh-CN')).toBe('/zh-CN/user/account');
  });

  it('re-cases a known language and leaves correct paths alone', () => {
    expect(localeRedirect('/zh-tw/order/place', 'en-US')).toBe('/zh-TW/order/place');
    expect(localeRedirect('/en-US/order/place', 'zh-TW')).toBeNull();
  });

  it('keeps an unknown first word that is not language-shaped', () => {
    expect(localeRedirect('/nowhere/at/all', null)).toBe('/zh-TW/nowhere/at/all');
  });
});
