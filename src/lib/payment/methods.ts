/**
 * Every payment method's facts, once, keyed by the contract's method id: how its rail
 * works, which panel of the payment page shows it, which app the buyer scans with, its
 * fee, whether it can be refunded, whether the money is seen before the provider
 * books it, and where its links may send a person. The site (panels, refund terms,
 * timeline, links) and the sandbox (the options it offers, its rails) both read this
 * table instead of keeping their own lists.
 *
 * Titles are not here: the UI names a method with `order.method.<id>` and an app with
 * `pay.app.<scanWith>` from the catalogue.
 */
import { PAYMENT_METHODS, type PaymentMethodId, type PaymentOption } from '../order/contract.ts';

/**
 * How a method's rail takes the money: a QR code shown at once, UnionPay's QR after a
 * second call, a redirect to a cashier, a card intent, a USDT transfer to an address, or
 * the account balance at once; or a hosted crypto checkout the person is sent to (other
 * coins than USDT TRC20), which can also be underpaid, expire or be cancelled there.
 */
export type PaymentRailKind = 'qr' | 'two-step-qr' | 'redirect' | 'hosted-crypto' | 'card' | 'usdt' | 'balance';

/** The payment page's panel for a method: the contract's `PaymentOption.kind`. */
export type PaymentPanel = PaymentOption['kind'];

/** An app a buyer scans a QR code with (catalogue key `pay.app.<id>`). */
export type ScanAppId = 'alipay' | 'wechat' | 'alipayhk' | 'unionpay';

/**
 * Money a rail reports before the provider has booked it, which the timeline shows as
 * "detected": a USDT transfer the chain watcher has seen, a card the bank has accepted.
 */
export type MoneySeenSignal = 'usdt-detected' | 'card-confirmed';

/**
 * A place a method's rail may send a person (decisions: "URLs returned by the provider
 * are followed only when their scheme and host are expected for that purpose"):
 * - `provider`: the provider's own origin, exactly (its cashier pages; in the sandbox
 *   every cashier, PayPal's too, lives there);
 * - `https-host`: one host over https on the default port, named exactly (no subdomains:
 *   `www.paypal.com` is listed on its own);
 * - `app`: a wallet app's own scheme, for the deep link a QR code may also hold.
 */
export type LinkDestination = { kind: 'provider' } | { kind: 'https-host'; host: string } | { kind: 'app'; scheme: `${string}:` };

export interface PaymentMethodFacts {
  id: PaymentMethodId;
  rail: PaymentRailKind;
  panel: PaymentPanel;
  /** The app to scan the QR code with; null when nothing is scanned with an app of ours to name. */
  scanWith: ScanAppId | null;
  /** The service fee as a percentage ("3"), or null. */
  feePercent: string | null;
  /** Whether a bill paid this way can be refunded (Alipay and WeChat Pay cannot). */
  refundable: boolean;
  /** What tells that the money is on its way before it is booked; null: the rail only reports "paid". */
  moneySeenBy: MoneySeenSignal | null;
  /**
   * Where a link of this method (PayPal's approval link, a QR code's payment page) may
   * go; anything else is refused (lib/payment/url.ts). Empty: the method never sends
   * a person anywhere (the card form, USDT's address, the balance).
   */
  sendsTo: readonly LinkDestination[];
  /**
   * Whether the method is a choice of its own in the wizard and the payment page's
   * switcher. Google Pay is not (ADR 0058): whether this browser has it is known only once
   * Stripe.js has loaded on the card panel, so it is a button there, shown only where it works.
   */
  listed: boolean;
}

const PROVIDER: LinkDestination = { kind: 'provider' };

