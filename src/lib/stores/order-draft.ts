/**
 * The order wizard's state and actions (spec section 2, issue "Buying"). The draft is
 * kept in localStorage, so a reload, a closed tab or a failed request loses nothing the
 * person entered. The island only renders these stores and calls these actions.
 */
import { atom, computed } from 'nanostores';
import * as z from 'zod/mini';
import { BillingCycle } from '../contract/common.ts';
import { endpoints, PaymentMethodId, type PaymentOption, type Product, type Promotion } from '../contract/index.ts';
import type { ProviderClient } from '../api/client.ts';
import type { AppErrorName } from '../api/errors.ts';
import { checkEmail, type EmailProblem } from '../rules/email.ts';
import { couponAppliesTo, priceOrder, refundDays, type PriceBreakdown } from '../rules/pricing.ts';
import { METHODS_WITH_PANELS } from '../rules/payment-methods.ts';
import { defaultPlan, isOnOffer, plansOnOffer } from '../rules/plans.ts';
import { pickRenewable, renewalOffered, type RenewalCandidate } from '../rules/renewal.ts';
import { newRequestKey } from '../api/request-key.ts';
import { pageLanguage } from '../ui/page-language.ts';
import { localValue } from './persist.ts';
import { $credentials, storeCredentials } from './session.ts';
import { $paymentInfo } from './visitor.ts';

export type WizardStep = 1 | 2 | 3 | 4;

const OrderDraft = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  pid: z.nullable(z.number()),
  cycle: z.nullable(BillingCycle),
  couponInput: z.string(),
  /** The coupon the provider confirmed for `couponInput`, if any. */
  coupon: z.nullable(z.object({ code: z.string(), type: z.enum(['percent', 'fixed']), value: z.string(), cycles: z.array(BillingCycle), pids: z.array(z.number()) })),
  accountMode: z.enum(['email', 'anonymous']),
  email: z.string(),
  paymentMethod: z.nullable(PaymentMethodId),
  /** Renew this service instead of buying a second one. */
  renewServiceId: z.nullable(z.number()),
  /** One key per intended order; a repeat (double click, retry) cannot order twice. */
  orderKey: z.string(),
  accountKey: z.string(),
});
export type OrderDraft = z.infer<typeof OrderDraft>;

function emptyDraft(): OrderDraft {
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
    orderKey: newRequestKey(),
    accountKey: newRequestKey(),
  };
}

export const $orderDraft = localValue<OrderDraft>('order-draft', OrderDraft, emptyDraft());

type Loadable<T> = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'error'; error: AppErrorName };

export const $catalogue = atom<Loadable<Product[]>>({ kind: 'idle' });
export const $paymentOptions = atom<Loadable<PaymentOption[]>>({ kind: 'idle' });

export type CouponState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'applied' } | { kind: 'notApplicable' } | { kind: 'problem'; problem: 'CouponEmpty' | 'CouponInvalid' | 'CouponUsed' | AppErrorName };
export const $couponState = atom<CouponState>({ kind: 'idle' });

export type EmailState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'available' } | { kind: 'registered' } | { kind: 'problem'; problem: EmailProblem | AppErrorName };
export const $emailState = atom<EmailState>({ kind: 'idle' });

export type AccountCreation = { kind: 'idle' } | { kind: 'creating' } | { kind: 'created' } | { kind: 'error'; error: AppErrorName };
export const $accountCreation = atom<AccountCreation>({ kind: 'idle' });

export type Placing = { kind: 'idle' } | { kind: 'placing' } | { kind: 'error'; error: AppErrorName | 'TrialUsed' | 'CouponInvalid' | 'CouponUsed' } | { kind: 'placed'; invoiceId: number };
export const $placing = atom<Placing>({ kind: 'idle' });

function update(patch: Partial<OrderDraft>, { newOrderKey = false } = {}): void {
  $orderDraft.set({ ...$orderDraft.get(), ...patch, ...(newOrderKey ? { orderKey: newRequestKey() } : {}) });
}

export const $selectedProduct = computed([$orderDraft, $catalogue], (draft, catalogue) =>
  catalogue.kind === 'ready' ? (catalogue.value.find((product) => product.pid === draft.pid) ?? null) : null,
);

export interface OrderSummary {
  product: Product;
  cycle: z.infer<typeof BillingCycle>;
  currency: string;
  price: PriceBreakdown;
  method: PaymentOption | null;
  refundDays: number;
}

/** Everything the summary shows, computed once from the draft and the provider's answers. */
export const $orderSummary = computed([$orderDraft, $selectedProduct, $paymentOptions], (draft, product, options): OrderSummary | null => {
  const cyclePrice = product?.cycles.find((entry) => entry.cycle === draft.cycle);
  if (!product || !cyclePrice || !draft.cycle) return null;
  const method = options.kind === 'ready' ? (options.value.find((option) => option.id === draft.paymentMethod) ?? null) : null;
  return {
    product,
    cycle: draft.cycle,
    currency: cyclePrice.price.currency,
    price: priceOrder({ pid: product.pid, cycle: draft.cycle, price: cyclePrice.price.amount, promotion: draft.coupon, methodFeePercent: method?.feePercent ?? null }),
    method,
    refundDays: refundDays(draft.cycle, method?.id ?? null),
  };
});

