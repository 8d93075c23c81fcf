/**
 * Something a whole test file shares (a sandbox, a harness): started before the file's
 * tests and closed after them. The returned getter throws when read too early, so a
 * test that reads it outside a hook or a test says so instead of failing obscurely.
 * @example
 * const running = startedPerFile('the test sandbox', () => startTestSandbox({ name: 'unit' }));
 * it('…', () => running().origin);
 */
import { afterAll, beforeAll } from 'vitest';

export function startedPerFile<T extends { close(): Promise<void> }>(what: string, start: () => Promise<T>): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
  });
  return () => {
    if (!started) throw new Error(`${what} is read before it started (read it inside a hook or a test)`);
    return started;
  };
}