export const PAYMENT_METHOD_FACTS = {
  alipay: {
    id: 'alipay',
    rail: 'qr',
    panel: 'qr',
    scanWith: 'alipay',
    feePercent: '3',
    refundable: false,
    moneySeenBy: null,
    sendsTo: [PROVIDER, { kind: 'app', scheme: 'alipays:' }, { kind: 'app', scheme: 'alipay:' }],
    listed: true,
  },
  wechat: { id: 'wechat', rail: 'qr', panel: 'qr', scanWith: 'wechat', feePercent: '3', refundable: false, moneySeenBy: null, sendsTo: [PROVIDER, { kind: 'app', scheme: 'weixin:' }], listed: true },
  alipayhk: { id: 'alipayhk', rail: 'qr', panel: 'qr', scanWith: 'alipayhk', feePercent: null, refundable: true, moneySeenBy: null, sendsTo: [PROVIDER, { kind: 'app', scheme: 'alipayhk:' }], listed: true },
  unionpay: { id: 'unionpay', rail: 'two-step-qr', panel: 'qr', scanWith: 'unionpay', feePercent: null, refundable: true, moneySeenBy: null, sendsTo: [PROVIDER, { kind: 'app', scheme: 'upwallet:' }], listed: true },
  card: { id: 'card', rail: 'card', panel: 'card', scanWith: null, feePercent: null, refundable: true, moneySeenBy: 'card-confirmed', sendsTo: [], listed: true },
  /** Google Pay through Stripe: the card rail's payment intent, confirmed from the card panel's Google Pay button. */
  googlepay: { id: 'googlepay', rail: 'card', panel: 'card', scanWith: null, feePercent: null, refundable: true, moneySeenBy: 'card-confirmed', sendsTo: [], listed: false },
  usdt: { id: 'usdt', rail: 'usdt', panel: 'usdt', scanWith: null, feePercent: null, refundable: true, moneySeenBy: 'usdt-detected', sendsTo: [], listed: true },
  /**
   * Other coins than USDT TRC20, through the hosted crypto checkout the provider sends the
   * person to (ADR 0058). Its host is the provider's processor's: NOWPayments' here, until
   * the real provider names its own; in the sandbox the cashier on the provider's origin.
   */
  crypto: {
    id: 'crypto',
    rail: 'hosted-crypto',
    panel: 'redirect',
    scanWith: null,
    feePercent: null,
    refundable: true,
    moneySeenBy: null,
    sendsTo: [PROVIDER, { kind: 'https-host', host: 'nowpayments.io' }],
    listed: true,
  },
  paypal: {
    id: 'paypal',
    rail: 'redirect',
    panel: 'redirect',
    scanWith: null,
    feePercent: null,
    refundable: true,
    moneySeenBy: null,
    sendsTo: [PROVIDER, { kind: 'https-host', host: 'paypal.com' }, { kind: 'https-host', host: 'www.paypal.com' }],
    listed: true,
  },
  balance: { id: 'balance', rail: 'balance', panel: 'balance', scanWith: null, feePercent: null, refundable: true, moneySeenBy: null, sendsTo: [], listed: true },
} as const satisfies { [Id in PaymentMethodId]: PaymentMethodFacts & { id: Id } };

/** @example paymentMethod('wechat').scanWith // 'wechat' */
export function paymentMethod(id: PaymentMethodId): PaymentMethodFacts {
  return PAYMENT_METHOD_FACTS[id];
}

/** Every method in the contract's order (the order the page lists them in). */
export const ALL_PAYMENT_METHODS: readonly PaymentMethodFacts[] = PAYMENT_METHODS.map(paymentMethod);

/**
 * The methods that are choices of their own (the wizard's list, the payment page's switcher).
 * @example listedMethods([{ id: 'card', … }, { id: 'googlepay', … }]).map((m) => m.id) // ['card']
 */
export function listedMethods<Option extends { id: PaymentMethodId }>(options: readonly Option[]): Option[] {
  return options.filter((option) => paymentMethod(option.id).listed);
}

/** The method as the provider offers it (`au/payments`): its panel, fee and refund terms. */
export function paymentOptionOf(id: PaymentMethodId): PaymentOption {
  const facts = paymentMethod(id);
  return { id, kind: facts.panel, feePercent: facts.feePercent, refundable: facts.refundable };
}