/** Keeps the draft's plan if it is still sold; otherwise picks the default one. */
function keepOfferedChoice(products: readonly Product[]): void {
  if (isOnOffer(products, $orderDraft.get())) return;
  const choice = defaultPlan(products);
  update({ pid: choice?.pid ?? null, cycle: choice?.cycle ?? null, step: 1 }, { newOrderKey: true });
}

/**
 * The plans the page was built with (order/place prerenders them), shown until the live
 * catalogue answers, so the first step never blinks back to "loading".
 */
export function seedCatalogue(prebuilt: readonly Product[]): void {
  if ($catalogue.get().kind === 'ready') return;
  const products = plansOnOffer(prebuilt);
  $catalogue.set({ kind: 'ready', value: products });
  keepOfferedChoice(products);
}

/**
 * Reads the live catalogue. Over prebuilt plans it refreshes in place, and a failure
 * keeps them: the provider prices the order itself, and the bill shows what it charges.
 */
export async function loadCatalogue(client: ProviderClient): Promise<void> {
  const shown = $catalogue.get().kind === 'ready';
  if (!shown) $catalogue.set({ kind: 'loading' });
  const result = await client.call(endpoints.products, { query: {} });
  if (!result.ok) {
    if (!shown) $catalogue.set({ kind: 'error', error: result.error });
    return;
  }
  const products = plansOnOffer(result.data.products);
  $catalogue.set({ kind: 'ready', value: products });
  keepOfferedChoice(products);
}

export function choosePlan(pid: number, cycle: z.infer<typeof BillingCycle>): void {
  // Another product, the trial, or a cycle whose threshold the service is past: a renewal
  // chosen before no longer fits.
  const renewal = $renewalCandidate.get();
  const keepsRenewal = renewal !== null && renewal.pid === pid && renewalOffered(renewal, cycle, Date.now());
  update({ pid, cycle, ...(keepsRenewal ? {} : { renewServiceId: null }) }, { newOrderKey: true });
  const coupon = $orderDraft.get().coupon;
  if (coupon) $couponState.set(couponAppliesTo(coupon, pid, cycle) ? { kind: 'applied' } : { kind: 'notApplicable' });
}

export function editCoupon(text: string): void {
  update({ couponInput: text });
}

export async function applyCoupon(client: ProviderClient): Promise<void> {
  const draft = $orderDraft.get();
  const code = draft.couponInput.trim();
  if (code === '') {
    $couponState.set({ kind: 'problem', problem: 'CouponEmpty' });
    return;
  }
  $couponState.set({ kind: 'checking' });
  const credentials = $credentials.get();
  const result = await client.call(endpoints.getPromotions, { query: { promocode: code, ...(credentials ?? {}) } });
  if (!result.ok) {
    const problem = result.providerError === 'CouponInvalid' || result.providerError === 'CouponUsed' ? result.providerError : result.error;
    $couponState.set({ kind: 'problem', problem });
    update({ coupon: null }, { newOrderKey: true });
    return;
  }
  const promotion: Promotion = result.data;
  const coupon = { code: promotion.code, type: promotion.type, value: promotion.value, cycles: promotion.cycles, pids: promotion.pids };
  update({ coupon }, { newOrderKey: true });
  const { pid, cycle } = $orderDraft.get();
  $couponState.set(pid !== null && cycle !== null && !couponAppliesTo(coupon, pid, cycle) ? { kind: 'notApplicable' } : { kind: 'applied' });
}

export function removeCoupon(): void {
  update({ coupon: null, couponInput: '' }, { newOrderKey: true });
  $couponState.set({ kind: 'idle' });
}

export function goToStep(step: WizardStep): void {
  update({ step });
}

export function chooseAccountMode(mode: OrderDraft['accountMode']): void {
  update({ accountMode: mode }, { newOrderKey: true });
}

export function editEmail(text: string): void {
  update({ email: text }, { newOrderKey: true });
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
  const result = await client.call(endpoints.auCheck, { body: { email } });
  if (!result.ok) {
    $emailState.set({ kind: 'problem', problem: result.error });
    return false;
  }
  $emailState.set(result.data.registered ? { kind: 'registered' } : { kind: 'available' });
  if (!result.data.registered) update({ step: 3 });
  return !result.data.registered;
}

/** Step 2 without an email: one account per click, kept on this device at once. */
export async function createAnonymousAccount(client: ProviderClient): Promise<void> {
  if ($accountCreation.get().kind === 'creating') return;
  $accountCreation.set({ kind: 'creating' });
  const result = await client.call(endpoints.auUser, { body: { requestKey: $orderDraft.get().accountKey, lang: pageLanguage() } });
  if (!result.ok) {
    $accountCreation.set({ kind: 'error', error: result.error });
    return;
  }
  storeCredentials(result.data);
  update({ accountKey: newRequestKey() }, { newOrderKey: true });
  $accountCreation.set({ kind: 'created' });
}

