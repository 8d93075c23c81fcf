/**
 * Browser-test fixtures: a handle on the sandbox provider's control surface to seed
 * accounts and provoke faults, and a page whose console errors fail the test.
 */
import { test as base, expect, type BrowserContext, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_SANDBOX_ORIGIN, E2E_SITE_ORIGIN } from './ports.ts';
import { flatMessages } from '../../src/lib/i18n/ui/areas.ts';
import { interpolate } from '../../src/lib/i18n/t.ts';

export const copy = { 'zh-TW': flatMessages('zh-TW'), 'zh-CN': flatMessages('zh-CN'), 'en-US': flatMessages('en-US') } as const;

/**
 * A template filled as the page fills it: Chinese templates (they hold Han characters) get
 * the space where a Latin or digit value meets Han text (src/lib/i18n/t.ts).
 * @example fill(copy['zh-TW']['pay.start'], { amount: 'US$6.90' }) // '付款 US$6.90'
 */
export function fill(template: string, vars: Record<string, string | number>): string {
  return interpolate(/\p{Script=Han}/u.test(template) ? 'zh-TW' : 'en-US', template, vars);
}

export interface SeededInvoice {
  id: number;
  status: string;
  isRenewal: boolean;
  cycle: string;
  dueAt: string;
  balanceDue: string;
}

export interface SeededAccount {
  label: string;
  uuid: string;
  hmac: string;
  email: string | null;
  balance?: string;
  services: { id: number; status: string; invoices?: SeededInvoice[] }[];
}

export interface AccountFixture {
  label?: string;
  email?: string | null;
  emailStatus?: 'none' | 'unverified' | 'verified' | 'unbound';
  /** Account balance, as a decimal string. */
  balance?: string;
  /** Restrict the payment methods the provider offers this account. */
  paymentMethods?: string[];
  services?: {
    status: string;
    cycle?: string;
    pid?: number;
    expiresInDays?: number;
    usedBytes?: number;
    /** The coupon the service was bought with (its paid invoice carried it). */
    promocode?: string;
    /** An unpaid renewal bill, due in this many days (negative: overdue). */
    renewalInvoice?: { dueInDays: number };
  }[];
}

/** The unpaid renewal bill of an account's first service. */
export function unpaidRenewal(account: SeededAccount): SeededInvoice | undefined {
  return account.services[0]?.invoices?.find((invoice) => invoice.isRenewal && invoice.status === 'Unpaid');
}

/**
 * Faults are scoped to one test: its browser context sends this scope with every
 * request, so tests running side by side never trip over each other's faults.
 */
export class SandboxControl {
  private readonly request: APIRequestContext;
  readonly scope: string;

  constructor(request: APIRequestContext, scope: string) {
    this.request = request;
    this.scope = scope;
  }

  async createAccount(fixture: AccountFixture): Promise<SeededAccount> {
    const response = await this.request.post(`${E2E_SANDBOX_ORIGIN}/__sandbox/api/accounts`, { data: fixture });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as SeededAccount;
  }

  /**
   * The next `times` API calls under `pathPrefix` fail the way a bad network or server would.
   * `drop` loses the request before it is handled; `drop-after` handles it, then loses the answer.
   */
  async fault(pathPrefix: string, mode: 'delay' | 'error500' | 'malformed' | 'drop' | 'drop-after' | 'late', options: { times?: number; delayMs?: number } = {}): Promise<void> {
    const response = await this.request.post(`${E2E_SANDBOX_ORIGIN}/__sandbox/api/faults`, { data: { pathPrefix, mode, scope: this.scope, ...options } });
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** Payments of an invoice, newest last (the cashier's view). */
  async payments(invoiceId: number): Promise<{ id: string; method: string; state: string }[]> {
    const response = await this.request.get(`${E2E_SANDBOX_ORIGIN}/__sandbox/api/payments?invoiceId=${invoiceId}`);
    expect(response.ok(), await response.text()).toBe(true);
    const body = (await response.json()) as { id?: string; paymentId?: string; method: string; state: string }[] | { payments: { id?: string; paymentId?: string; method: string; state: string }[] };
    const list = Array.isArray(body) ? body : body.payments;
    return list.map((payment) => ({ id: payment.id ?? payment.paymentId ?? '', method: payment.method, state: payment.state }));
  }

  /** Every account whose email is `email` (case-insensitive), with its services and their invoices. */
  async accountsWithEmail(email: string): Promise<SeededAccount[]> {
    const response = await this.request.get(`${E2E_SANDBOX_ORIGIN}/__sandbox/api/accounts`);
    expect(response.ok(), await response.text()).toBe(true);
    const accounts = (await response.json()) as SeededAccount[];
    return accounts.filter((account) => account.email?.toLowerCase() === email.toLowerCase());
  }

  /** What a person does in the wallet app after scanning: pay or decline. */
  async settlePayment(paymentId: string, outcome: 'pay' | 'decline'): Promise<void> {
    const response = await this.request.post(`${E2E_SANDBOX_ORIGIN}/__sandbox/api/payments/${paymentId}/${outcome}`);
    expect(response.ok(), await response.text()).toBe(true);
  }

  async clearFaults(): Promise<void> {
    await this.request.delete(`${E2E_SANDBOX_ORIGIN}/__sandbox/api/faults?scope=${this.scope}`);
  }
}

/** A person who passed the human check `ageMs` ago (the check itself has its own tests). */
export async function markVerified(context: BrowserContext, ageMs = 60_000): Promise<void> {
  await context.addCookies([{ name: 'skyline_verified_at', value: String(Date.now() - ageMs), url: E2E_SITE_ORIGIN }]);
}

/** A fresh address for each seeded account, since a bound email belongs to one account. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
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

export function loginQuery(account: Pick<SeededAccount, 'uuid' | 'hmac'>): string {
  return `uuid=${encodeURIComponent(account.uuid)}&hmac=${encodeURIComponent(account.hmac)}`;
}

type Fixtures = {
  sandbox: SandboxControl;
  /** Console messages a test expects (e.g. a refused connection it provoked). */
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  sandbox: async ({ playwright, context }, use, testInfo) => {
    const request = await playwright.request.newContext();
    const control = new SandboxControl(request, `t${testInfo.workerIndex}-${testInfo.testId}`.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 64));
    await context.setExtraHTTPHeaders({ 'x-sandbox-scope': control.scope });
    await use(control);
    await control.clearFaults();
    await request.dispose();
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
