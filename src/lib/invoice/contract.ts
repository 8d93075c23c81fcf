/** Invoices and paying them (spec sections 4 and 7). */
import * as z from 'zod/mini';
import { defineEndpoint } from '../core/contract/endpoint.ts';
import { BillingCycle, Count, DecimalAmount, Hmac, LoginPair, Money, NumericId, ServiceStatus, RequestKey, SignedDecimalAmount, Timestamp, Uuid } from '../core/contract/common.ts';
import { Device, PaymentMethodId } from '../order/contract.ts';
import { toMinor } from '../core/rules/money.ts';

export const INVOICE_STATUSES = ['Unpaid', 'Paid', 'Cancelled', 'Refunded'] as const;
export const InvoiceStatus = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

export const InvoiceItem = z.object({
  /** The provider's own line of text (in its language); pages compose the item's words from the fields below instead. */
  description: z.string(),
  /** The plan's name, a brand name that is not translated ("Skyline Pro"). */
  productName: z.string(),
  serviceId: z.number(),
  cycle: BillingCycle,
  periodStart: Timestamp,
  periodEnd: Timestamp,
  amount: DecimalAmount,
});

export const Transaction = z.object({
  id: z.string(),
  at: Timestamp,
  type: z.enum(['buy', 'refund']),
  method: PaymentMethodId,
  amount: DecimalAmount,
});

/** The seller's details a printed invoice carries (features-2.md §3: Hong Kong's usual contents). */
export const Seller = z.object({
  name: z.string(),
  /** Address lines, in order. */
  address: z.array(z.string()),
  /** Hong Kong Business Registration number. */
  registration: z.string(),
  email: z.string(),
});
export type Seller = z.infer<typeof Seller>;

export const Invoice = z.object({
  id: z.number(),
  status: InvoiceStatus,
  /** Why an invoice was cancelled: the order timed out, or the person cancelled it. */
  cancelReason: z.nullable(z.enum(['timeout', 'cancelled'])),
  createdAt: Timestamp,
  dueAt: Timestamp,
  paidAt: z.nullable(Timestamp),
  serviceId: z.number(),
  cycle: BillingCycle,
  /** A renewal of a service that already ran (paying extends from its original expiry). */
  isRenewal: z.boolean(),
  items: z.array(InvoiceItem),
  currency: z.string(),
  subtotal: DecimalAmount,
  discount: DecimalAmount,
  fee: DecimalAmount,
  /** Account balance already applied. */
  credit: DecimalAmount,
  total: DecimalAmount,
  balanceDue: DecimalAmount,
  paymentMethod: PaymentMethodId,
  /** Unpaid invoices: where they stand against their deadline (see rules/invoice-expiry). */
  deadline: z.object({ state: z.enum(['due', 'grace', 'late', 'expired']), graceEndsAt: Timestamp, payableUntil: Timestamp }),
  /** Only in the logged-in view; as it was when the bill was issued. */
  payerEmail: z.nullable(z.string()),
  /** Who the bill is from (the recipient of the money), as it was when the bill was issued. */
  seller: Seller,
  transactions: z.array(Transaction),
  /** The newest payment attempt, so the page can say "payment failed, pay again". */
  lastPayment: z.nullable(
    z.object({
      paymentId: z.string(),
      method: PaymentMethodId,
      state: z.enum(['pending', 'paid', 'declined', 'expired']),
      at: Timestamp,
      /**
       * Only on a declined attempt whose money arrived short (a crypto checkout underpaid):
       * what arrived, credited to the owner's balance, so the page can say how much is still due.
       */
      received: z.optional(DecimalAmount),
    }),
  ),
  /** Once paid: the delivered service. Never in the no-login view (it carries secrets). */
  delivery: z.nullable(
    z.object({ serviceId: z.number(), status: ServiceStatus, expiresAt: Timestamp, subscriptionUrl: z.nullable(z.string()), login: z.nullable(LoginPair) }),
  ),
});
export type Invoice = z.infer<typeof Invoice>;

/**
 * Whether a bill's parts can be true together: a discount never exceeds what it is taken
 * from, and what is still due never exceeds the bill's total (rules/invoice-amounts).
 * Each part is already a well-formed, non-negative amount when this runs.
 */
function amountsCanBeTrue(bill: Pick<Invoice, 'subtotal' | 'discount' | 'total' | 'balanceDue'>): boolean {
  try {
    return toMinor(bill.discount) <= toMinor(bill.subtotal) && toMinor(bill.balanceDue) <= toMinor(bill.total);
  } catch {
    return false;
  }
}

/**
 * A bill as an answer: the `Invoice` shape, and amounts that fit together. Kept apart
 * from `Invoice` so that views picking some of its fields (the sandbox's control surface)
 * can still pick them.
 */
export const CheckedInvoice = Invoice.check(z.refine(amountsCanBeTrue, 'the bill’s amounts cannot be true together'));

export const invoiceInfo = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/invoices/info/:id',
  params: z.object({ id: NumericId }),
  body: LoginPair,
  safeToRetry: true,
  response: CheckedInvoice,
});