export async function loadPaymentOptions(client: ProviderClient, device: 'pc' | 'mobile'): Promise<void> {
  $paymentOptions.set({ kind: 'loading' });
  const credentials = $credentials.get();
  const result = await client.call(endpoints.auPayments, { query: { device, ...(credentials ?? {}) } });
  if (!result.ok) {
    $paymentOptions.set({ kind: 'error', error: result.error });
    return;
  }
  const methods = result.data.methods.filter((method) => METHODS_WITH_PANELS.has(method.id));
  $paymentOptions.set({ kind: 'ready', value: methods });
  const chosen = $orderDraft.get().paymentMethod;
  if (!methods.some((method) => method.id === chosen)) update({ paymentMethod: methods[0]?.id ?? null }, { newOrderKey: true });
}

export function choosePaymentMethod(id: z.infer<typeof PaymentMethodId>): void {
  update({ paymentMethod: id }, { newOrderKey: true });
}

/** Renewing keeps the service's product, so choosing it also picks that plan in the same cycle. */
export function chooseRenewal(candidate: RenewalCandidate | null): void {
  if (candidate === null) {
    update({ renewServiceId: null }, { newOrderKey: true });
    return;
  }
  const { cycle } = $orderDraft.get();
  update({ renewServiceId: candidate.serviceId }, { newOrderKey: true });
  if (cycle !== null && $orderDraft.get().pid !== candidate.pid) choosePlan(candidate.pid, cycle);
}

/**
 * Step 4: one request per click with the draft's key. After a timeout the person can
 * press again: the provider answers the same key with the order it already made.
 */
export async function placeOrder(client: ProviderClient, device: 'pc' | 'mobile'): Promise<number | null> {
  if ($placing.get().kind === 'placing') return null;
  const draft = $orderDraft.get();
  if (draft.pid === null || draft.cycle === null || draft.paymentMethod === null) return null;
  $placing.set({ kind: 'placing' });
  const credentials = $credentials.get();
  const result = await client.call(endpoints.auOrder, {
    body: {
      pid: draft.pid,
      cycle: draft.cycle,
      paymentMethod: draft.paymentMethod,
      device,
      requestKey: draft.orderKey,
      lang: pageLanguage(),
      ...(draft.coupon ? { promocode: draft.coupon.code } : {}),
      ...(credentials ? credentials : { email: draft.email.trim() }),
      ...(credentials && draft.renewServiceId !== null ? { renewServiceId: draft.renewServiceId } : {}),
    },
  });
  if (!result.ok) {
    const known = result.providerError === 'TrialUsed' || result.providerError === 'CouponInvalid' || result.providerError === 'CouponUsed';
    $placing.set({ kind: 'error', error: known ? (result.providerError as 'TrialUsed' | 'CouponInvalid' | 'CouponUsed') : result.error });
    return null;
  }
  if (result.data.login) storeCredentials(result.data.login);
  $paymentInfo.set({ invoiceId: result.data.invoiceId, method: draft.paymentMethod, startedAt: Date.now() });
  $orderDraft.set(emptyDraft());
  $placing.set({ kind: 'placed', invoiceId: result.data.invoiceId });
  return result.data.invoiceId;
}

/** A logged-in visitor's service the wizard can offer to renew instead of buying a second one. */
export const $renewalCandidate = atom<RenewalCandidate | null>(null);

/** The candidate when the cycle chosen allows renewing it (rules/renewal), else null. */
export const $renewalOffer = computed([$renewalCandidate, $orderDraft], (candidate, draft) =>
  candidate && renewalOffered(candidate, draft.cycle, Date.now()) ? candidate : null,
);

/**
 * Finds the service to offer (rules/renewal) and its product, which a renewal keeps.
 * Without an answer the wizard still works; it only cannot offer a renewal.
 */
export async function loadRenewalCandidate(client: ProviderClient): Promise<void> {
  const credentials = $credentials.get();
  if (!credentials) {
    $renewalCandidate.set(null);
    return;
  }
  const info = await client.call(endpoints.auInfo, { body: credentials });
  const service = info.ok ? pickRenewable(info.data.jjService) : null;
  const detail = service ? await client.call(endpoints.auService, { params: { id: service.id }, query: credentials }) : null;
  const catalogue = $catalogue.get();
  const product = detail?.ok && catalogue.kind === 'ready' ? catalogue.value.find((entry) => entry.name === detail.data.productName) : undefined;
  $renewalCandidate.set(
    detail?.ok && product ? { serviceId: detail.data.id, pid: product.pid, productName: product.name, expiresAt: detail.data.expiresAt } : null,
  );
  // A renewal chosen earlier for a service no longer on offer is dropped.
  const chosen = $orderDraft.get().renewServiceId;
  if (chosen !== null && chosen !== $renewalCandidate.get()?.serviceId) update({ renewServiceId: null }, { newOrderKey: true });
}

