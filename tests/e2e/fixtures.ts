/**
 * Browser-test fixtures. Import `test` and `expect` from here, never from @playwright/test.
 *
 * ## The fixture API (for new specs; the lead ports older ones at merge)
 *
 * - **Verified by default.** Every test's context starts having passed the human check a
 *   minute ago (`skyline_verified_at`). Guard tests that need the check itself opt out:
 *   `test.use({ verified: false })`. Do NOT call `markVerified(context)` in a test; it is
 *   kept only for contexts a test makes itself with `browser.newContext()`.
 * - **`loggedIn`**: a fresh sandbox account whose login is already stored in the browser
 *   (as after opening its login link), with the link's parts:
 *   `async ({ page, loggedIn }) => { await page.goto(`/zh-TW/order/pay?invoice=${renewalBillOf(loggedIn.account).id}`) }`.
 *   The account is `{ services: [{ status: 'Active', cycle: 'Monthly' }] }` unless the test
 *   or describe says otherwise: `test.use({ account: { balance: '5.00', services: […] } })`.
 *   When each test needs its own kind of account, `logIn(spec)` does the same on demand:
 *   `const { account } = await logIn({ paymentMethods: ['usdt'], services: […] })`.
 *   To test the login link itself, use `sandbox.createAccount(…)` and `loginQuery(account)`.
 * - **`sandbox`**: the typed control client (sandbox/core/control/client.ts) for this test:
 *   `createAccount`, `accountsWithEmail`, `payments`, `settlePayment`, `advanceUsdt`,
 *   `setUsdtOccupied`, `fault`, `clearFaults`, `moveClock`, `mail`, `addPromotion`. Its
 *   faults are scoped to this test (its context sends the scope with every request) and
 *   cleared after it. Answers are parsed with the sandbox's own schemas: no casts.
 * - **Console errors and failed responses fail the test.** Any `console.error`, uncaught
 *   page error, response with a status of 400 or more, or failed request fails the test,
 *   unless the test names that exact response first:
 *   `expectFailedResponses([{ method: 'POST', url: /\/hmac\/check$/, status: 500 }])`
 *   (`status: 'network'` for a request that never got an answer: a dropped connection, a
 *   blocked host, `context.setOffline(true)`). Each named response must then happen at
 *   least once, so an allowance cannot outlive the fault it was written for. Chromium's
 *   "Failed to load resource" lines are judged by these rules, not by their text, and a
 *   console error that names the address of an expected failure (an island saying its
 *   code could not be fetched) counts as that failure; any other console error fails.
 * - **Journeys** (choose a plan, fill the order, place it, pay) live in ./ordering.ts.
 * - No fixed waits: wait on something the page shows or reports (a role, a URL, a
 *   `data-*` attribute the page sets when it has handled a gesture).
 */
import { test as base, expect, type BrowserContext, type Locator, type Page, type Request, type Response, type TestInfo } from '@playwright/test';
import type { z } from 'zod/mini';
import { createControlClient, type ControlClient } from '../../sandbox/core/control/client.ts';
import type { AccountView, InvoiceSummary } from '../../sandbox/core/control/schemas.ts';
import type { FixtureAccountSpec } from '../../sandbox/core/fixtures.ts';
import { E2E_SANDBOX_ORIGIN, E2E_SITE_ORIGIN } from './ports.ts';
import { flatMessages } from '../../src/lib/core/i18n/areas.ts';
import { interpolate } from '../../src/lib/core/i18n/t.ts';
import { humanToken } from '../contract/harness.ts';

export { uniqueEmail } from '../support/unique-email.ts';

export const copy = { 'zh-TW': flatMessages('zh-TW'), 'zh-CN': flatMessages('zh-CN'), 'en-US': flatMessages('en-US') } as const;

/**
 * A template filled as the page fills it: Chinese templates (they hold Han characters) get
 * the space where a Latin or digit value meets Han text (src/lib/core/i18n/t.ts).
 * @example fill(copy['zh-TW']['pay.start'], { amount: 'US$6.90' }) // '付款 US$6.90'
 */
export function fill(template: string, vars: Record<string, string | number>): string {
  return interpolate(/\p{Script=Han}/u.test(template) ? 'zh-TW' : 'en-US', template, vars);
}

/** What a test asks the sandbox for: an account described in a few words (sandbox/core/fixtures.ts). */
export type AccountFixture = z.input<typeof FixtureAccountSpec>;
export type { AccountView, InvoiceSummary };

/** The unpaid renewal bill of an account's first service, when it has one. */
export function unpaidRenewal(account: AccountView): InvoiceSummary | undefined {
  return account.services[0]?.invoices.find((invoice) => invoice.isRenewal && invoice.status === 'Unpaid');
}

/** The unpaid renewal bill of an account's first service; fails the test when there is none. */
export function renewalBillOf(account: AccountView): InvoiceSummary {
  const invoice = unpaidRenewal(account);
  if (!invoice) throw new Error(`the fixture account has no unpaid renewal bill: ${JSON.stringify(account.services)}`);
  return invoice;
}

