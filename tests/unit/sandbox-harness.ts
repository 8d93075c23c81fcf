/** Starts a real sandbox provider in-process for unit tests of the client and stores. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createSandbox } from '../../sandbox/server.ts';

export async function startTestSandbox() {
  const sandbox = createSandbox({
    dbPath: join(mkdtempSync(join(tmpdir(), 'skyline-unit-')), 'sandbox.db'),
    hmacSecret: 'unit-test-secret-0123456789abcdef',
    siteOrigin: 'http://127.0.0.1:4321',
    verifyDifficulty: 4,
    log: false,
  });
  const { origin } = await sandbox.listen(0, '127.0.0.1');
  const control = async (path: string, init?: { method?: string; body?: unknown }) => {
    const response = await fetch(`${origin}/__sandbox/api/${path}`, {
      method: init?.method ?? 'GET',
      headers: { 'content-type': 'application/json' },
      ...(init?.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    if (!response.ok) throw new Error(`sandbox control ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  return { sandbox, origin, control };
}

export type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;

/**
 * One sandbox for the test file: started before its tests, closed after them. Read its
 * fields inside hooks and tests (they exist once the file's first `beforeAll` has run).
 */
export function useTestSandbox(): TestSandbox {
  let started: TestSandbox | undefined;
  const running = (): TestSandbox => {
    if (!started) throw new Error('the test sandbox is read before it started (read it inside a hook or a test)');
    return started;
  };
  beforeAll(async () => {
    started = await startTestSandbox();
  });
  afterAll(async () => {
    await started?.sandbox.close();
  });
  return {
    get sandbox() {
      return running().sandbox;
    },
    get origin() {
      return running().origin;
    },
    control: (...args) => running().control(...args),
  };
}
