/**
 * Each host's files from the one site model (hosting/targets/*.ts): in the host's own
 * semantics, refused at build time when the host would drop or join part of them, and
 * nginx's checked by nginx's own parser (`nginx -t`).
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HostLimitError, isHostFile, siteModel, type SiteModel } from '../../../hosting/site-model.ts';
import { cloudflareHeaders, cloudflareRedirects, wranglerConfig } from '../../../hosting/targets/cloudflare.ts';
import { nginxConfig, PRODUCTION_NGINX } from '../../../hosting/targets/nginx.ts';
import { edgeoneConfig } from '../../../hosting/targets/edgeone.ts';
import { headersFor, parseHeaders } from '../../../hosting/rules.ts';
import { ensureNginx, testNginxConfig } from '../../../scripts/host-runtimes.ts';

const model = siteModel({ helpDeskOrigin: 'https://skyline.zendesk.com/some/path' });

/** Every header a path gets from `_headers`, counting a header set by two rules twice (Cloudflare joins them). */
function headerCounts(text: string, path: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const block of parseHeaders(text)) {
    const matches = block.pattern.endsWith('*') ? path.startsWith(block.pattern.slice(0, -1)) : block.pattern === path;
    if (!matches) continue;
    for (const [name] of block.headers) counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
  }
  return counts;
}

describe('Cloudflare', () => {
  const headers = cloudflareHeaders(model);

  it.each(['/zh-TW/order/pay', '/_astro/page.abc.js', '/sw.js', '/en-US/help/contact-us'])('sets no header twice on %s', (path) => {
    expect([...headerCounts(headers, path)].filter(([, count]) => count > 1)).toEqual([]);
  });

  it('keeps every line under 2,000 characters and the rules under 100', () => {
    expect(Math.max(...headers.split('\n').map((line) => line.length))).toBeLessThan(2000);
    expect(parseHeaders(headers).length).toBeLessThanOrEqual(100);
  });

  it('gives hashed assets one immutable Cache-Control, and pages none of their own', () => {
    expect(headersFor(parseHeaders(headers), '/_astro/a.js').get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headersFor(parseHeaders(headers), '/zh-TW/help').has('cache-control')).toBe(false);
  });

  it('writes only 200 rewrites to built pages named without a trailing slash', () => {
    const lines = cloudflareRedirects(model).split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(lines).toContain('/zh-TW/user/service/:serviceId  /zh-TW/user/service/_  200');
    expect(lines).toContain('/order/pay  /  200');
    expect(lines.every((line) => line.endsWith('  200') && !line.includes('http'))).toBe(true);
  });

  it('serves slash-less folder pages without a redirect, the nearest 404 page, and runs the Worker for /api/* and the hashed files only', () => {
    const config = JSON.parse(wranglerConfig(model).replace(/^\/\/.*\n/, '')) as { main: string; assets: Record<string, unknown>; vars: Record<string, string> };
    expect(config.assets).toEqual({ directory: '.', not_found_handling: '404-page', html_handling: 'drop-trailing-slash', run_worker_first: ['/api/*', '/_astro/*'], binding: 'ASSETS' });
    // On the free plan a Worker past its daily requests answers 429: the hashed files stay Cloudflare's own.
    const free = JSON.parse(wranglerConfig(model, { plan: 'free' }).replace(/^\/\/.*\n/, '')) as { assets: Record<string, unknown> };
    expect(free.assets['run_worker_first']).toEqual(['/api/*']);
    expect(config.vars).toEqual({ HELP_DESK_ORIGIN: 'https://skyline.zendesk.com' });
  });

  it('stops the build when a header would be set twice on one path', () => {
    const doubled: SiteModel = { ...model, cacheRules: [...model.cacheRules, { path: '/', cacheControl: 'no-store', assetsOnly: false }] };
    expect(() => cloudflareHeaders(doubled)).toThrow(HostLimitError);
    expect(() => cloudflareHeaders(doubled)).toThrow(/sets cache-control on \/_astro\/x twice/);
  });

  it('stops the build when a line would pass 2,000 characters', () => {
    const long: SiteModel = { ...model, hostWideHeaders: [...model.hostWideHeaders, ['X-Long', 'a'.repeat(2000)]] };
    expect(() => cloudflareHeaders(long)).toThrow(/Cloudflare: a _headers line has 2010 characters/);
  });

  it('stops the build past 100 dynamic redirects', () => {
    const many: SiteModel = { ...model, rewrites: Array.from({ length: 101 }, (_, index) => ({ from: `/p${index}/:id`, to: '/' })) };
    expect(() => cloudflareRedirects(many)).toThrow(/101 dynamic rules; Cloudflare reads at most 100/);
  });
});

