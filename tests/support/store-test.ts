/**
 * The shared set-up of a store test: a sandbox for the file, a provider client on it,
 * and no login left over from the previous test. Fixture accounts come from the control
 * client, parsed by the sandbox's own schemas.
 */
import { beforeAll, beforeEach } from 'vitest';
import type { z } from 'zod/mini';
import { createProviderClient, type ProviderClient } from '../../src/lib/core/api/provider-client.ts';
import { clearCredentials, storeCredentials } from '../../src/lib/core/stores/session.ts';
import type { AccountView, InvoiceSummary } from '../../sandbox/core/control/schemas.ts';
import type { FixtureAccountSpec } from '../../sandbox/core/fixtures.ts';
import { useTestSandbox, type UnitSandbox } from './sandbox-harness.ts';
import { humanToken } from '../contract/harness.ts';
import { keepHumanToken } from '../../src/lib/core/stores/visitor.ts';

export interface StoreTest extends UnitSandbox {
  /** A provider client on the file's sandbox (the one the stores are given). */
  readonly client: ProviderClient;
  /** A fixture account whose login is stored, as if its login link had been opened. */
  loggedInAccount(spec?: z.input<typeof FixtureAccountSpec>): Promise<AccountView>;
}

/**
 * Call once at the top of a store test file.
 * @example
 * const store = useStoreTest();
 * it('…', async () => { const account = await store.loggedInAccount({ services: [{ status: 'Active' }] }); await loadServicePage(store.client, null); });
 */
export function useStoreTest(options: { wrapClient?: (client: ProviderClient) => ProviderClient } = {}): StoreTest {
  const sandbox = useTestSandbox();
  let client: ProviderClient | undefined;
  beforeAll(() => {
    // Safe reads are still repeated (decision 0016), with millisecond backoffs to keep the tests quick.
    const real = createProviderClient({ baseURL: sandbox.origin, retry: { baseDelayMs: 1 } });
    client = options.wrapClient ? options.wrapClient(real) : real;
  });
  beforeEach(async () => {
    clearCredentials();
    // Passed the human check just now, as every visitor who reaches a form has (ADR 0033).
    keepHumanToken(await humanToken(sandbox), 3 * 3600, Date.now());
  });
  return {
    get sandbox() {
      return sandbox.sandbox;
    },
    get origin() {
      return sandbox.origin;
    },
    get control() {
      return sandbox.control;
    },
    get client() {
      if (!client) throw new Error('the store test client is read before the file’s beforeAll ran');
      return client;
    },
    async loggedInAccount(spec = {}) {
      const account = await sandbox.control.createAccount(spec);
      storeCredentials({ uuid: account.uuid, hmac: account.hmac });
      return account;
    },
  };
}

/** The unpaid renewal bill of an account's first service (fixtures with `renewalInvoice`). */
export function renewalBill(account: AccountView): InvoiceSummary {
  const invoice = account.services[0]?.invoices.find((candidate) => candidate.isRenewal && candidate.status === 'Unpaid');
  if (!invoice) throw new Error(`the fixture account has no unpaid renewal bill: ${JSON.stringify(account.services)}`);
  return invoice;
}
