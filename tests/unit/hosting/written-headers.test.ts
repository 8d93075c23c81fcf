/**
 * The policy a build writes into each page (src/integrations/hosting.ts) allows exactly
 * the provider origin the build was made for: no default, no localhost (issue 9, defect 13).
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveProviderApi } from '../../../hosting/provider-origin.ts';
import { LOCALES } from '../../../src/lib/core/i18n/locales.ts';
import { writeHostingFiles } from '../../../src/integrations/hosting.ts';

/** A build output with the files the step reads: each language's 404 page and one page with an inline script. */
function fakeBuild(): string {
  const out = mkdtempSync(join(tmpdir(), 'skyline-headers-'));
  for (const locale of LOCALES) {
    mkdirSync(join(out, locale, '404'), { recursive: true });
    writeFileSync(join(out, locale, '404', 'index.html'), '<!doctype html><html><head><title>404</title></head></html>');
  }
  writeFileSync(join(out, 'index.html'), '<!doctype html><html><head><script>document.documentElement.lang = "zh-TW";</script></head></html>');
  for (const page of ['zh-TW/user/service/_', 'en-US/order/pay', 'zh-CN/order/place']) {
    mkdirSync(join(out, page), { recursive: true });
    writeFileSync(join(out, page, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>x</title></head><body></body></html>');
  }
  return out;
}

/** The policy a built page carries in its head. */
function policyOf(out: string, page: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(readFileSync(join(out, page, 'index.html'), 'utf8'))?.[1];
}

function connectSrc(policy: string | undefined): string | undefined {
  return policy
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('connect-src'));
}

describe('the policies a production build writes', () => {
  it("lets every page connect only to its own origin and the named provider's", async () => {
    const provider = resolveProviderApi({ SKYLINE_DEPLOY: 'production', PUBLIC_PROVIDER_API_BASE: 'https://api.skyline.example/au/' });
    const out = fakeBuild();
    await writeHostingFiles(out, provider.origins);
    expect(connectSrc(policyOf(out, 'zh-TW/user/service/_'))).toBe("connect-src 'self' https://api.skyline.example");
    expect(connectSrc(policyOf(out, 'en-US/order/pay'))).toBe("connect-src 'self' https://api.skyline.example https://api.stripe.com");
    for (const file of ['_headers', 'en-US/order/pay/index.html', 'index.html']) expect(readFileSync(join(out, file), 'utf8')).not.toMatch(/127\.0\.0\.1|localhost|http:\/\//);
  });

  it('allows every listed provider origin, in order, to fail over to (ADR 0052)', async () => {
    const provider = resolveProviderApi({ PUBLIC_PROVIDER_API_BASE: 'https://api1.skyline.example/au,https://api2.skyline.example' });
    const out = fakeBuild();
    await writeHostingFiles(out, provider.origins);
    expect(connectSrc(policyOf(out, 'zh-TW/user/service/_'))).toBe("connect-src 'self' https://api1.skyline.example https://api2.skyline.example");
  });

  it('a local build allows the sandbox it was built against, and nothing else', async () => {
    const out = fakeBuild();
    await writeHostingFiles(out, resolveProviderApi({ SKYLINE_DEPLOY: 'local', PUBLIC_PROVIDER_API_BASE: 'http://127.0.0.1:8863' }).origins);
    expect(connectSrc(policyOf(out, 'zh-CN/order/place'))).toBe("connect-src 'self' http://127.0.0.1:8863");
  });
});
