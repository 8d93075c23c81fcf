/**
 * The order wizard's problems, told apart once: which provider errors are the person's
 * to fix at a field (a coupon used before, the trial already had, an email typed wrong),
 * shown as a line under that field with the wizard's own text, and which are the error
 * catalogue's (network, server), shown as a notice with a title, a hint and a retry.
 */
import type { AppErrorName } from '../core/api/errors.ts';
import type { AreaKey } from '../core/i18n/t.ts';
import type { EmailProblem } from '../core/rules/email.ts';

/** What the provider can say about a coupon code that is the person's to fix. */
export type CouponRefusal = 'CouponInvalid' | 'CouponUsed';
/** Coupon problems at the field: nothing typed, or a refusal. */
export type CouponProblem = 'CouponEmpty' | CouponRefusal;
/** What the provider can refuse an order for that the person fixes by choosing again. */
export type PlacingProblem = 'TrialUsed' | CouponRefusal;

const COUPON_REFUSALS: readonly CouponRefusal[] = ['CouponInvalid', 'CouponUsed'];
const PLACING_PROBLEMS: readonly PlacingProblem[] = ['TrialUsed', ...COUPON_REFUSALS];

/**
 * The coupon refusal in a provider error name, or null when it is not one.
 * @example couponProblemOf('CouponUsed') // 'CouponUsed'
 * @example couponProblemOf('ServerError') // null
 */
export function couponProblemOf(providerError: string | undefined): CouponRefusal | null {
  return COUPON_REFUSALS.find((name) => name === providerError) ?? null;
}

/**
 * The order refusal in a provider error name, or null when it is not one.
 * @example placingProblemOf('TrialUsed') // 'TrialUsed'
 */
export function placingProblemOf(providerError: string | undefined): PlacingProblem | null {
  return PLACING_PROBLEMS.find((name) => name === providerError) ?? null;
}

/** How the wizard shows a problem: a line at the field, or the catalogue's notice. */
export type ProblemView = { kind: 'field'; message: AreaKey<'order'> } | { kind: 'notice'; error: AppErrorName };

/**
 * @example couponProblemView('CouponUsed') // { kind: 'field', message: 'order.coupon.CouponUsed' }
 * @example couponProblemView('NetworkTrouble') // { kind: 'notice', error: 'NetworkTrouble' }
 */
export function couponProblemView(problem: CouponProblem | AppErrorName): ProblemView {
  if (problem === 'CouponEmpty' || problem === 'CouponInvalid' || problem === 'CouponUsed') return { kind: 'field', message: `order.coupon.${problem}` };
  return { kind: 'notice', error: problem };
}

/** @example emailProblemView('EmailFormat') // { kind: 'field', message: 'order.account.EmailFormat' } */
export function emailProblemView(problem: EmailProblem | AppErrorName): ProblemView {
  if (problem === 'EmailEmpty' || problem === 'EmailFormat') return { kind: 'field', message: `order.account.${problem}` };
  return { kind: 'notice', error: problem };
}

/** @example placingProblemView('TrialUsed') // { kind: 'field', message: 'order.error.TrialUsed' } */
export function placingProblemView(problem: PlacingProblem | AppErrorName): ProblemView {
  if (problem === 'TrialUsed') return { kind: 'field', message: 'order.error.TrialUsed' };
  if (problem === 'CouponInvalid' || problem === 'CouponUsed') return { kind: 'field', message: `order.coupon.${problem}` };
  return { kind: 'notice', error: problem };
}
