/**
 * After the whole browser suite (every journey that ordered, paid, refunded, withdrew or
 * moved the clock): the sandbox's ledgers still agree (reference §2.10 item 16). Every
 * account's balance equals the sum of its balance entries, and every bonus figure the
 * affiliate page shows equals the sum of the rows its dialog lists. Runs last, alone
 * (playwright.config.ts, project `after-all`).
 */
import { expect, test } from '@playwright/test';
import { createControlClient } from '../../../sandbox/core/control/client.ts';
import { E2E_SANDBOX_ORIGIN } from '../ports.ts';

test('every balance and every bonus figure is the sum of its entries after the whole suite', async () => {
  expect(await createControlClient(E2E_SANDBOX_ORIGIN).ledgerProblems()).toEqual([]);
});
