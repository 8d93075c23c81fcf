/**
 * Stripe.js as the browser tests play it: its test double, or no Stripe at all as in
 * mainland China. (The sandbox's rails, the USDT chain and address pool, are driven
 * through the `sandbox` fixture: `sandbox.advanceUsdt(id)`, `sandbox.setUsdtOccupied(…)`.)
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { E2E_SANDBOX_ORIGIN } from '../ports.ts';

/** Every address @stripe/stripe-js may load Stripe.js from (it picks a release train). */
export const STRIPE_JS = 'https://js.stripe.com/**';

let doubleSource: Promise<string> | undefined;

/**
 * Serves the Stripe.js test double (./stripe-double.js) wherever the page asks js.stripe.com.
 * `googlePay`: whether the browser it plays has Google Pay (default: not, as headless Chromium).
 */
export async function serveStripeDouble(page: Page, { googlePay = 'unavailable' }: { googlePay?: 'available' | 'unavailable' | 'declining' } = {}): Promise<void> {
  doubleSource ??= readFile(new URL('./stripe-double.js', import.meta.url), 'utf8');
  const body = (await doubleSource).replaceAll('__SANDBOX_ORIGIN__', E2E_SANDBOX_ORIGIN).replaceAll('__GOOGLE_PAY__', googlePay);
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
