/**
 * The order wizard's draft and the actions on it (spec section 2, issue "Buying"): plan,
 * coupon, email or anonymous account, payment method and renewal choice. The draft is kept
 * in localStorage, so a reload, a closed tab or a failed request loses nothing the person
 * entered. Making the anonymous account (anonymous-account.ts) and placing the order
 * (order-placing.ts) are their own stores over this draft. What the wizard reads besides
 * lives in its own stores: the plans (catalogue.ts), the methods (payment-options.ts) and
 * the renewal offer (renewal.ts). The island only renders these stores and calls these actions.
 */
import { atom, computed } from 'nanostores';
import * as z from 'zod/mini';
import { BillingCycle, type Money } from '../core/contract/common.ts';
import { auCheck, getPromotions, PaymentMethodId, type PaymentOption, type Product, type Promotion } from './contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import type { CallFailure } from '../core/api/refusals.ts';
import { checkEmail, type EmailProblem } from '../core/rules/email.ts';
import { couponAppliesTo, priceOrder, refundDays, type PriceBreakdown, type PromotionTerms } from './pricing.ts';
import { defaultPlan, isOnOffer } from './plans.ts';
import { couponProblemOf, type CouponProblem } from './problems.ts';
import { moneyOf } from '../core/rules/money.ts';
import { newRequestKey } from '../core/api/request-key.ts';
import { localValue } from '../core/stores/persist.ts';
import { $credentials } from '../core/stores/session.ts';
import { $catalogue, productById } from './catalogue-store.ts';
import { $paymentOptions } from '../payment/options-store.ts';
import { promoCheck } from '../attribution/contract.ts';
import { $affiliateArrival, $affiliateCode } from '../attribution/ad-tracking.ts';
import { $inApp } from '../core/stores/visitor.ts';
import { inAppTrialChoice } from './in-app-trial.ts';

export type WizardStep = 1 | 2 | 3 | 4;

const OrderDraft = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  pid: z.nullable(z.number()),
  cycle: z.nullable(BillingCycle),
  couponInput: z.string(),
  /**
   * The coupon code the person applied, if any: only its code is kept. What it takes off
   * is the provider's answer, held in memory ($couponTerms) and asked again on each page
   * load, so terms edited in storage never reach the summary. (Drafts stored before kept
   * the terms here too; reading them keeps the code and drops the rest.)
   */
  coupon: z.nullable(z.object({ code: z.string().check(z.minLength(1), z.maxLength(64)) })),
  accountMode: z.enum(['email', 'anonymous']),
  email: z.string(),
  paymentMethod: z.nullable(PaymentMethodId),
  /** Renew this service instead of buying a second one. */
  renewServiceId: z.nullable(z.number()),
  /** The service whose renewal the person turned down ("buy a new service"): not chosen for them again. */
  declinedRenewalOf: z.optional(z.nullable(z.number())),
  /** One key per intended order; a repeat (double click, retry) cannot order twice. */
  orderKey: z.string(),
  accountKey: z.string(),
});
export type OrderDraft = z.infer<typeof OrderDraft>;

/** A new draft: nothing chosen, fresh keys. */
export function emptyDraft(): OrderDraft {
  return {
    step: 1,
    pid: null,
    cycle: null,
    couponInput: '',
    coupon: null,
    accountMode: 'email',
    email: '',
    paymentMethod: null,
    renewServiceId: null,
    declinedRenewalOf: null,
    orderKey: newRequestKey(),
    accountKey: newRequestKey(),
  };
}

export const $orderDraft = localValue<OrderDraft>('order-draft', OrderDraft, emptyDraft());

/**
 * The provider's own answer for the applied coupon (getpromotions), this page's only: never
 * stored, so a reload asks again (`recheckStoredCoupon`) and shows no discount until it answers.
 */
export const $couponTerms = atom<PromotionTerms | null>(null);

/** The confirmed terms of the draft's coupon, or null while it is unconfirmed (or there is none). */
export const $confirmedCoupon = computed([$orderDraft, $couponTerms], (draft, terms): PromotionTerms | null =>
  draft.coupon && terms && terms.code === draft.coupon.code ? terms : null,
);

