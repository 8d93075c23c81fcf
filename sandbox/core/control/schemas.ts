/**
 * Shapes of the control surface's JSON API (`/__sandbox/api/…`). Answers are plain
 * JSON (no `data` envelope: this is not the provider API); errors use the same
 * `{ error, message?, fields? }` shape as the provider API.
 */
import * as z from 'zod/mini';
import { BillingCycle, DecimalAmount, EmailStatus, InvoiceStatus, InvoiceSummary as ListedInvoice, PaymentMethodId, ServiceDetail, UsdtPayment } from '../../../src/lib/core/contract/index.ts';
import { ACCOUNT_ORIGINS } from '../account-rows.ts';
import { PAYMENT_STATES } from '../../payment/data.ts';
import { FAULT_MODES } from '../faults.ts';

/**
 * An invoice of a service, as a reader sees it now (an unpaid order past 24 hours reads
 * Cancelled), in the bill list's terms (`invoiceList`: still to pay, refunded so far).
 */
export const InvoiceSummary = z.pick(ListedInvoice, { id: true, status: true, cancelReason: true, isRenewal: true, cycle: true, createdAt: true, dueAt: true, balanceDue: true, refunded: true });
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

/**
 * A service as the provider describes it to its owner (`auService`: status as a reader
 * sees it now, an Active service past expiry reads Expired), plus what the control
 * surface adds.
 */
export const ServiceView = z.extend(ServiceDetail, {
  /** An order never paid: listed in unpaidService, not jjService. */
  neverPaid: z.boolean(),
  /** The same as `usage.usedBytes`, at the top for the control page and tests. */
  usedBytes: z.number(),
  /** Its invoices, oldest first (the fixture's renewal invoice is the Unpaid one with isRenewal). */
  invoices: z.array(InvoiceSummary),
});
export type ServiceView = z.infer<typeof ServiceView>;

export const AccountView = z.object({
  label: z.nullable(z.string()),
  origin: z.enum(ACCOUNT_ORIGINS),
  uuid: z.string(),
  hmac: z.string(),
  /** Login link, fragment form (`…/zh-TW/user/service/0#uuid=…&hmac=…`). */
  loginUrl: z.string(),
  /** Login link, query form (`…/zh-TW/user/service/0?uuid=…&hmac=…`). */
  loginQueryUrl: z.string(),
  email: z.nullable(z.string()),
  emailStatus: EmailStatus,
  createdAt: z.string(),
  /** Account balance (decimal string, USD). */
  balance: DecimalAmount,
  /** When the provider closed the account (ADR 0056); null: open. */
  closedAt: z.nullable(z.string()),
  services: z.array(ServiceView),
});
export type AccountView = z.infer<typeof AccountView>;

export const ClockView = z.object({ now: z.string(), offsetMs: z.number() });
export type ClockView = z.infer<typeof ClockView>;

/** Either move the clock by `advanceMs` (negative moves it back) or reset it. */
export const ClockChange = z.union([
  z.object({ advanceMs: z.number().check(z.int(), z.gte(-3_650 * 24 * 3600_000), z.lte(3_650 * 24 * 3600_000)) }),
  z.object({ reset: z.literal(true) }),
]);

export const MailView = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  /** Headers beyond To and Subject (marketing mail: `List-Unsubscribe`, `List-Unsubscribe-Post`). */
  headers: z.record(z.string(), z.string()),
});

/** A ticket the help desk received, with its custom fields and files (data/support.ts). */
export const SupportRequestView = z.object({
  id: z.number(),
  email: z.string(),
  subject: z.string(),
  body: z.string(),
  issues: z.array(z.string()),
  customFields: z.array(z.object({ id: z.number(), value: z.nullable(z.union([z.string(), z.number(), z.array(z.string())])) })),
  lang: z.nullable(z.string()),
  createdAt: z.string(),
  attachments: z.array(z.object({ fileName: z.string(), contentType: z.string(), size: z.number() })),
});

export const FaultView = z.object({
  id: z.number(),
  pathPrefix: z.string(),
  mode: z.enum(FAULT_MODES),
  delayMs: z.number(),
  retryAfterSeconds: z.number(),
  retryAfterAsDate: z.boolean(),
  remaining: z.number(),
});

/** A payment attempt on the control surface (`GET /__sandbox/api/payments?invoiceId=`). */
export const PaymentView = z.object({
  paymentId: z.string(),
  invoiceId: z.number(),
  method: PaymentMethodId,
  /** As a reader sees it now (a pending attempt past its window reads expired). */
  state: z.enum(PAYMENT_STATES),
  /** `awaiting-qr`: UnionPay before its second PUT. */
  stage: z.enum(['ready', 'awaiting-qr']),
  amount: DecimalAmount,
  currency: z.string(),
  createdAt: z.string(),
  expiresAt: z.nullable(z.string()),
  settledAt: z.nullable(z.string()),
  /** The page that pays or declines it. */
  cashierUrl: z.string(),
  /** The invoice's status now. */
  invoiceStatus: InvoiceStatus,
  usdt: z.nullable(UsdtPayment),
});
export type PaymentView = z.infer<typeof PaymentView>;

