/**
 * `node sandbox/core/main.ts` (npm run sandbox): starts the sandbox provider with its
 * database under `.sandbox/`, adds the demo accounts on first start and prints the
 * control surface and every demo login link. See docs/sandbox.md.
 *
 * Env: SANDBOX_PORT (8787), SANDBOX_HOST (127.0.0.1), SANDBOX_DB (.sandbox/sandbox.db),
 * SANDBOX_HMAC_SECRET (else kept in `hmac-secret` beside the database), SITE_ORIGIN
 * (http://127.0.0.1:4321), SANDBOX_PUBLIC_ORIGIN, SANDBOX_VERIFY_DIFFICULTY (12),
 * SANDBOX_ALLOWED_ORIGINS.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createSandbox } from './server.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const DEFAULT_DB = join(ROOT, '.sandbox', 'sandbox.db');

function integerEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return value;
}

/**
 * The signing secret: from the environment, else the one kept beside the database
 * (`.sandbox/hmac-secret` by default), else a new one written there, owner-only. The
 * links stored and printed for a database were signed with its secret, so the two
 * stay together and links survive restarts.
 */
function hmacSecret(secretFile: string): string {
  const fromEnv = process.env.SANDBOX_HMAC_SECRET;
  if (fromEnv) return fromEnv;
  if (existsSync(secretFile)) {
    const kept = readFileSync(secretFile, 'utf8').trim();
    if (!/^[0-9a-f]{64}$/.test(kept)) throw new Error(`${secretFile} does not hold a 64-hex secret; delete it to make a new one (old links stop working)`);
    chmodSync(secretFile, 0o600);
    return kept;
  }
  mkdirSync(dirname(secretFile), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  // 'wx': never overwrite a secret another start wrote in the meantime.
  writeFileSync(secretFile, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

async function main(): Promise<void> {
  const port = integerEnv('SANDBOX_PORT', 8787, 0, 65535);
  const host = process.env.SANDBOX_HOST || '127.0.0.1';
  const dbPath = process.env.SANDBOX_DB ? resolve(process.env.SANDBOX_DB) : DEFAULT_DB;
  const siteOrigin = process.env.SITE_ORIGIN || 'http://127.0.0.1:4321';

  const sandbox = createSandbox({
    dbPath,
    hmacSecret: hmacSecret(join(dirname(dbPath), 'hmac-secret')),
    siteOrigin,
    publicOrigin: process.env.SANDBOX_PUBLIC_ORIGIN || undefined,
    verifyDifficulty: integerEnv('SANDBOX_VERIFY_DIFFICULTY', 12, 0, 32),
    log: true,
  });

  // Before anything is printed: whoever reads the links may signal at once.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        console.error('Stopping anyway.');
        process.exit(1);
      }
      stopping = true;
      console.log(`\n${signal}: stopping the sandbox provider…`);
      sandbox.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('The sandbox provider did not close cleanly:', error);
          process.exit(1);
        },
      );
    });
  }

  const { origin } = await sandbox.listen(port, host);

  const demo = sandbox.accounts().filter((account) => account.origin === 'demo');
  const width = Math.max(0, ...demo.map((account) => (account.label ?? '').length));
  console.log(`\nSkyline sandbox provider on ${origin} (database ${dbPath})`);
  if (sandbox.seededDemo) console.log('New database: demo accounts added.');
  console.log(`Control surface (local only, never expose it): ${origin}/__sandbox/`);
  console.log(`Mailbox: ${origin}/__sandbox/mailbox`);
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1') {
    console.warn(`Warning: listening on ${host}. The control surface refuses non-loopback callers, but the API is reachable from the network.`);
  }
  console.log(`\nDemo login links (site ${siteOrigin}):`);
  for (const account of demo) console.log(`  ${(account.label ?? '').padEnd(width)}  ${account.loginUrl}`);
  console.log('');
}

main().catch((error: unknown) => {
  console.error('The sandbox provider could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