/**
 * The coupon field's state. `affiliate`: the code typed was a friend's invite code, not a
 * coupon; it goes with the order as its `aff` (reference §2.5) and takes nothing off.
 */
export type CouponState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'applied' }
  | { kind: 'notApplicable' }
  | { kind: 'affiliate'; code: string }
  | { kind: 'problem'; problem: CouponProblem | AppErrorName };
export const $couponState = atom<CouponState>({ kind: 'idle' });

export type EmailState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'available' } | { kind: 'registered' } | { kind: 'problem'; problem: EmailProblem | AppErrorName };
export const $emailState = atom<EmailState>({ kind: 'idle' });

/**
 * Changes the draft; `newOrderKey` when the change makes it another order (a repeat of the
 * old key would answer the order before the change).
 * @example updateDraft({ step: 3 })
 */
export function updateDraft(patch: Partial<OrderDraft>, { newOrderKey = false } = {}): void {
  $orderDraft.set({ ...$orderDraft.get(), ...patch, ...(newOrderKey ? { orderKey: newRequestKey() } : {}) });
}

export const $selectedProduct = computed([$orderDraft, $catalogue], (draft, catalogue) => productById(catalogue, draft.pid));

export interface OrderSummary {
  product: Product;
  cycle: z.infer<typeof BillingCycle>;
  currency: string;
  price: PriceBreakdown;
  /** The breakdown as money to show (formatted once, by the island, in its language). */
  amounts: { subtotal: Money; discount: Money; fee: Money; total: Money };
  method: PaymentOption | null;
  refundDays: number;
}

/** Everything the summary shows, computed once from the draft and the provider's answers. */
export const $orderSummary = computed([$orderDraft, $selectedProduct, $paymentOptions, $confirmedCoupon], (draft, product, options, coupon): OrderSummary | null => {
  const cyclePrice = product?.cycles.find((entry) => entry.cycle === draft.cycle);
  if (!product || !cyclePrice || !draft.cycle) return null;
  const method = options.kind === 'ready' ? (options.value.find((option) => option.id === draft.paymentMethod) ?? null) : null;
  const currency = cyclePrice.price.currency;
  const price = priceOrder({ pid: product.pid, cycle: draft.cycle, price: cyclePrice.price.amount, promotion: coupon, methodFeePercent: method?.feePercent ?? null });
  return {
    product,
    cycle: draft.cycle,
    currency,
    price,
    amounts: {
      subtotal: moneyOf(price.subtotalMinor, currency),
      discount: moneyOf(price.discountMinor, currency),
      fee: moneyOf(price.feeMinor, currency),
      total: moneyOf(price.totalMinor, currency),
    },
    method,
    refundDays: refundDays(draft.cycle, method?.id ?? null),
  };
});

/** Keeps the draft's plan if it is still sold; otherwise picks the default one. */
function keepOfferedChoice(products: readonly Product[]): void {
  if (isOnOffer(products, $orderDraft.get())) return;
  const choice = defaultPlan(products);
  updateDraft({ pid: choice?.pid ?? null, cycle: choice?.cycle ?? null, step: 1 }, { newOrderKey: true });
}

// Whenever the plans on sale are (re)read, the draft stays on one of them.
$catalogue.subscribe((catalogue) => {
  if (catalogue.kind === 'ready') keepOfferedChoice(catalogue.value);
});

// Whenever the methods are (re)read, the draft's method is one of them (the first by default).
$paymentOptions.subscribe((options) => {
  if (options.kind !== 'ready') return;
  const chosen = $orderDraft.get().paymentMethod;
  if (!options.value.some((method) => method.id === chosen)) updateDraft({ paymentMethod: options.value[0]?.id ?? null }, { newOrderKey: true });
});

/**
 * How many choices the person has made in the wizard on this page: a plan chosen, or a
 * step moved to ("Next" takes the plan shown). An answer that arrives after a choice (the
 * service's own plan for "renew for another length") never replaces it: the one asking
 * compares this count before and after its wait.
 */
