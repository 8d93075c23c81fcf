/**
 * A real sandbox provider for the unit tests of the client and the stores, started the
 * one way every test starts it (sandbox/core/test-sandbox.ts), one per test file.
 */
import { startedPerFile } from './per-file.ts';
import { startTestSandbox, type TestSandbox } from '../../sandbox/core/test-sandbox.ts';

export type UnitSandbox = Omit<TestSandbox, 'close'>;

/**
 * One sandbox for the test file: started before its tests, closed after them. Read its
 * fields inside hooks and tests (they exist once the file's first `beforeAll` has run).
 * @example
 * const harness = useTestSandbox();
 * it('…', async () => { const account = await harness.control.createAccount({ services: [] }); });
 */
export function useTestSandbox(): UnitSandbox {
  return startedPerFile('the test sandbox', () => {
    // In a happy-dom test the page under test is the site: the provider allows only the
    // site's origin (sandbox/core/cors.ts), so the sandbox is told the page's. In Node, the default.
    const pageOrigin = typeof location === 'undefined' ? undefined : location.origin;
    return startTestSandbox({ name: 'unit', ...(pageOrigin === undefined ? {} : { siteOrigin: pageOrigin }) });
  });
}
