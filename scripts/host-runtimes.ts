/**
 * The hosts' own runtimes on this machine, for the smoke tests (tests/hosts) and the
 * benchmark (`BENCH_HOST`): Cloudflare's workerd through `wrangler dev` (offline, local
 * mode) and Debian's nginx, each serving one build folder and forwarding the help desk
 * to a given origin (the sandbox). Both are installed by the project: wrangler from npm,
 * nginx by `ensureNginx` as Chromium is.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { nginxConfig } from '../hosting/targets/nginx.ts';
import { siteModel } from '../hosting/site-model.ts';
import { precompress } from '../hosting/precompress.ts';
import { BIN, ROOT, run } from './lib.ts';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';
/** ngx_brotli's two modules (sending a release's .br copies; compressing the rest), as Debian installs them. */
const NGINX_MODULES = process.env.NGINX_MODULES_DIR ?? '/usr/lib/nginx/modules';
const BROTLI_MODULES = ['ngx_http_brotli_static_module.so', 'ngx_http_brotli_filter_module.so'].map((file) => join(NGINX_MODULES, file));

const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-brotli-filter'];

/** Installs Debian's nginx and its brotli modules when missing and we are root (as `ensureChromium`); otherwise says what to do. */
export function ensureNginx(): void {
  const present = () => [NGINX_PATH, MIME_TYPES, ...BROTLI_MODULES].every((path) => existsSync(path));
  if (present()) return;
  if (process.getuid?.() !== 0) throw new Error(`nginx or its brotli modules are missing (${[NGINX_PATH, ...BROTLI_MODULES].join(', ')}). Install Debian's packages: sudo apt-get install ${NGINX_PACKAGES.join(' ')} (or set NGINX_PATH and NGINX_MODULES_DIR).`);
  console.log('Installing Debian nginx and its brotli modules for the host smoke tests…');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...NGINX_PACKAGES], env) === 0;
  if (!(install() || (run('apt-get', ['update', '-qq'], env) === 0 && install())) || !present()) {
    throw new Error(`Installing nginx with apt-get failed; install it by hand: apt-get install ${NGINX_PACKAGES.join(' ')}`);
  }
}

export interface RunningHost {
  origin: string;
  close(): Promise<void>;
}

/**
 * The main configuration around the site's file: everything in a folder of its own
 * (pid, logs, temp files), so it runs beside any system nginx without touching it.
 */
export function nginxMainConfig(prefix: string, siteConfigFile: string): string {
  const temp = (name: string) => join(prefix, name);
  return [
    // As root the workers would switch to nobody, who may not read a build under /root or /work.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    ...BROTLI_MODULES.map((module) => `load_module ${module};`),
    'worker_processes 1;',
    `pid ${temp('nginx.pid')};`,
    `error_log ${temp('error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  include ${MIME_TYPES};`,
    '  default_type application/octet-stream;',
    '  sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${temp(`${name}-temp`)};`),
    `  include ${siteConfigFile};`,
    '}',
    '',
  ].join('\n');
}

/** `nginx -t` on a site configuration: nginx's own parser. Returns its verdict and what it said. */
export function testNginxConfig(siteConfig: string): { ok: boolean; output: string } {
  const prefix = mkdtempSync(join(tmpdir(), 'skyline-nginx-t-'));
  writeFileSync(join(prefix, 'skyline.conf'), siteConfig);
  writeFileSync(join(prefix, 'nginx.conf'), nginxMainConfig(prefix, join(prefix, 'skyline.conf')));
  const result = spawnSync(NGINX_PATH, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** Resolves once `origin` answers any HTTP status, or rejects after `timeoutMs` (or when the child exits). */
async function answering(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? 1));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`${origin}: the host stopped (exit ${exited}) before answering`);
    try {
      await fetch(`${origin}/`, { signal: AbortSignal.timeout(1000), redirect: 'manual' });
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`${origin}: no answer within ${timeoutMs} ms`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Debian's nginx serving the build `root` on 127.0.0.1:`port`, the help desk forwarded to
 * `helpDeskOrigin`. It serves a release made as docs/deploy.md makes one: a copy of the
 * build with its compressed copies (scripts/precompress.ts).
 */
export async function startNginx(options: { root: string; port: number; helpDeskOrigin: string }): Promise<RunningHost> {
  ensureNginx();
  const prefix = mkdtempSync(join(tmpdir(), 'skyline-nginx-'));
  const release = join(prefix, 'release');
  cpSync(options.root, release, { recursive: true });
  precompress(release);
  const site = nginxConfig(siteModel({ helpDeskOrigin: options.helpDeskOrigin }), { root: release, listen: [`127.0.0.1:${options.port}`], serverName: '_', tls: null, accessLog: join(prefix, 'access.log') });
  writeFileSync(join(prefix, 'skyline.conf'), site);
  writeFileSync(join(prefix, 'nginx.conf'), nginxMainConfig(prefix, join(prefix, 'skyline.conf')));
  const child = spawn(NGINX_PATH, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  const origin = `http://127.0.0.1:${options.port}`;
  await answering(origin, child, 15_000);
  return {
    origin,
    close: async () => {
      await stop(child);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * Cloudflare's runtime (workerd, as wrangler bundles it) serving the build folder with
 * the `wrangler.jsonc` the build wrote there: offline, local mode, no telemetry.
 */
export async function startWorkerd(options: { root: string; port: number; inspectorPort: number; helpDeskOrigin: string }): Promise<RunningHost> {
  const state = mkdtempSync(join(tmpdir(), 'skyline-wrangler-'));
  mkdirSync(state, { recursive: true });
  const child = spawn(
    join(BIN, 'wrangler'),
    ['dev', '--config', join(options.root, 'wrangler.jsonc'), '--local', '--ip', '127.0.0.1', '--port', String(options.port), '--inspector-port', String(options.inspectorPort), '--var', `HELP_DESK_ORIGIN:${options.helpDeskOrigin}`, '--persist-to', state, '--log-level', 'warn', '--show-interactive-dev-session=false'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_API_TOKEN: '', CI: '1', WRANGLER_LOG_PATH: state } },
  );
  const origin = `http://127.0.0.1:${options.port}`;
  await answering(origin, child, 60_000);
  return { origin, close: () => stop(child) };
}
