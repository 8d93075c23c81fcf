/**
 * Which plans the order wizard offers and which one it picks before the visitor does.
 * The same rule serves the prerendered first step (at build time) and the live one.
 */
import { BILLING_CYCLES, type BillingCycle } from '../core/contract/common.ts';
import type { Money } from '../core/contract/common.ts';
import type { Product } from './contract.ts';

export interface PlanChoice {
  pid: number;
  cycle: BillingCycle;
}

/** Products with at least one cycle for sale; a product without any is not shown. */
export function plansOnOffer(products: readonly Product[]): Product[] {
  return products.filter((product) => product.cycles.length > 0);
}

/**
 * The first product's annual cycle (the best value most people pick), or its first
 * cycle when it has no annual one; null when nothing is on offer.
 * @example defaultPlan([{ pid: 1, cycles: [{ cycle: 'Monthly' }, { cycle: 'Annually' }] }]) // { pid: 1, cycle: 'Annually' }
 */
export function defaultPlan(products: readonly Product[]): PlanChoice | null {
  const first = products[0];
  const cycle = first?.cycles.find((entry) => entry.cycle === 'Annually') ?? first?.cycles[0];
  return first && cycle ? { pid: first.pid, cycle: cycle.cycle } : null;
}

/** The price of a plan choice, or null when it is not on offer. */
export function planPrice(products: readonly Product[], choice: PlanChoice | null): Money | null {
  const product = products.find((candidate) => candidate.pid === choice?.pid);
  return product?.cycles.find((entry) => entry.cycle === choice?.cycle)?.price ?? null;
}

/** Whether a chosen plan is still on offer (a stored draft may name one that is gone). */
export function isOnOffer(products: readonly Product[], choice: { pid: number | null; cycle: BillingCycle | null }): boolean {
  return products.some((product) => product.pid === choice.pid && product.cycles.some((entry) => entry.cycle === choice.cycle));
}

/** The radio value a plan choice is sent as from the prerendered form: `pid:cycle`. */
export function planChoiceValue(choice: PlanChoice): string {
  return `${choice.pid}:${choice.cycle}`;
}

/** Reads a radio value back; anything that is not `pid:cycle` is null. */
export function parsePlanChoiceValue(value: string): PlanChoice | null {
  const match = /^(\d+):(.+)$/.exec(value);
  const cycle = BILLING_CYCLES.find((known) => known === match?.[2]);
  return match && cycle ? { pid: Number(match[1]), cycle } : null;
}

/**
 * What the prerendered first step shows: the default plan, checked, and its price as
 * the total (no coupon or method chosen yet). The island's first render must match it.
 * @example builtFirstStep(products) // { choice: { pid: 1, cycle: 'Annually' }, total: { amount: '65.90', currency: 'USD' } }
 */
export function builtFirstStep(products: readonly Product[]): { choice: PlanChoice | null; total: Money | null } {
  const choice = defaultPlan(products);
  return { choice, total: planPrice(products, choice) };
}
