import { describe, expect, it } from 'vitest';
import type { Product } from '../../../src/lib/core/contract/index.ts';
import { builtFirstStep, defaultPlan, isOnOffer, parsePlanChoiceValue, planChoiceValue, planPrice, plansOnOffer } from '../../../src/lib/order/plans.ts';

const usd = (amount: string) => ({ amount, currency: 'USD' });
const standard: Product = {
  pid: 1,
  gid: 1,
  name: 'Standard',
  description: '',
  deviceLimit: 5,
  cycles: [
    { cycle: 'Monthly', price: usd('6.90') },
    { cycle: 'Annually', price: usd('65.90') },
    { cycle: 'Trial', price: usd('0.90') },
  ],
};
const monthlyOnly: Product = { ...standard, pid: 2, cycles: [{ cycle: 'Monthly', price: usd('11.90') }] };
const soldOut: Product = { ...standard, pid: 3, cycles: [] };

describe('plans on offer', () => {
  it('leaves out a product with no cycle for sale', () => {
    expect(plansOnOffer([soldOut, standard]).map((product) => product.pid)).toEqual([1]);
  });

  it('picks the first product’s annual cycle, else its first cycle, else nothing', () => {
    expect(defaultPlan([standard, monthlyOnly])).toEqual({ pid: 1, cycle: 'Annually' });
    expect(defaultPlan([monthlyOnly, standard])).toEqual({ pid: 2, cycle: 'Monthly' });
    expect(defaultPlan([])).toBeNull();
  });

  it('prices a choice from the catalogue, and nothing for a plan not sold', () => {
    expect(planPrice([standard, monthlyOnly], { pid: 2, cycle: 'Monthly' })).toEqual(usd('11.90'));
    expect(planPrice([standard], { pid: 1, cycle: 'Biennially' })).toBeNull();
    expect(planPrice([standard], null)).toBeNull();
  });

  it('tells whether a stored choice is still sold', () => {
    expect(isOnOffer([standard], { pid: 1, cycle: 'Trial' })).toBe(true);
    expect(isOnOffer([standard], { pid: 1, cycle: 'Biennially' })).toBe(false);
    expect(isOnOffer([standard], { pid: 9, cycle: 'Monthly' })).toBe(false);
    expect(isOnOffer([standard], { pid: null, cycle: null })).toBe(false);
  });

  it('writes a choice as a form value and reads only well-formed ones back', () => {
    expect(planChoiceValue({ pid: 2, cycle: 'Semi-annually' })).toBe('2:Semi-annually');
    expect(parsePlanChoiceValue('2:Semi-annually')).toEqual({ pid: 2, cycle: 'Semi-annually' });
    expect(parsePlanChoiceValue('2:Weekly')).toBeNull();
    expect(parsePlanChoiceValue('x:Monthly')).toBeNull();
    expect(parsePlanChoiceValue('')).toBeNull();
  });

  it('prerenders the first step with the default plan checked and its own price as the total', () => {
    expect(builtFirstStep([standard, monthlyOnly])).toEqual({ choice: { pid: 1, cycle: 'Annually' }, total: usd('65.90') });
    expect(builtFirstStep([])).toEqual({ choice: null, total: null });
  });
});
