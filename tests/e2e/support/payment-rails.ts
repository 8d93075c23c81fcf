/**
 * The payment rails the browser tests play: the sandbox's USDT chain watcher and address
 * pool, and Stripe.js (its test double, or no Stripe at all as in mainland China).
 */
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_SANDBOX_ORIGIN } from '../ports.ts';

const API = `${E2E_SANDBOX_ORIGIN}/__sandbox/api`;

/** Every address @stripe/stripe-js may load Stripe.js from (it picks a release train). */
export const STRIPE_JS = 'https://js.stripe.com/**';

export interface UsdtChainView {
  address: string;
  amount: string;
  state: string;
  confirmations: number;
  requiredConfirmations: number;
}

/** One step of the chain: waiting → detected 1 → detected 2 → confirmed. */
export async function advanceUsdt(request: APIRequestContext, invoiceId: number): Promise<UsdtChainView> {
  const response = await request.post(`${API}/usdt/${invoiceId}/advance`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as UsdtChainView;
}

/** Marks the address pool busy for one invoice only, so tests side by side are unaffected. */
export async function setUsdtOccupied(request: APIRequestContext, invoiceId: number, occupied: boolean): Promise<void> {
  const response = await request.post(`${API}/usdt/occupied`, { data: { occupied, invoiceId } });
  expect(response.ok(), await response.text()).toBe(true);
}

let doubleSource: Promise<string> | undefined;

/** Serves the Stripe.js test double (./stripe-double.js) wherever the page asks js.stripe.com. */
export async function serveStripeDouble(page: Page): Promise<void> {
  doubleSource ??= readFile(new URL('./stripe-double.js', import.meta.url), 'utf8');
  const body = (await doubleSource).replaceAll('__SANDBOX_ORIGIN__', E2E_SANDBOX_ORIGIN);
  await page.route(STRIPE_JS, (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body }));
}

/** Stripe.js cannot be reached (a blocked host): every request to it fails. */
export async function blockStripe(page: Page): Promise<void> {
  await page.route(STRIPE_JS, (route) => route.abort('connectionrefused'));
}

/** Addresses of js.stripe.com the page asked for, in order. */
export function recordStripeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://js.stripe.com/')) seen.push(request.url());
  });
  return seen;
}

/**
 * A copy template as a pattern for a role name: `{placeholders}` match anything.
 * @example named('Pay {amount}') // /^Pay .+$/
 */
export function named(template: string): RegExp {
  const parts = template.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}
