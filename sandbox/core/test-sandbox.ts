/**
 * The one way tests and test stacks start a sandbox provider: in-process, on a throwaway
 * database in a temp folder, with a quick human check and no request log, and a typed
 * control client on it. Unit tests (tests/support/sandbox-harness.ts), contract tests
 * (tests/contract/harness.ts) and the browser tests' and bench's local stack
 * (scripts/local-stack.ts) all start it here, so a change to how a test sandbox is made
 * (a new option, a faster database) is made once.
 *
 * @example
 * const { origin, control, close } = await startTestSandbox();
 * const account = await control.createAccount({ services: [{ status: 'Active' }] });
 * await close();
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createControlClient, type ControlClient } from './control/client.ts';
import { createSandbox, type Sandbox } from './server.ts';

/** Leading zero bits of the proof of work: a test solves it in a few milliseconds. */
export const TEST_VERIFY_DIFFICULTY = 4;

export interface TestSandboxOptions {
  /** Names the temp folder (`skyline-<name>-…`), to tell runs apart. Default `test`. */
  name?: string;
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  /** Where the site runs (login links point there). Default `http://127.0.0.1:4321`. */
  siteOrigin?: string;
  /** Where callers reach the sandbox, when not the address it listens on. */
  publicOrigin?: string;
  /** Signs links; a fixed one makes signatures predictable for a test. Default: random. */
  hmacSecret?: string;
  /** Add the demo accounts. Default true. */
  seedDemo?: boolean;
  /** Sites besides `siteOrigin` that may call the provider API (CORS): a second build of the site on its own port. */
  allowedOrigins?: string[];
}

export interface TestSandbox {
  sandbox: Sandbox;
  /** Where it listens (`http://127.0.0.1:<port>`). */
  origin: string;
  /** The control API, typed by its own schemas. */
  control: ControlClient;
  /** Stops it and removes its database. */
  close(): Promise<void>;
}

/** Starts a sandbox provider for a test or a test stack; see the module comment. */
export async function startTestSandbox(options: TestSandboxOptions = {}): Promise<TestSandbox> {
  const dir = mkdtempSync(join(tmpdir(), `skyline-${options.name ?? 'test'}-`));
  const sandbox = createSandbox({
    dbPath: join(dir, 'sandbox.db'),
    hmacSecret: options.hmacSecret ?? randomBytes(32).toString('hex'),
    siteOrigin: options.siteOrigin ?? 'http://127.0.0.1:4321',
    ...(options.publicOrigin === undefined ? {} : { publicOrigin: options.publicOrigin }),
    verifyDifficulty: TEST_VERIFY_DIFFICULTY,
    log: false,
    // Loopback and the site only: a test never depends on SANDBOX_ALLOWED_ORIGINS in its environment.
    allowedOrigins: options.allowedOrigins ?? [],
    seedDemo: options.seedDemo ?? true,
    // Browser tests run side by side from 127.0.0.1: each test's scope is a caller of its own for the hourly account limit.
    trustTestScope: true,
  });
  try {
    const { origin } = await sandbox.listen(options.port ?? 0, '127.0.0.1');
    return {
      sandbox,
      origin,
      control: createControlClient(origin),
      async close() {
        await sandbox.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await sandbox.close().catch((closeError: unknown) => console.error('[test sandbox] close after a failed start', closeError));
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
