/**
 * The `_headers` a build writes (src/integrations/hosting.ts) allows exactly the provider
 * origin the build was made for: no default, no localhost (issue 9, defect 13).
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headersFor, parseHeaders } from '../../../hosting/rules.ts';
import { resolveProviderApi } from '../../../hosting/provider-origin.ts';
import { LOCALES } from '../../../src/lib/core/i18n/locales.ts';
import { writeHostingFiles } from '../../../src/integrations/hosting.ts';

/** A build output with the files the step reads: each language's 404 page and one page with an inline script. */
function fakeBuild(): string {
  const out = mkdtempSync(join(tmpdir(), 'skyline-headers-'));
  for (const locale of LOCALES) {
    mkdirSync(join(out, locale, '404'), { recursive: true });
    writeFileSync(join(out, locale, '404', 'index.html'), '<!doctype html><title>404</title>');
  }
  writeFileSync(join(out, 'index.html'), '<!doctype html><script>document.documentElement.lang = "zh-TW";</script>');
  return out;
}

function connectSrc(policy: string | undefined): string | undefined {
  return policy
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('connect-src'));
}

describe('the _headers a production build writes', () => {
  it("lets every page connect only to its own origin and the named provider's", async () => {
    const provider = resolveProviderApi({ SKYLINE_DEPLOY: 'production', PUBLIC_PROVIDER_API_BASE: 'https://api.skyline.example/au/' });
    const out = fakeBuild();
    await writeHostingFiles(out, provider.origins);
    const written = readFileSync(join(out, '_headers'), 'utf8');
    const blocks = parseHeaders(written);
    expect(connectSrc(headersFor(blocks, '/zh-TW/user/service/0').get('content-security-policy'))).toBe("connect-src 'self' https://api.skyline.example");
    expect(connectSrc(headersFor(blocks, '/en-US/order/pay').get('content-security-policy'))).toBe("connect-src 'self' https://api.skyline.example https://api.stripe.com");
    expect(written).not.toMatch(/127\.0\.0\.1|localhost|http:\/\//);
  });

  it('allows every listed provider origin, in order, to fail over to (ADR 0052)', async () => {
    const provider = resolveProviderApi({ PUBLIC_PROVIDER_API_BASE: 'https://api1.skyline.example/au,https://api2.skyline.example' });
    const out = fakeBuild();
    await writeHostingFiles(out, provider.origins);
    const blocks = parseHeaders(readFileSync(join(out, '_headers'), 'utf8'));
    expect(connectSrc(headersFor(blocks, '/zh-TW/user/service/0').get('content-security-policy'))).toBe("connect-src 'self' https://api1.skyline.example https://api2.skyline.example");
  });

  it('a local build allows the sandbox it was built against, and nothing else', async () => {
    const out = fakeBuild();
    await writeHostingFiles(out, resolveProviderApi({ SKYLINE_DEPLOY: 'local', PUBLIC_PROVIDER_API_BASE: 'http://127.0.0.1:8863' }).origins);
    const blocks = parseHeaders(readFileSync(join(out, '_headers'), 'utf8'));
    expect(connectSrc(headersFor(blocks, '/zh-CN/order/place').get('content-security-policy'))).toBe("connect-src 'self' http://127.0.0.1:8863");
  });
});