describe('nginx', () => {
  it('is a configuration nginx itself accepts (nginx -t), with the production layout', () => {
    ensureNginx();
    const dir = mkdtempSync(join(tmpdir(), 'skyline-tls-'));
    // A throwaway certificate: nginx -t loads the files the production block names.
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=skyline.test', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    const config = nginxConfig(siteModel({ helpDeskOrigin: 'https://localhost' }), { ...PRODUCTION_NGINX, root: dir, tls: { certificate: join(dir, 'cert.pem'), key: join(dir, 'key.pem') }, accessLog: join(dir, 'access.log') });
    const verdict = testNginxConfig(config);
    expect(verdict.output).toContain('syntax is ok');
    expect(verdict.ok).toBe(true);
  });

  it('refuses what nginx refuses', () => {
    ensureNginx();
    expect(testNginxConfig('server { listen 127.0.0.1:1; bogus_directive on; }').ok).toBe(false);
  });

  it('forwards the help desk with its guarantees and logs no query string', () => {
    const config = nginxConfig(model, PRODUCTION_NGINX);
    expect(config).toContain('proxy_pass https://skyline.zendesk.com;');
    for (const line of ['proxy_pass_request_headers off;', 'proxy_redirect off;', 'proxy_hide_header Set-Cookie;', 'proxy_hide_header Location;', 'proxy_ignore_headers X-Accel-Redirect']) expect(config).toContain(line);
    expect(config).not.toMatch(/proxy_set_header (Cookie|Authorization) \$/i);
    expect(config).toMatch(/log_format skyline_private '[^']*\$uri[^']*'/);
    expect(config).not.toMatch(/\$request_uri[^;]*skyline_private|\$args[^;]*skyline_private|\$http_referer/);
  });
});

describe('the hosts\' own files', () => {
  it('are told apart from pages and assets', () => {
    for (const path of ['/wrangler.jsonc', '/nginx/skyline.conf', '/nginx', '/_worker/worker.js', '/edge-functions/api/[[default]].js', '/.wrangler/tmp/x', '/_headers']) expect(isHostFile(path), path).toBe(true);
    for (const path of ['/zh-TW/help', '/nginx-guide', '/_astro/a.js', '/edgeone.json.html', '/']) expect(isHostFile(path), path).toBe(false);
  });
});

describe('EdgeOne', () => {
  it('names each header once per path, assets immutable, and rewrites to built files', () => {
    const config = JSON.parse(edgeoneConfig(model)) as { headers: { source: string; headers: { key: string }[] }[]; rewrites: { source: string; destination: string }[] };
    expect(config.headers.find((rule) => rule.source === '/_astro/*')?.headers).toEqual([{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }]);
    expect(config.headers.find((rule) => rule.source === '/*')?.headers.some((header) => header.key === 'Cache-Control')).toBe(false);
    expect(config.rewrites).toContainEqual({ source: '/zh-TW/user/service/:serviceId', destination: '/zh-TW/user/service/_/index.html' });
    expect(config.rewrites).toContainEqual({ source: '/order/pay', destination: '/index.html' });
  });

  it('stops the build past 100 rewrites', () => {
    const many: SiteModel = { ...model, rewrites: Array.from({ length: 101 }, (_, index) => ({ from: `/p${index}`, to: '/' })) };
    expect(() => edgeoneConfig(many)).toThrow(/EdgeOne: edgeone.json has 104 rules/);
  });
});