export const $personChoices = atom(0);

function countChoice(): void {
  $personChoices.set($personChoices.get() + 1);
}

/** A renewal chosen before that no longer fits the plan is dropped by lib/order/renewal-store.ts. */
export function choosePlan(pid: number, cycle: z.infer<typeof BillingCycle>): void {
  countChoice();
  updateDraft({ pid, cycle }, { newOrderKey: true });
  recheckCoupon();
}

/**
 * The in-app trial offer (ADR 0063): opened by the Android app's trial button, the wizard
 * starts on the 7-day trial, unless the person has already chosen on this page, is past
 * the first step, or is renewing a service (a trial is never a renewal).
 */
function offerInAppTrial(): void {
  const catalogue = $catalogue.get();
  const draft = $orderDraft.get();
  if (catalogue.kind !== 'ready' || $personChoices.get() > 0 || draft.step !== 1 || draft.renewServiceId !== null) return;
  const choice = inAppTrialChoice(catalogue.value, $inApp.get());
  if (choice && (draft.pid !== choice.pid || draft.cycle !== choice.cycle)) {
    updateDraft({ pid: choice.pid, cycle: choice.cycle }, { newOrderKey: true });
    recheckCoupon();
  }
}
$catalogue.listen(offerInAppTrial);
$inApp.listen(offerInAppTrial);

/** Whether the confirmed coupon applies to the plan now chosen. */
function recheckCoupon(): void {
  const { pid, cycle } = $orderDraft.get();
  const coupon = $confirmedCoupon.get();
  if (coupon && pid !== null && cycle !== null) $couponState.set(couponAppliesTo(coupon, pid, cycle) ? { kind: 'applied' } : { kind: 'notApplicable' });
}

export function editCoupon(text: string): void {
  updateDraft({ couponInput: text });
}

export async function applyCoupon(client: ProviderClient): Promise<void> {
  const code = $orderDraft.get().couponInput.trim();
  if (code === '') {
    $couponState.set({ kind: 'problem', problem: 'CouponEmpty' });
    return;
  }
  const result = await askForCoupon(client, code);
  if (result.ok) return;
  const refusal = couponProblemOf(result.providerError);
  updateDraft({ coupon: null }, { newOrderKey: true });
  if (refusal === 'CouponInvalid' && (await keptAsInviteCode(client, code))) return;
  $couponState.set({ kind: 'problem', problem: refusal ?? result.error });
}

/**
 * A code that is no coupon may be a friend's invite code typed by hand: when the provider
 * knows it (promo/check, which reads a typed code the Crockford way), it becomes the
 * order's affiliate code, as if the friend's link had been opened.
 */
async function keptAsInviteCode(client: ProviderClient, typed: string): Promise<boolean> {
  const answer = await client.call(promoCheck, { query: { code: typed } });
  if (!answer.ok || answer.data.kind !== 'affiliate') return false;
  $affiliateCode.set(answer.data.code);
  $affiliateArrival.set('code');
  updateDraft({ couponInput: '' }, { newOrderKey: true });
  $couponState.set({ kind: 'affiliate', code: answer.data.code });
  return true;
}

/**
 * On page load: a coupon kept in the draft is asked of the provider again, and only its
 * answer prices the summary (until then no discount shows). A code the provider refuses
 * now is dropped with its message; when the provider cannot be reached the code stays,
 * with no discount, and the notice offers to ask again.
 */
export async function recheckStoredCoupon(client: ProviderClient): Promise<void> {
  const { coupon } = $orderDraft.get();
  if (!coupon || $confirmedCoupon.get() !== null || $couponState.get().kind === 'checking') return;
  const result = await askForCoupon(client, coupon.code);
  if (result.ok) return;
  const refusal = couponProblemOf(result.providerError);
  $couponState.set({ kind: 'problem', problem: refusal ?? result.error });
  if (refusal) updateDraft({ coupon: null }, { newOrderKey: true });
}

