/**
 * Users and their services in storage. Rows are decoded through zod so a column that
 * does not hold what the code expects fails loudly here instead of deep in a handler.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { BillingCycle, EmailStatus, PageLanguage, PaymentMethodId, ServiceStatus, type Money } from '../../src/lib/core/contract/index.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/lib/core/i18n/locales.ts';
import { withTransaction } from './db/schema.ts';
import { ACCOUNT_REGIONS, DEFAULT_REGION, type AccountRegion } from '../payment/regions.ts';

export const ACCOUNT_ORIGINS = ['demo', 'fixture', 'signup'] as const;
export type AccountOrigin = (typeof ACCOUNT_ORIGINS)[number];

const sqlBoolean = z.pipe(z.number(), z.transform((value) => value === 1));
const sqlDate = z.pipe(z.string(), z.transform((value) => new Date(value)));

const UserRow = z.object({
  uuid: z.string(),
  origin: z.enum(ACCOUNT_ORIGINS),
  label: z.nullable(z.string()),
  link_version: z.number(),
  email: z.nullable(z.string()),
  email_status: EmailStatus,
  created_at: sqlDate,
  balance_cents: z.number(),
  /** The language its mail is written in (the page language of its last order). */
  lang: PageLanguage,
  /** Where the account is: it decides who is offered the regional wallets (../payment/regions.ts). */
  region: z.enum(ACCOUNT_REGIONS),
  /** The payment methods this account is offered (a test restriction); null: every method. */
  payment_methods: z.nullable(
    z.pipe(
      z.string(),
      z.transform((text) => z.array(PaymentMethodId).parse(JSON.parse(text))),
    ),
  ),
  /** When the provider closed the account (ADR 0056); null: open. */
  closed_at: z.nullable(sqlDate),
});
export type UserRow = z.infer<typeof UserRow>;

const ServiceRow = z.object({
  id: z.number(),
  relid: z.number(),
  user_uuid: z.string(),
  status: ServiceStatus,
  delivered_at: z.nullable(sqlDate),
  cycle: BillingCycle,
  product_name: z.string(),
  price_amount: z.string(),
  price_currency: z.string(),
  registered_at: sqlDate,
  expires_at: sqlDate,
  auto_renew: sqlBoolean,
  used_bytes: z.number(),
  reset_at: sqlDate,
  speed_limit_mbps: z.number(),
  device_limit: z.number(),
  seed: z.string(),
  token: z.string(),
  is_new: sqlBoolean,
  link_version: z.number(),
  pid: z.number(),
  /** When its renewal was cancelled (for good: no renewal bill is issued again), or null. */
  renewal_cancelled_at: z.nullable(sqlDate),
  renewal_cancel_reason: z.nullable(z.string()),
});
export type ServiceRow = z.infer<typeof ServiceRow>;

export interface NewService {
  pid: number;
  status: ServiceStatus;
  /** When the service was first paid for; null for an order never paid (status Pending). */
  deliveredAt: Date | null;
  cycle: BillingCycle;
  productName: string;
  price: Money;
  registeredAt: Date;
  expiresAt: Date;
  autoRenew: boolean;
  usedBytes: number;
  resetAt: Date;
  deviceLimit: number;
  isNew: boolean;
}

export interface NewAccount {
  origin: AccountOrigin;
  label: string | null;
  email: string | null;
  emailStatus: EmailStatus;
  services: NewService[];
  /** Restricts the payment methods offered (tests); null or absent: every method. */
  paymentMethods?: readonly PaymentMethodId[] | null;
  /** The language its mail is written in; absent: the default (zh-TW). */
  lang?: Locale | undefined;
  /** Where it is (which wallets it is offered); absent: the default region. */
  region?: AccountRegion | undefined;
}

/** Thrown when a bound email already belongs to another account. */
export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`the email ${email} is already bound to another account`);
    this.name = 'EmailTakenError';
  }
}

const iso = (date: Date) => date.toISOString();

/** Stores an account and its services in one transaction; returns the new user id. */
export function insertAccount(db: DatabaseSync, account: NewAccount, now: Date): string {
  const uuid = randomUUID();
  return withTransaction(db, () => {
    if (account.email !== null && findUserByEmail(db, account.email)) throw new EmailTakenError(account.email);
    db.prepare(
      `INSERT INTO users (uuid, origin, label, email, email_status, created_at, payment_methods, lang, region)
       VALUES (:uuid, :origin, :label, :email, :emailStatus, :createdAt, :paymentMethods, :lang, :region)`,
    ).run({
      uuid,
      origin: account.origin,
      label: account.label,
      email: account.email,
      emailStatus: account.emailStatus,
      createdAt: iso(now),
      paymentMethods: account.paymentMethods ? JSON.stringify(account.paymentMethods) : null,
      lang: account.lang ?? DEFAULT_LOCALE,
      region: account.region ?? DEFAULT_REGION,
    });
    for (const service of account.services) insertService(db, uuid, service);
    return uuid;
  });
}

