/**
 * Orders, invoices and their transactions in storage. Amounts are integer cents; rows
 * are decoded through zod so a column that does not hold what the code expects fails
 * here. What a reader sees (timeouts, deadlines) is derived in rules/invoice.ts.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { BillingCycle, InvoiceStatus, PaymentMethodId } from '../../src/lib/core/contract/index.ts';

const sqlBoolean = z.pipe(z.number(), z.transform((value) => value === 1));
const sqlDate = z.pipe(z.string(), z.transform((value) => new Date(value)));
const iso = (date: Date) => date.toISOString();

/** Invoice numbers start here, so they look like a provider's and never collide with small test ids. */
const FIRST_INVOICE_ID = 10001;
const FIRST_ORDER_ID = 5001;

const InvoiceRow = z.object({
  id: z.number(),
  user_uuid: z.string(),
  service_id: z.number(),
  order_id: z.nullable(z.number()),
  status: InvoiceStatus,
  cancel_reason: z.nullable(z.enum(['timeout', 'cancelled'])),
  is_renewal: sqlBoolean,
  pid: z.number(),
  cycle: BillingCycle,
  description: z.string(),
  period_start: sqlDate,
  period_end: sqlDate,
  currency: z.string(),
  subtotal_cents: z.number(),
  discount_cents: z.number(),
  fee_cents: z.number(),
  credit_cents: z.number(),
  promocode: z.nullable(z.string()),
  payment_method: PaymentMethodId,
  created_at: sqlDate,
  due_at: sqlDate,
  paid_at: z.nullable(sqlDate),
  /** The payer's email when the bill was issued (frozen: a later change does not rewrite it). */
  payer_email: z.nullable(z.string()),
  /** When it was cancelled on purpose (a cancelled renewal); null otherwise. */
  cancelled_at: z.nullable(sqlDate),
});
export type InvoiceRow = z.infer<typeof InvoiceRow>;

const TransactionRow = z.object({
  id: z.string(),
  invoice_id: z.number(),
  at: z.string(),
  type: z.enum(['buy', 'refund']),
  method: PaymentMethodId,
  amount_cents: z.number(),
});
export type TransactionRow = z.infer<typeof TransactionRow>;

export interface NewOrder {
  userUuid: string;
  serviceId: number;
  pid: number;
  cycle: BillingCycle;
  isRenewal: boolean;
  createdAt: Date;
}