/** One getpromotions question; a confirmed answer becomes the draft's coupon and its terms. */
async function askForCoupon(client: ProviderClient, code: string): Promise<{ ok: true } | CallFailure> {
  $couponState.set({ kind: 'checking' });
  $couponTerms.set(null);
  const credentials = $credentials.get();
  const result = await client.call(getPromotions, { query: { promocode: code, ...(credentials ?? {}) } });
  if (!result.ok) return result;
  const promotion: Promotion = result.data;
  const terms: PromotionTerms = { code: promotion.code, type: promotion.type, value: promotion.value, cycles: promotion.cycles, pids: promotion.pids };
  $couponTerms.set(terms);
  if ($orderDraft.get().coupon?.code !== terms.code) updateDraft({ coupon: { code: terms.code } }, { newOrderKey: true });
  const { pid, cycle } = $orderDraft.get();
  $couponState.set(pid !== null && cycle !== null && !couponAppliesTo(terms, pid, cycle) ? { kind: 'notApplicable' } : { kind: 'applied' });
  return { ok: true };
}

export function removeCoupon(): void {
  updateDraft({ coupon: null, couponInput: '' }, { newOrderKey: true });
  $couponTerms.set(null);
  $couponState.set({ kind: 'idle' });
}

export function goToStep(step: WizardStep): void {
  countChoice();
  updateDraft({ step });
}

export function chooseAccountMode(mode: OrderDraft['accountMode']): void {
  updateDraft({ accountMode: mode }, { newOrderKey: true });
}

export function editEmail(text: string): void {
  updateDraft({ email: text }, { newOrderKey: true });
  if ($emailState.get().kind !== 'idle') $emailState.set({ kind: 'idle' });
}

/** Step 2 with an email: the format rule, then whether it is registered. */
export async function confirmEmail(client: ProviderClient): Promise<boolean> {
  const email = $orderDraft.get().email.trim();
  const problem = checkEmail(email);
  if (problem) {
    $emailState.set({ kind: 'problem', problem });
    return false;
  }
  $emailState.set({ kind: 'checking' });
  const result = await client.call(auCheck, { body: { email } });
  if (!result.ok) {
    $emailState.set({ kind: 'problem', problem: result.error });
    return false;
  }
  $emailState.set(result.data.registered ? { kind: 'registered' } : { kind: 'available' });
  if (!result.data.registered) updateDraft({ step: 3 });
  return !result.data.registered;
}

export function choosePaymentMethod(id: z.infer<typeof PaymentMethodId>): void {
  updateDraft({ paymentMethod: id }, { newOrderKey: true });
}

/**
 * Renew this service: a renewal keeps the service's product, so that plan is chosen too,
 * in the cycle already chosen (one change, so the draft is never half-way).
 */
export function chooseRenewalOf(serviceId: number, pid: number): void {
  const { cycle } = $orderDraft.get();
  updateDraft({ renewServiceId: serviceId, declinedRenewalOf: null, ...(cycle !== null ? { pid } : {}) }, { newOrderKey: true });
  recheckCoupon();
}

/**
 * A renewal asked for from the service's page, at once (before the service is read): the
 * plan step again with this service's renewal chosen, so the step says what it renews.
 */
export function askRenewalOf(serviceId: number): void {
  updateDraft({ step: 1, renewServiceId: serviceId, declinedRenewalOf: null }, { newOrderKey: true });
}

/**
 * The service asked for is read: its product and the cycle given (null: none chosen yet),
 * with the renewal chosen. The step stays where the person is.
 */
export function startRenewalOf(serviceId: number, pid: number, cycle: z.infer<typeof BillingCycle> | null): void {
  updateDraft({ pid, cycle, renewServiceId: serviceId, declinedRenewalOf: null }, { newOrderKey: true });
  recheckCoupon();
}

/** "Buy a new service": the renewal of `serviceId` is not chosen for the person again in this order. */
export function declineRenewal(serviceId: number | null): void {
  updateDraft({ renewServiceId: null, declinedRenewalOf: serviceId }, { newOrderKey: true });
}

/** The renewal no longer fits (the trial, a cycle past the threshold, a service no longer offered). */
export function dropRenewal(): void {
  updateDraft({ renewServiceId: null }, { newOrderKey: true });
}