/** Stores one service of a user; returns its id. */
export function insertService(db: DatabaseSync, uuid: string, service: NewService): number {
  const result = db
    .prepare(
      `INSERT INTO services (relid, user_uuid, pid, status, delivered_at, cycle, product_name, price_amount, price_currency,
         registered_at, expires_at, auto_renew, used_bytes, reset_at, device_limit, seed, token, is_new)
       VALUES ((SELECT COALESCE(MAX(relid), 70000) + 1 FROM services), :uuid, :pid, :status, :deliveredAt, :cycle, :productName,
         :priceAmount, :priceCurrency, :registeredAt, :expiresAt, :autoRenew, :usedBytes, :resetAt, :deviceLimit, :seed, :token, :isNew)`,
    )
    .run({
      uuid,
      pid: service.pid,
      status: service.status,
      deliveredAt: service.deliveredAt ? iso(service.deliveredAt) : null,
      cycle: service.cycle,
      productName: service.productName,
      priceAmount: service.price.amount,
      priceCurrency: service.price.currency,
      registeredAt: iso(service.registeredAt),
      expiresAt: iso(service.expiresAt),
      autoRenew: service.autoRenew ? 1 : 0,
      usedBytes: service.usedBytes,
      resetAt: iso(service.resetAt),
      deviceLimit: service.deviceLimit,
      seed: randomBytes(8).toString('hex'),
      token: randomBytes(16).toString('hex'),
      isNew: service.isNew ? 1 : 0,
    });
  return Number(result.lastInsertRowid);
}

/** What a payment or a renewal changes on a service. */
export interface ServiceChange {
  status: ServiceStatus;
  deliveredAt: Date;
  registeredAt: Date;
  expiresAt: Date;
  resetAt: Date;
  autoRenew: boolean;
  cycle: BillingCycle;
  price: Money;
}

export function updateService(db: DatabaseSync, id: number, change: ServiceChange): void {
  db.prepare(
    `UPDATE services SET status = ?, delivered_at = ?, registered_at = ?, expires_at = ?, reset_at = ?, auto_renew = ?, cycle = ?,
       price_amount = ?, price_currency = ? WHERE id = ?`,
  ).run(
    change.status,
    iso(change.deliveredAt),
    iso(change.registeredAt),
    iso(change.expiresAt),
    iso(change.resetAt),
    change.autoRenew ? 1 : 0,
    change.cycle,
    change.price.amount,
    change.price.currency,
    id,
  );
}

/** Adds (or, negative, takes) cents to a user's balance; the CHECK keeps it from going below zero. */
export function changeBalance(db: DatabaseSync, uuid: string, cents: number): void {
  db.prepare('UPDATE users SET balance_cents = balance_cents + ? WHERE uuid = ?').run(cents, uuid);
}

/** Keeps the language the account's mail is written in (each order sets it to its page's). */
export function setUserLang(db: DatabaseSync, uuid: string, lang: Locale): void {
  db.prepare('UPDATE users SET lang = ? WHERE uuid = ?').run(lang, uuid);
}

export function findUser(db: DatabaseSync, uuid: string): UserRow | undefined {
  const row = db.prepare('SELECT * FROM users WHERE uuid = ?').get(uuid);
  return row ? UserRow.parse(row) : undefined;
}

export function findUserByEmail(db: DatabaseSync, email: string): UserRow | undefined {
  const row = db.prepare('SELECT * FROM users WHERE email IS NOT NULL AND lower(email) = lower(?)').get(email);
  return row ? UserRow.parse(row) : undefined;
}

/** Every account, oldest first (demo accounts come before fixtures made later). */
export function listUsers(db: DatabaseSync, origin?: AccountOrigin): UserRow[] {
  const rows = origin
    ? db.prepare('SELECT * FROM users WHERE origin = ? ORDER BY rowid').all(origin)
    : db.prepare('SELECT * FROM users ORDER BY rowid').all();
  return rows.map((row) => UserRow.parse(row));
}

/** A user's services in the provider's order (oldest first). */
export function listServices(db: DatabaseSync, uuid: string): ServiceRow[] {
  return db.prepare('SELECT * FROM services WHERE user_uuid = ? ORDER BY id').all(uuid).map((row) => ServiceRow.parse(row));
}

export function findService(db: DatabaseSync, id: number): ServiceRow | undefined {
  const row = db.prepare('SELECT * FROM services WHERE id = ?').get(id);
  return row ? ServiceRow.parse(row) : undefined;
}

/** Sets the account's bound email and its state ("unbound" and "none" keep no address). */
export function setUserEmail(db: DatabaseSync, uuid: string, email: string | null, status: EmailStatus): void {
  db.prepare('UPDATE users SET email = ?, email_status = ? WHERE uuid = ?').run(email, status, uuid);
}

/** Closes an account for good (the control surface; ADR 0056). False when it was closed already. */
export function closeAccount(db: DatabaseSync, uuid: string, at: Date): boolean {
  return db.prepare('UPDATE users SET closed_at = ? WHERE uuid = ? AND closed_at IS NULL').run(iso(at), uuid).changes === 1;
}

/** A reset: the login link's version moves on, so every older login pair stops working. */
export function bumpUserLinkVersion(db: DatabaseSync, uuid: string): void {
  db.prepare('UPDATE users SET link_version = link_version + 1 WHERE uuid = ?').run(uuid);
}

/** A service reset: its management signature and subscription address change. */
export function bumpServiceLinkVersion(db: DatabaseSync, id: number): void {
  db.prepare('UPDATE services SET link_version = link_version + 1 WHERE id = ?').run(id);
}

/** Cancels a service's renewal for good (auto-renew off too); the caller checks it was not cancelled already. */
export function setRenewalCancelled(db: DatabaseSync, id: number, at: Date, reason: string | null): void {
  db.prepare('UPDATE services SET renewal_cancelled_at = ?, renewal_cancel_reason = ?, auto_renew = 0 WHERE id = ? AND renewal_cancelled_at IS NULL').run(iso(at), reason, id);
}

/** A suspension lifted: the service runs again (and reads Expired if its paid period is over). */
export function liftSuspension(db: DatabaseSync, id: number): void {
  db.prepare("UPDATE services SET status = 'Active' WHERE id = ? AND status = 'Blacklisted'").run(id);
}