export function insertOrder(db: DatabaseSync, order: NewOrder): number {
  const row = db
    .prepare(
      `INSERT INTO orders (id, user_uuid, service_id, pid, cycle, is_renewal, created_at)
       VALUES ((SELECT COALESCE(MAX(id), ${FIRST_ORDER_ID - 1}) + 1 FROM orders), ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .get(order.userUuid, order.serviceId, order.pid, order.cycle, order.isRenewal ? 1 : 0, iso(order.createdAt));
  return z.object({ id: z.number() }).parse(row).id;
}

export interface NewInvoice {
  userUuid: string;
  serviceId: number;
  orderId: number | null;
  /** Fixtures may store a bill already refunded or cancelled (with `cancelReason`). */
  status: InvoiceStatus;
  cancelReason?: 'timeout' | 'cancelled' | null;
  isRenewal: boolean;
  pid: number;
  cycle: BillingCycle;
  description: string;
  periodStart: Date;
  periodEnd: Date;
  currency: string;
  subtotalCents: number;
  discountCents: number;
  feeCents: number;
  creditCents: number;
  promocode: string | null;
  paymentMethod: PaymentMethodId;
  createdAt: Date;
  dueAt: Date;
  paidAt: Date | null;
  /** The account's email when the bill is issued (null: none bound). */
  payerEmail: string | null;
}

export function insertInvoice(db: DatabaseSync, invoice: NewInvoice): number {
  const row = db
    .prepare(
      `INSERT INTO invoices (id, user_uuid, service_id, order_id, status, cancel_reason, is_renewal, pid, cycle, description, period_start, period_end,
         currency, subtotal_cents, discount_cents, fee_cents, credit_cents, promocode, payment_method, created_at, due_at, paid_at, payer_email)
       VALUES ((SELECT COALESCE(MAX(id), ${FIRST_INVOICE_ID - 1}) + 1 FROM invoices), :userUuid, :serviceId, :orderId, :status, :cancelReason, :isRenewal,
         :pid, :cycle, :description, :periodStart, :periodEnd, :currency, :subtotal, :discount, :fee, :credit, :promocode, :method,
         :createdAt, :dueAt, :paidAt, :payerEmail)
       RETURNING id`,
    )
    .get({
      userUuid: invoice.userUuid,
      serviceId: invoice.serviceId,
      orderId: invoice.orderId,
      status: invoice.status,
      cancelReason: invoice.cancelReason ?? null,
      isRenewal: invoice.isRenewal ? 1 : 0,
      pid: invoice.pid,
      cycle: invoice.cycle,
      description: invoice.description,
      periodStart: iso(invoice.periodStart),
      periodEnd: iso(invoice.periodEnd),
      currency: invoice.currency,
      subtotal: invoice.subtotalCents,
      discount: invoice.discountCents,
      fee: invoice.feeCents,
      credit: invoice.creditCents,
      promocode: invoice.promocode,
      method: invoice.paymentMethod,
      createdAt: iso(invoice.createdAt),
      dueAt: iso(invoice.dueAt),
      paidAt: invoice.paidAt ? iso(invoice.paidAt) : null,
      payerEmail: invoice.payerEmail,
    });
  return z.object({ id: z.number() }).parse(row).id;
}

export function findInvoice(db: DatabaseSync, id: number): InvoiceRow | undefined {
  const row = db.prepare('SELECT * FROM invoices WHERE id = ?').get(id);
  return row ? InvoiceRow.parse(row) : undefined;
}

export function listInvoicesOfUser(db: DatabaseSync, uuid: string): InvoiceRow[] {
  return db
    .prepare('SELECT * FROM invoices WHERE user_uuid = ? ORDER BY id')
    .all(uuid)
    .map((row) => InvoiceRow.parse(row));
}

export function listInvoicesOfService(db: DatabaseSync, serviceId: number): InvoiceRow[] {
  return db
    .prepare('SELECT * FROM invoices WHERE service_id = ? ORDER BY id')
    .all(serviceId)
    .map((row) => InvoiceRow.parse(row));
}

/** Switches the method of an invoice and stores the fee that goes with it. */
export function setInvoiceMethod(db: DatabaseSync, id: number, method: PaymentMethodId, feeCents: number): void {
  db.prepare('UPDATE invoices SET payment_method = ?, fee_cents = ? WHERE id = ?').run(method, feeCents, id);
}

/** Records balance applied to an invoice (credit grows, the fee on the remainder is recomputed by the caller). */
export function setInvoiceCredit(db: DatabaseSync, id: number, creditCents: number, feeCents: number): void {
  db.prepare('UPDATE invoices SET credit_cents = ?, fee_cents = ? WHERE id = ?').run(creditCents, feeCents, id);
}

/** Marks an invoice paid, with the period the payment delivered. */
export function setInvoicePaid(db: DatabaseSync, id: number, paidAt: Date, period: { start: Date; end: Date }): void {
  db.prepare(`UPDATE invoices SET status = 'Paid', cancel_reason = NULL, paid_at = ?, period_start = ?, period_end = ? WHERE id = ? AND status = 'Unpaid'`).run(
    iso(paidAt),
    iso(period.start),
    iso(period.end),
    id,
  );
}

/** Cancels an unpaid bill on purpose (a cancelled renewal), stamped with when. */
export function setInvoiceCancelled(db: DatabaseSync, id: number, at: Date): void {
  db.prepare(`UPDATE invoices SET status = 'Cancelled', cancel_reason = 'cancelled', cancelled_at = ? WHERE id = ? AND status = 'Unpaid'`).run(iso(at), id);
}

/** Whether the account has a paid invoice that carried this coupon (codes are stored upper-case). */
export function hasUsedCoupon(db: DatabaseSync, uuid: string, code: string): boolean {
  return db.prepare(`SELECT 1 FROM invoices WHERE user_uuid = ? AND promocode = ? AND status IN ('Paid', 'Refunded') LIMIT 1`).get(uuid, code.toUpperCase()) !== undefined;
}

export function insertTransaction(db: DatabaseSync, transaction: { invoiceId: number; at: Date; type: 'buy' | 'refund'; method: PaymentMethodId; amountCents: number }): void {
  db.prepare('INSERT INTO transactions (id, invoice_id, at, type, method, amount_cents) VALUES (?, ?, ?, ?, ?, ?)').run(
    `txn_${randomBytes(10).toString('hex')}`,
    transaction.invoiceId,
    iso(transaction.at),
    transaction.type,
    transaction.method,
    transaction.amountCents,
  );
}

export function listTransactions(db: DatabaseSync, invoiceId: number): TransactionRow[] {
  return db
    .prepare('SELECT * FROM transactions WHERE invoice_id = ? ORDER BY at, rowid')
    .all(invoiceId)
    .map((row) => TransactionRow.parse(row));
}