/** `POST /__sandbox/api/promotions`: a coupon for a test (codes are case-insensitive). */
export const PromotionSpec = z.object({
  code: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/)),
  type: z.enum(['percent', 'fixed']),
  /** A percentage ("15", at most 100) or an amount off ("2.00"). */
  value: DecimalAmount.check(z.regex(/^\d/)),
  cycles: z.optional(z.array(BillingCycle).check(z.maxLength(5))),
  pids: z.optional(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(20))),
  /** Days from now to its expiry (negative: already expired); absent: never expires. */
  expiresInDays: z.optional(z.number().check(z.gte(-3650), z.lte(3650))),
});

/** `POST /__sandbox/api/usdt/occupied`: the whole pool, or one invoice's new addresses. */
export const UsdtOccupancyChange = z.object({ occupied: z.boolean(), invoiceId: z.optional(z.number().check(z.int(), z.positive())) });
export const UsdtOccupancyView = z.object({ allOccupied: z.boolean(), occupiedInvoices: z.array(z.number()) });

/** `POST /__sandbox/api/stripe/confirm`: what the test double of Stripe.js sends. */
export const CardConfirm = z.object({
  clientSecret: z.string().check(z.minLength(1), z.maxLength(200)),
  cardNumber: z.optional(z.string().check(z.maxLength(40))),
  expMonth: z.optional(z.number().check(z.int())),
  expYear: z.optional(z.number().check(z.int())),
  cvc: z.optional(z.string().check(z.maxLength(8))),
  /** A saved card instead of a number (its last4 0002 declines, others pay). */
  pmId: z.optional(z.string().check(z.maxLength(64))),
  /**
   * A wallet's card instead (the Express Checkout element's Google Pay sheet): the payment
   * is booked as Google Pay (ADR 0058). `google_pay_declined` is the wallet's card declined.
   */
  wallet: z.optional(z.enum(['google_pay', 'google_pay_declined'])),
});

/**
 * The answer of `POST /__sandbox/api/stripe/confirm`, as the Stripe.js test doubles read
 * it: a confirmed payment or saved card, or a refusal (`code` as Stripe names it).
 */
export const CardConfirmAnswer = z.object({
  paymentIntent: z.optional(z.object({ id: z.string(), status: z.string() })),
  setupIntent: z.optional(z.object({ id: z.string(), status: z.string(), paymentMethod: z.string() })),
  error: z.optional(z.string()),
  code: z.optional(z.string()),
  message: z.optional(z.string()),
});

/**
 * `POST /__sandbox/api/payments/next-answer`: the next payment instruction for the invoice
 * carries this QR content or redirect link instead of the rail's own (once; see
 * billing/rails/next-answer.ts). Up to 32 KB, so an oversized code can be tried.
 */
export const NextAnswerSpec = z
  .object({
    invoiceId: z.number().check(z.int(), z.positive()),
    qrContent: z.optional(z.string().check(z.maxLength(32 * 1024))),
    url: z.optional(z.string().check(z.maxLength(32 * 1024))),
  })
  .check(z.refine((spec) => spec.qrContent !== undefined || spec.url !== undefined, { message: 'give qrContent or url', path: ['qrContent'] }));

/** What is armed for an invoice's next payment instruction. */
export const NextAnswerView = z.object({ invoiceId: z.number(), qrContent: z.nullable(z.string()), url: z.nullable(z.string()) });

/** An article an agent publishes on the help desk (`POST /__sandbox/api/help/articles`), in the given languages. */
export const PublishArticleSpec = z.object({
  locales: z.array(z.enum(['zh-tw', 'zh-cn', 'en-us'])).check(z.minLength(1)),
  sectionId: z.number().check(z.int(), z.positive()),
  title: z.string().check(z.minLength(1), z.maxLength(255)),
  body: z.string().check(z.maxLength(100_000)),
});
export const PublishedArticleView = z.object({ id: z.number() });

/** A migration as the control surface shows it: never the password, not even its hash (sandbox/migration/migrations.ts). */
export const MigrationView = z.object({
  id: z.number(),
  uuid: z.string(),
  label: z.nullable(z.string()),
  email: z.string(),
  state: z.enum(['queued', 'copying', 'done', 'failed']),
  failure: z.nullable(z.string()),
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type MigrationView = z.infer<typeof MigrationView>;

/** How a test or a person moves a migration: one step on, or to failed with a reason. */
export const MigrationMove = z.union([z.object({ step: z.literal('advance') }), z.object({ step: z.literal('fail'), failure: z.enum(['email-taken', 'target-unavailable']) })]);

/** An account's marketing consent and the links its next marketing mail carries. */
export const MarketingView = z.object({
  uuid: z.string(),
  subscribed: z.boolean(),
  changedBy: z.enum(['start', 'page', 'one-click']),
  offNum: z.string(),
  /** The site's page (the mail's visible link). */
  pageUrl: z.string(),
  /** The provider's one-click address (`List-Unsubscribe`). */
  oneClickUrl: z.string(),
});
export type MarketingView = z.infer<typeof MarketingView>;
