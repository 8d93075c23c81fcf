/** `node sandbox/core/main.ts` as a person runs it: first start, restart, signals. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../../sandbox/core/db/seed.ts';

const MAIN = join(import.meta.dirname, '..', '..', '..', '..', 'sandbox', 'core', 'main.ts');
const dir = mkdtempSync(join(tmpdir(), 'skyline-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the entry point, waits for the printed links, stops it with SIGTERM. */
async function startAndStop(): Promise<{ output: string; code: number | null }> {
  const env: NodeJS.ProcessEnv = { ...process.env, SANDBOX_DB: join(dir, 'sandbox.db'), SANDBOX_PORT: '0', SITE_ORIGIN: 'http://127.0.0.1:4888', SANDBOX_VERIFY_DIFFICULTY: '4' };
  delete env.SANDBOX_HMAC_SECRET;
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no demo links printed:\n${output}`)), 8_000);
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (/renewal-due\s+http/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', () => reject(new Error(`exited early:\n${output}`)));
  });
  const code = await new Promise<number | null>((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (exitCode) => resolve(exitCode));
    child.kill('SIGTERM');
  });
  return { output, code };
}

const links = (output: string) => [...output.matchAll(/http:\/\/127\.0\.0\.1:4888\/zh-TW\/user\/service\/0#uuid=\S+/g)].map((match) => match[0]);

describe('sandbox/core/main.ts', () => {
  it('seeds on first start, keeps an owner-only secret, reuses both on restart, and stops cleanly on SIGTERM', async () => {
    const first = await startAndStop();
    expect(first.code).toBe(0);
    expect(first.output).toContain('New database: demo accounts added.');
    expect(first.output).toMatch(/Control surface \(local only, never expose it\): http:\/\/127\.0\.0\.1:\d+\/__sandbox\//);
    expect(links(first.output)).toHaveLength(DEMO_ACCOUNTS.length);
    expect(statSync(join(dir, 'hmac-secret')).mode & 0o777).toBe(0o600);

    const second = await startAndStop();
    expect(second.code).toBe(0);
    expect(second.output).not.toContain('New database');
    // Same secret and same accounts: the links printed the first time still work.
    expect(links(second.output)).toEqual(links(first.output));
  });
});
