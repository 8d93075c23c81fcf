/** Small helpers shared by the project's scripts (start, test, e2e server, bench). */
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PlaywrightTestOptions, PlaywrightWorkerOptions } from '@playwright/test';

export const ROOT = join(import.meta.dirname, '..');
export const BIN = join(ROOT, 'node_modules', '.bin');

/**
 * Runs a command to completion with its output held back, then printed in one piece: two
 * of these side by side do not interleave their lines. Resolves to its exit code.
 */
export function runQuietly(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PATH: `${BIN}:${process.env.PATH}`, ...env } });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
    });
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

/** Runs a command to completion with inherited output; returns its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PATH: `${BIN}:${process.env.PATH}`, ...env } });
  return result.status ?? 1;
}

export function startChild(command: string, args: string[], options: SpawnOptions = {}) {
  return spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, PATH: `${BIN}:${process.env.PATH}`, ...options.env } });
}

/** Build output folders: `npm start` serves dist/, tests and the benchmark have their own. */
export const OUT_DIRS = { start: join(ROOT, 'dist'), e2e: join(ROOT, '.build', 'e2e'), bench: join(ROOT, '.build', 'bench') } as const;

/** The browser tests' build: one folder per site port, so two runs on different ports never share one. */
export function e2eBuildDir(sitePort: number): string {
  return `${OUT_DIRS.e2e}-${sitePort}`;
}

/**
 * Builds the site against a provider API base (the one build-time setting; several,
 * comma-separated, to fail over) into `outDir`, as a local build: every other build is a
 * production build and needs the production settings (docs/settings.md). Asynchronous, so
 * a provider in this same process can answer the build (it reads the plans it prerenders
 * from the provider). `env` adds settings (a help desk, a site address).
 */
export async function buildSite(providerApiBase: string, outDir: string = OUT_DIRS.start, env: Record<string, string> = {}): Promise<void> {
  const child = startChild(join(BIN, 'astro'), ['build', '--silent'], { cwd: ROOT, env: { SKYLINE_DEPLOY: 'local', PUBLIC_PROVIDER_API_BASE: providerApiBase, ASTRO_TELEMETRY_DISABLED: '1', SKYLINE_OUT_DIR: outDir, ...env } });
  const code = await new Promise<number>((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  if (code !== 0) throw new Error(`astro build failed (exit ${code})`);
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests need Debian's Chromium (Playwright's own download does not work on
 * these machines). Installs it when missing and we are root; otherwise says what to do.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package: sudo apt-get install chromium (or set CHROMIUM_PATH).`);
  }
  console.log('Installing Debian chromium for the browser tests…');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], env) !== 0 || run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], env) !== 0 || !existsSync(CHROMIUM_PATH)) {
    throw new Error('Installing chromium with apt-get failed; install it by hand: apt-get install chromium');
  }
}

/**
 * The benchmark and the trace measure pages as a phone in China renders them, with a CJK
 * font: without one, Chromium searches the fallback fonts for every Chinese character and
 * finds none (boxes), which is neither what a visitor sees nor what it costs them
 * (docs/performance.md). Installs Debian's Noto CJK when missing and we are root;
 * otherwise warns that the Chinese pages' figures are not representative.
 */
export function ensureCjkFont(): void {
  const hasCjk = () => spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).stdout?.trim() !== '';
  if (hasCjk()) return;
  if (process.getuid?.() === 0) {
    console.log('Installing a CJK font (fonts-noto-cjk) so Chinese pages are measured as a phone renders them…');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    const installed = run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'fonts-noto-cjk'], env) === 0 || (run('apt-get', ['update', '-qq'], env) === 0 && run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'fonts-noto-cjk'], env) === 0);
    if (installed && hasCjk()) return;
  }
  console.warn('No CJK font on this machine (apt-get install fonts-noto-cjk): the Chinese pages\' paint figures include a fallback-font search a phone does not make.');
}

/**
 * Chromium features turned off. Chromium reads only the last `--disable-features` switch,
 * and Playwright passes one of its own first, so this list repeats Playwright's (the unit
 * test tests/unit/scripts/chromium-args.test.ts fails when a Playwright upgrade adds one
 * it does not hold) and adds:
 * - WebUIOmniboxPopup, WebUIOmniboxAimPopup: Chromium 15x draws the address bar's popup as
 *   a web page of its own, made for every window, so each test's new browser context
 *   started a renderer for a popup no headless window shows. Without it the browser tests
 *   run about 15% faster on 2 cores (order and payment specs: 110–113 s → 93–94 s).
 */
export const DISABLED_FEATURES = [
  // Playwright's own (playwright-core's chromiumSwitches).
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // Ours.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/** Flags for Chromium on these machines: no sandbox as root, no background calls to blocked hosts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

/**
 * How every Playwright run drives Chromium (the browser tests, the host smoke tests): a
 * person's browser, an ordinary phone's user agent and no automation flag. The bot check
 * stays as strict as in production; tests look like people, not the reverse. page.route
 * cannot see what a service worker answers, so workers are blocked unless a spec allows
 * them (the offline spec, docs/decisions/0020).
 */
export const PLAYWRIGHT_BROWSER: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  locale: 'zh-TW',
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--disable-blink-features=AutomationControlled'], ignoreDefaultArgs: ['--enable-automation'] },
  // A failed test keeps its trace (each step's DOM, network and console) without the
  // screencast: filming every test cost about 8% of the browser tests' time on 2 cores
  // (order and payment specs 96–97 s → 87–91 s), and the DOM snapshots show the page.
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  serviceWorkers: 'block',
};
