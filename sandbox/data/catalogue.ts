/**
 * The plans the sandbox sells, until the products area brings a products table:
 * names and USD prices as decimal strings, one plan per billing cycle.
 */
import type { BillingCycle, Money } from '../../src/lib/contract/index.ts';

export interface Plan {
  productName: string;
  price: Money;
  deviceLimit: number;
}

const usd = (amount: string): Money => ({ amount, currency: 'USD' });

export const PLANS: Record<BillingCycle, Plan> = {
  Monthly: { productName: 'Skyline Standard', price: usd('12.90'), deviceLimit: 5 },
  'Semi-annually': { productName: 'Skyline Standard', price: usd('69.90'), deviceLimit: 5 },
  Annually: { productName: 'Skyline Standard', price: usd('119.90'), deviceLimit: 5 },
  Biennially: { productName: 'Skyline Standard', price: usd('209.90'), deviceLimit: 5 },
  Trial: { productName: 'Skyline Trial (7 days)', price: usd('0.90'), deviceLimit: 2 },
};

export const PREMIUM_MONTHLY: Plan = { productName: 'Skyline Premium', price: usd('19.90'), deviceLimit: 8 };
