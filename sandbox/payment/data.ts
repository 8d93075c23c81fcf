/**
 * Payment attempts in storage: one row per QR code, redirect, card intent or USDT
 * address handed out. The stored state is what happened; a pending attempt past its
 * expiry reads expired (derived on read, see billing/settle.ts).
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { PaymentMethodId } from '../../src/lib/core/contract/index.ts';

const sqlDate = z.pipe(z.string(), z.transform((value) => new Date(value)));
const iso = (date: Date) => date.toISOString();

export const PAYMENT_STATES = ['pending', 'paid', 'declined', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

const PaymentRow = z.object({
  id: z.string(),
  invoice_id: z.number(),
  method: PaymentMethodId,
  state: z.enum(PAYMENT_STATES),
  stage: z.enum(['ready', 'awaiting-qr']),
  amount_cents: z.number(),
  currency: z.string(),
  created_at: sqlDate,
  expires_at: z.nullable(sqlDate),
  settled_at: z.nullable(sqlDate),
  pm_id: z.nullable(z.string()),
  usdt_address: z.nullable(z.string()),
  usdt_amount_cents: z.nullable(z.number()),
  confirmations: z.number(),
  txid: z.nullable(z.string()),
});
export type PaymentRow = z.infer<typeof PaymentRow>;

export interface NewPayment {
  invoiceId: number;
  method: PaymentMethodId;
  stage: 'ready' | 'awaiting-qr';
  amountCents: number;
  currency: string;
  createdAt: Date;
  expiresAt: Date | null;
  pmId?: string | null;
  usdtAddress?: string | null;
  usdtAmountCents?: number | null;
  /** A settled attempt (balance pays at once). */
  state?: PaymentState;
}

/** Payment ids are opaque and unguessable: they open the cashier page. */
export function insertPayment(db: DatabaseSync, payment: NewPayment): PaymentRow {
  const id = `pay_${randomBytes(12).toString('hex')}`;
  const state = payment.state ?? 'pending';
  db.prepare(
    `INSERT INTO payments (id, invoice_id, method, state, stage, amount_cents, currency, created_at, expires_at, settled_at, pm_id, usdt_address, usdt_amount_cents)
     VALUES (:id, :invoiceId, :method, :state, :stage, :amount, :currency, :createdAt, :expiresAt, :settledAt, :pmId, :usdtAddress, :usdtAmount)`,
  ).run({
    id,
    invoiceId: payment.invoiceId,
    method: payment.method,
    state,
    stage: payment.stage,
    amount: payment.amountCents,
    currency: payment.currency,
    createdAt: iso(payment.createdAt),
    expiresAt: payment.expiresAt ? iso(payment.expiresAt) : null,
    settledAt: state === 'pending' ? null : iso(payment.createdAt),
    pmId: payment.pmId ?? null,
    usdtAddress: payment.usdtAddress ?? null,
    usdtAmount: payment.usdtAmountCents ?? null,
  });
  const row = findPayment(db, id);
  if (!row) throw new Error(`payment ${id} vanished right after it was stored`);
  return row;
}

export function findPayment(db: DatabaseSync, id: string): PaymentRow | undefined {
  const row = db.prepare('SELECT * FROM payments WHERE id = ?').get(id);
  return row ? PaymentRow.parse(row) : undefined;
}

/** An invoice's attempts, newest first (optionally one method's only). */
export function listPayments(db: DatabaseSync, invoiceId: number, method?: PaymentMethodId): PaymentRow[] {
  const rows = method
    ? db.prepare('SELECT * FROM payments WHERE invoice_id = ? AND method = ? ORDER BY created_at DESC, rowid DESC').all(invoiceId, method)
    : db.prepare('SELECT * FROM payments WHERE invoice_id = ? ORDER BY created_at DESC, rowid DESC').all(invoiceId);
  return rows.map((row) => PaymentRow.parse(row));
}

/** The most recent attempts across every invoice (the control surface's list). */
export function listRecentPayments(db: DatabaseSync, limit = 20): PaymentRow[] {
  return db
    .prepare('SELECT * FROM payments ORDER BY created_at DESC, rowid DESC LIMIT ?')
    .all(limit)
    .map((row) => PaymentRow.parse(row));
}

/** Settles a pending attempt; false when it was no longer pending (someone settled it first). */
export function settlePayment(db: DatabaseSync, id: string, state: 'paid' | 'declined', at: Date): boolean {
  return db.prepare(`UPDATE payments SET state = ?, settled_at = ? WHERE id = ? AND state = 'pending'`).run(state, iso(at), id).changes === 1;
}

/** UnionPay's second PUT: the code is handed out now, with a fresh window. */
/** The method an attempt is booked under (a card intent confirmed with Google Pay is Google Pay's). */
export function setPaymentMethod(db: DatabaseSync, id: string, method: PaymentMethodId): void {
  db.prepare('UPDATE payments SET method = ? WHERE id = ?').run(method, id);
}

/** The attempt's window is over now (a hosted checkout's quote expired before its time). */
export function expirePayment(db: DatabaseSync, id: string, at: Date): void {
  db.prepare(`UPDATE payments SET state = 'expired', settled_at = ? WHERE id = ? AND state = 'pending'`).run(at.toISOString(), id);
}

export function markQrReady(db: DatabaseSync, id: string, expiresAt: Date): void {
  db.prepare(`UPDATE payments SET stage = 'ready', expires_at = ? WHERE id = ?`).run(iso(expiresAt), id);
}

export function setConfirmations(db: DatabaseSync, id: string, confirmations: number, txid: string): void {
  db.prepare('UPDATE payments SET confirmations = ?, txid = ? WHERE id = ?').run(confirmations, txid, id);
}

/** USDT amounts of transfers still awaited (pending, not yet past their window), so a new one can differ. */
export function awaitedUsdtAmounts(db: DatabaseSync, now: Date): Set<number> {
  const rows = db
    .prepare(`SELECT usdt_amount_cents AS cents FROM payments WHERE method = 'usdt' AND state = 'pending' AND (confirmations > 0 OR expires_at > ?)`)
    .all(iso(now));
  return new Set(rows.map((row) => z.object({ cents: z.number() }).parse(row).cents));
}