/** The sandbox's control API for one test: the typed client, plus what browser tests ask most. */
export interface SandboxControl extends ControlClient {
  /** Every account whose email is `email` (case-insensitive), with its services and their invoices. */
  accountsWithEmail(email: string): Promise<AccountView[]>;
}

function sandboxControl(scope: string): SandboxControl {
  const client = createControlClient(E2E_SANDBOX_ORIGIN, { scope });
  return {
    ...client,
    async accountsWithEmail(email) {
      return (await client.accounts()).filter((account) => account.email?.toLowerCase() === email.toLowerCase());
    },
  };
}

/**
 * A person who passed the human check `ageMs` ago, for a context a test made itself: the
 * guard's cookie and the token `verify/cap` handed out (solved here as the page would),
 * which account creation, orders, the login mail and tickets carry (ADR 0033).
 * `withToken: false` is the cookie alone, as a person could set it by hand.
 */
export async function markVerified(context: BrowserContext, ageMs = 60_000, options: { withToken?: boolean } = {}): Promise<void> {
  await context.addCookies([{ name: 'skyline_verified_at', value: String(Date.now() - ageMs), url: E2E_SITE_ORIGIN }]);
  if (options.withToken === false) return;
  const token = await humanToken({ origin: E2E_SANDBOX_ORIGIN });
  await context.addInitScript(
    ({ origin, kept }) => {
      // Once per browser: a test that clears it (or gets a new one from the check) keeps its own.
      if (location.origin !== origin || localStorage.getItem('skyline:human-token-e2e') !== null) return;
      localStorage.setItem('skyline:human-token', JSON.stringify(kept));
      localStorage.setItem('skyline:human-token-e2e', '1');
    },
    { origin: E2E_SITE_ORIGIN, kept: { token, expiresAt: Date.now() - ageMs + 3 * 3600_000 } },
  );
}

/** Every address the page's main frame loads, in order (redirect pages go by quickly). */
export function recordVisits(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  return visited;
}

/** Paths of the scripts the page requests from now on. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Holds every module back until `release()`: what is asked meanwhile comes from the HTML alone. */
export async function holdModules(context: BrowserContext): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/_astro/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds back one island's code (its component and its framework's renderer) until
 * `release()`: the page and its own scripts run, and the island stays asleep however it
 * is touched, as on a slow line.
 * @example const release = await holdIsland(page, page.locator('#ticket astro-island')); …; release();
 */
