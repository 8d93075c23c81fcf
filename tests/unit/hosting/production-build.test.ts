/**
 * A real `astro build`, made as an operator makes one (no SKYLINE_DEPLOY: a production
 * build), with example https settings (ADR 0053): it contains no loopback address
 * anywhere, names the primary site only in canonical and language links (so mirror
 * domains serve the same files), writes a site map, and allows exactly the listed API
 * origins. And without its settings the build stops, naming them.
 *
 * The build machine here has no network: its reads of the example origins reach a test
 * sandbox (tests/support/route-origins.ts), which answers as the provider and the help desk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { startTestSandbox, type TestSandbox } from '../../../sandbox/core/test-sandbox.ts';
import { headersFor, parseHeaders } from '../../../hosting/rules.ts';
import { LOCALES } from '../../../src/lib/core/i18n/locales.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SITE = 'https://skyline.example';
const API = ['https://api1.skyline.example', 'https://api2.skyline.example'];
const HELP_DESK = 'https://help.skyline.example';
const LOOPBACK = /127\.0\.0\.1|localhost|\[::1\]|0\.0\.0\.0/;

/** Runs `astro build` with exactly `env` (plus PATH), and gives its exit code and output. */
function astroBuild(env: Record<string, string>): Promise<{ code: number; output: string }> {
  const bin = join(ROOT, 'node_modules', '.bin');
  const child = spawn(join(bin, 'astro'), ['build', '--silent'], { cwd: ROOT, env: { PATH: `${bin}:${process.env.PATH ?? ''}`, HOME: process.env.HOME ?? tmpdir(), ASTRO_TELEMETRY_DISABLED: '1', ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code: code ?? 1, output })));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('a production build with its settings', () => {
  let sandbox: TestSandbox;
  let out: string;
  let files: { path: string; text: string }[];

  beforeAll(async () => {
    sandbox = await startTestSandbox({ name: 'production-build', publicOrigin: API[0], siteOrigin: SITE, seedDemo: false });
    out = mkdtempSync(join(tmpdir(), 'skyline-production-build-'));
    const routes = Object.fromEntries([...API, HELP_DESK].map((origin) => [origin, sandbox.origin]));
    const build = await astroBuild({
      PUBLIC_PROVIDER_API_BASE: API.join(','),
      HELP_DESK_ORIGIN: HELP_DESK,
      SITE_URL: SITE,
      SKYLINE_OUT_DIR: out,
      NODE_OPTIONS: `--import ${join(ROOT, 'tests', 'support', 'route-origins.ts')}`,
      SKYLINE_TEST_ROUTES: JSON.stringify(routes),
    });
    expect(build.code, build.output).toBe(0);
    files = filesUnder(out).map((path) => ({ path: relative(out, path), text: readFileSync(path, 'utf8') }));
  }, 300_000);

  afterAll(async () => {
    await sandbox?.close();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it('contains no loopback origin in any file', () => {
    expect(files.length).toBeGreaterThan(50);
    const loopback = files.filter((file) => LOOPBACK.test(file.text)).map((file) => `${file.path}: ${LOOPBACK.exec(file.text)?.[0]}`);
    expect(loopback).toEqual([]);
    expect(files.filter((file) => file.text.includes(sandbox.origin)).map((file) => file.path)).toEqual([]);
  });

  it('names its own domain only in canonical and language links, the site map and robots.txt: every mirror serves the same files', () => {
    const ownLinks = /<link rel="(?:canonical|alternate)"(?: hreflang="[^"]+")? href="https:\/\/skyline\.example[^"]*"\s*\/?>/g;
    // The site's own host name, not a subdomain's (api1.skyline.example is the provider).
    const ownHost = /(?<![\w.-])skyline\.example(?![\w.-])/;
    const elsewhere = files
      .filter((file) => file.path !== 'sitemap.xml' && file.path !== 'robots.txt')
      .filter((file) => ownHost.test(file.text.replace(ownLinks, '')))
      .map((file) => file.path);
    expect(files.filter((file) => file.text.match(ownLinks) !== null).length).toBeGreaterThan(20);
    expect(elsewhere).toEqual([]);
  });

  it('gives each page its canonical address and absolute alternates for the three languages and x-default', () => {
    for (const locale of LOCALES) {
      const html = files.find((file) => file.path === join(locale, 'order', 'place', 'index.html'))?.text ?? '';
      expect(html).toContain(`<link rel="canonical" href="${SITE}/${locale}/order/place">`);
      for (const other of LOCALES) expect(html).toContain(`<link rel="alternate" hreflang="${other}" href="${SITE}/${other}/order/place">`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/order/place">`);
    }
    const home = files.find((file) => file.path === join('en-US', 'index.html'))?.text ?? '';
    expect(home).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/">`);
  });

  it('writes a site map of the indexable pages, with their alternates, and names it in robots.txt', () => {
    const sitemap = files.find((file) => file.path === 'sitemap.xml')?.text ?? '';
    for (const locale of LOCALES) expect(sitemap).toContain(`<url><loc>${SITE}/${locale}/order/place</loc><xhtml:link rel="alternate" hreflang="zh-TW" href="${SITE}/zh-TW/order/place"/>`);
    expect(sitemap).toContain(`<loc>${SITE}/en-US/help</loc>`);
    // Logged-in pages ask not to be indexed, and pages per run-time id have no address of their own.
    expect(sitemap).not.toMatch(/\/user\/(account|service|migrate|affiliate)/);
    expect(files.find((file) => file.path === 'robots.txt')?.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('lets pages connect to exactly the listed API origins, which the site is built with in order', () => {
    // Each page carries its policy as a meta (ADR 0049); the host's header only what a meta cannot say.
    const service = files.find((file) => file.path === join('zh-TW', 'user', 'service', '_', 'index.html'))?.text ?? '';
    expect(service).toContain(`connect-src 'self' ${API.join(' ')};`);
    const blocks = parseHeaders(files.find((file) => file.path === '_headers')?.text ?? '');
    expect(headersFor(blocks, '/zh-TW/user/service/0').get('content-security-policy')).not.toContain('connect-src');
    expect(service).toContain(`<link rel="preconnect" href="${API[0]}"`);
    expect(files.some((file) => file.path.startsWith('_astro') && file.text.includes(API.join(',')))).toBe(true);
  });
});

describe('a production build without its settings', () => {
  it('stops before building, naming each missing setting', async () => {
    const out = mkdtempSync(join(tmpdir(), 'skyline-refused-build-'));
    try {
      const build = await astroBuild({ SKYLINE_OUT_DIR: out, HELP_DESK_ORIGIN: 'http://127.0.0.1:8787' });
      expect(build.code).not.toBe(0);
      expect(build.output).toContain('PUBLIC_PROVIDER_API_BASE is missing');
      expect(build.output).toContain('HELP_DESK_ORIGIN must be https in a production build, not http://127.0.0.1:8787');
      expect(build.output).toContain('SITE_URL is missing');
      expect(readdirSync(out)).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
