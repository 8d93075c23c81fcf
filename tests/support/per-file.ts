/**
 * Something a whole test file shares (a sandbox, a harness): started before the file's
 * tests and closed after them. What is returned stands for it: each member read goes to
 * the started value (a method stays bound to it), and a member read before it started
 * throws, so a test that reads it outside a hook or a test says so instead of failing
 * obscurely.
 * @example
 * const harness = startedPerFile('the test sandbox', () => startTestSandbox({ name: 'unit' }));
 * it('…', () => harness.origin);
 */
import { afterAll, beforeAll } from 'vitest';

export function startedPerFile<T extends { close(): Promise<void> }>(what: string, start: () => Promise<T>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as T, {
    get(_target, member) {
      if (!started) throw new Error(`${what} is read before it started (read it inside a hook or a test)`);
      const value: unknown = Reflect.get(started, member);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(started) : value;
    },
  });
}