export async function holdIsland(page: Page, island: Locator): Promise<() => void> {
  const addresses = await Promise.all([island.getAttribute('component-url'), island.getAttribute('renderer-url')]);
  const held = new Set(addresses.flatMap((address) => (address ? [new URL(address, page.url()).pathname] : [])));
  expect(held.size, 'the island names its code').toBeGreaterThan(0);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => held.has(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** The query (or fragment) of a login link: `uuid=…&hmac=…`. */
export function loginQuery(account: Pick<AccountView, 'uuid' | 'hmac'>): string {
  return `uuid=${encodeURIComponent(account.uuid)}&hmac=${encodeURIComponent(account.hmac)}`;
}

/** A response a test provokes to fail, and so allows. */
export interface ExpectedFailure {
  /** HTTP method; any when absent. */
  method?: string;
  /** The request's full URL matches this (a RegExp), or contains it (a string). */
  url: RegExp | string;
  /** The answer's status, or `network` for a request that got no answer at all. */
  status: number | 'network';
}

/** A failed response or request, as the test saw it. */
interface SeenFailure {
  method: string;
  url: string;
  status: number | 'network';
  detail: string;
}

function urlMatches(pattern: RegExp | string, url: string): boolean {
  return typeof pattern === 'string' ? url.includes(pattern) : pattern.test(url);
}

function matches(expected: ExpectedFailure, seen: SeenFailure): boolean {
  if (expected.method !== undefined && expected.method.toUpperCase() !== seen.method) return false;
  if (expected.status !== seen.status) return false;
  return urlMatches(expected.url, seen.url);
}

const describeExpected = (expected: ExpectedFailure) => `${expected.method ?? '*'} ${String(expected.url)} → ${expected.status}`;

export interface LoggedIn {
  account: AccountView;
  /** `uuid=…&hmac=…`, to put in a link. */
  loginQuery: string;
  /** The account's login link (fragment form), as the provider mails it. */
  loginUrl: string;
}

type Options = {
  /** The visitor passed the human check a minute ago. Default true; guard tests set false. */
  verified: boolean;
  /** The account `loggedIn` makes. */
  account: AccountFixture;
};

type Fixtures = {
  sandbox: SandboxControl;
  /** The `account` option's account, logged in. */
  loggedIn: LoggedIn;
  /** Makes an account of this description and logs in as it (for accounts that differ test by test). */
  logIn: (spec: AccountFixture) => Promise<LoggedIn>;
  /** Names the failed responses this test provokes; anything else failing fails the test. */
  expectFailedResponses: (failures: ExpectedFailure[]) => void;
  /** Collects console errors, page errors and failed responses; fails the test on any not expected. */
  failureWatch: { expected: ExpectedFailure[] };
};

/** The test's own scope: its faults hit only its requests, and it is a caller of its own for the hourly account limit. */
export function scopeOf(testInfo: TestInfo): string {
  return `t${testInfo.workerIndex}-${testInfo.testId}`.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 64);
}

export const test = base.extend<Options & Fixtures>({
  verified: [true, { option: true }],
  account: [{ services: [{ status: 'Active', cycle: 'Monthly' }] }, { option: true }],

  context: async ({ context, verified }, use, testInfo) => {
    // Every request of the test names its scope, with or without the sandbox fixture: the
    // test sandbox counts each scope as a caller of its own for the hourly account limit (ADR 0044).
    await context.setExtraHTTPHeaders({ 'x-sandbox-scope': scopeOf(testInfo) });
    if (verified) await markVerified(context);
    await use(context);
  },

  sandbox: async ({ context }, use, testInfo) => {
    const control = sandboxControl(scopeOf(testInfo));
    await context.setExtraHTTPHeaders({ 'x-sandbox-scope': control.scope ?? '' });
    await use(control);
    await control.clearFaults();
  },

  logIn: async ({ context, sandbox }, use) => {
    await use(async (spec) => {
      const account = await sandbox.createAccount(spec);
      // Stored before any page runs, exactly where the login-link capture keeps it
      // (src/lib/core/stores/session.ts): the link itself has its own tests (login-link.spec.ts).
      await context.addInitScript(
        ({ origin, pair }) => {
          const marker = `skyline-e2e:login-stored:${pair.uuid}`;
          // Once per tab: a test that logs out (or is logged out) stays logged out.
          if (location.origin !== origin || sessionStorage.getItem(marker) !== null) return;
          localStorage.setItem('skyline:credentials', JSON.stringify(pair));
          sessionStorage.setItem(marker, '1');
        },
        { origin: E2E_SITE_ORIGIN, pair: { uuid: account.uuid, hmac: account.hmac } },
      );
      return { account, loginQuery: loginQuery(account), loginUrl: account.loginUrl };
    });
  },

  loggedIn: async ({ logIn, account }, use) => {
    await use(await logIn(account));
  },

  failureWatch: [
    async ({ context }, use) => {
      const unexpected: string[] = [];
      const seen: SeenFailure[] = [];
      const watch: { expected: ExpectedFailure[] } = { expected: [] };
      const judge = (failure: SeenFailure) => {
        seen.push(failure);
        if (!watch.expected.some((expected) => matches(expected, failure))) unexpected.push(`${failure.method} ${failure.url} → ${failure.status} (${failure.detail})`);
      };
      const onResponse = (response: Response) => {
        if (response.status() < 400) return;
        judge({ method: response.request().method(), url: response.url(), status: response.status(), detail: response.statusText() });
      };
      const onRequestFailed = (request: Request) => {
        const reason = request.failure()?.errorText ?? 'failed';
        // Cancelled by the page itself (it navigated away, or aborted a fetch it no longer needs): not a failure.
        if (reason === 'net::ERR_ABORTED') return;
        judge({ method: request.method(), url: request.url(), status: 'network', detail: reason });
      };
      const consoleErrors: string[] = [];
      const onPage = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          // Chromium's line for a failed response or request: judged above, with its method and status.
          if (message.text().startsWith('Failed to load resource')) return;
          consoleErrors.push(message.text());
        });
        page.on('pageerror', (error) => unexpected.push(`page error: ${error.message}`));
      };
      context.on('response', onResponse);
      context.on('requestfailed', onRequestFailed);
      context.on('page', onPage);
      for (const page of context.pages()) onPage(page);
      await use(watch);
      // A console error that names the address of a request the test made fail (an island
      // reporting its code could not be fetched) is that expected failure, told again.
      for (const text of consoleErrors) {
        const addresses = text.match(/https?:\/\/[^\s"')]+/g) ?? [];
        const excused = watch.expected.some((expected) => seen.some((failure) => matches(expected, failure)) && addresses.some((address) => urlMatches(expected.url, address)));
        if (!excused) unexpected.push(`console.error: ${text}`);
      }
      const neverSeen = watch.expected.filter((expected) => !seen.some((failure) => matches(expected, failure))).map((expected) => `expected but never seen: ${describeExpected(expected)}`);
      expect([...unexpected, ...neverSeen], 'console errors and failed responses').toEqual([]);
    },
    { auto: true },
  ],

  expectFailedResponses: async ({ failureWatch }, use) => {
    await use((failures) => {
      failureWatch.expected.push(...failures);
    });
  },
});

export { expect };
