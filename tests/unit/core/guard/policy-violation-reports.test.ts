/** What the inline guard sends for a violation of the page's meta policy (ADR 0049). */
import { describe, expect, it } from 'vitest';
import { violationReport, withoutSecrets } from '../../../../src/lib/core/guard/policy-violation-reports.ts';

describe('policy violation reports', () => {
  it('carry no query or fragment of any address: a login link is a bearer secret', () => {
    const report = violationReport({
      documentURI: 'https://site.example/zh-TW/user/login?uuid=7#hmac=abc',
      blockedURI: 'https://evil.example/x?token=1',
      effectiveDirective: 'connect-src',
      sourceFile: 'https://site.example/_astro/a.js?v=1',
      lineNumber: 3,
    });
    expect(report).not.toMatch(/uuid|hmac|token|v=1/);
    expect(JSON.parse(report)).toEqual([
      {
        type: 'csp-violation',
        body: { documentURL: 'https://site.example/zh-TW/user/login', blockedURL: 'https://evil.example/x', effectiveDirective: 'connect-src', sourceFile: 'https://site.example/_astro/a.js', lineNumber: 3 },
      },
    ]);
  });

  it('keep a keyword address as it is', () => {
    expect(withoutSecrets('inline')).toBe('inline');
    expect(withoutSecrets('')).toBe('');
  });
});