/** The no-login view, so an invoice link can be paid without an account. */
export const invoiceInfoPublic = defineEndpoint({
  method: 'GET',
  path: '/au/api/v1/invoices/n/info/:id',
  params: z.object({ id: NumericId }),
  response: CheckedInvoice,
});

/** Switch the payment method of an unpaid invoice (fees are recomputed). */
export const invoiceUpdate = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/invoices/update',
  body: z.object({ invoiceId: z.number(), paymentMethod: PaymentMethodId, uuid: z.optional(Uuid), hmac: z.optional(Hmac) }),
  response: CheckedInvoice,
});

/** What the payment page shows to take the money. */
export const PaymentInstruction = z.discriminatedUnion('kind', [
  /** Scan to pay (Alipay, WeChat Pay, Alipay HK, UnionPay's second step). */
  z.object({ kind: z.literal('qr'), paymentId: z.string(), qrContent: z.string(), expiresAt: Timestamp }),
  /** UnionPay's first PUT: repeat it with `paymentId` to get the QR code. */
  z.object({ kind: z.literal('unionpay-pending'), paymentId: z.string() }),
  z.object({ kind: z.literal('redirect'), paymentId: z.string(), url: z.string() }),
  z.object({ kind: z.literal('usdt'), paymentId: z.string(), address: z.string(), amount: z.string(), network: z.literal('TRC20'), expiresAt: Timestamp }),
  z.object({ kind: z.literal('card'), paymentId: z.string(), clientSecret: z.string(), publishableKey: z.string() }),
  /** Nothing left to pay (the balance covered it). */
  z.object({ kind: z.literal('paid') }),
]);
export type PaymentInstruction = z.infer<typeof PaymentInstruction>;

const PayBody = {
  paymentMethod: PaymentMethodId,
  pmId: z.optional(z.string()),
  device: Device,
  /** UnionPay's second PUT names the first one's payment. */
  paymentId: z.optional(z.string()),
  requestKey: RequestKey,
};

/** Errors: `InvoiceExpired`, `InvoiceCancelled`, `OrderTimedOut`, `InvoicePaid` (409). */
export const invoicePay = defineEndpoint({
  method: 'PUT',
  path: '/au/api/v1/invoices/:id/pay',
  params: z.object({ id: NumericId }),
  body: z.object({ ...PayBody, uuid: Uuid, hmac: Hmac }),
  response: PaymentInstruction,
});

export const invoicePayPublic = defineEndpoint({
  method: 'PUT',
  path: '/au/api/v1/invoices/n/:id/pay',
  params: z.object({ id: NumericId }),
  body: z.object(PayBody),
  response: PaymentInstruction,
});

export const accountBalance = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/account/balance',
  body: LoginPair,
  safeToRetry: true,
  response: z.object({
    balance: Money,
    history: z.array(z.object({ at: Timestamp, amount: SignedDecimalAmount, type: z.enum(['pay-bill', 'withdraw-credit', 'top-up', 'refund']), invoiceId: z.nullable(z.number()) })),
  }),
});

/** Pays part or all of an invoice from the balance; the rest is paid with another method. */
export const invoiceCreditPay = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/invoices/:id/credit/pay',
  params: z.object({ id: NumericId }),
  body: z.object({ amount: DecimalAmount, uuid: Uuid, hmac: Hmac, requestKey: RequestKey }),
  response: CheckedInvoice,
});

export const UsdtState = z.enum(['waiting', 'detected', 'confirmed', 'expired', 'occupied']);
export const UsdtPayment = z.object({
  address: z.string(),
  amount: z.string(),
  expiresAt: Timestamp,
  state: UsdtState,
  confirmations: Count,
  requiredConfirmations: Count,
  txid: z.nullable(z.string()),
});

export const usdtInvoice = defineEndpoint({ method: 'GET', path: '/pay/usdt/invoice/:id', params: z.object({ id: NumericId }), response: UsdtPayment });
export const usdtTransaction = defineEndpoint({ method: 'GET', path: '/pay/usdt/transaction/:id', params: z.object({ id: NumericId }), response: UsdtPayment });
/** A fresh address/QR after the last one expired. */
export const usdtExpire = defineEndpoint({ method: 'POST', path: '/pay/usdt/expire/:id', params: z.object({ id: NumericId }), response: UsdtPayment });

export const SavedCard = z.object({ pmId: z.string(), brand: z.string(), last4: z.string(), expMonth: z.number().check(z.int(), z.gte(1), z.lte(12)), expYear: z.number().check(z.int(), z.gte(2000), z.lte(2199)) });
export const stripeMethods = defineEndpoint({
  method: 'GET',
  path: '/au/api/v1/pay/method/stripe',
  query: LoginPair,
  response: z.object({ cards: z.array(SavedCard) }),
});
export const stripeSetup = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/pay/method/stripe',
  body: LoginPair,
  response: z.object({ setupClientSecret: z.string(), publishableKey: z.string() }),
});
export const stripeRemove = defineEndpoint({
  method: 'DELETE',
  path: '/au/api/v1/pay/method/stripe',
  body: z.object({ uuid: Uuid, hmac: Hmac, pmId: z.string() }),
  response: z.object({ removed: z.literal(true) }),
});
