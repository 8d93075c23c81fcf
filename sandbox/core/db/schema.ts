/**
 * The sandbox's storage: one SQLite file. Tables are created when missing; `meta`
 * holds the schema version and the clock offset. Each area adds its tables as a step
 * in MIGRATIONS and bumps SCHEMA_VERSION (version 2: buying and paying; 3: support requests; 4: the account's language;
 * 5: the service page: email codes, reset tokens, subscription fetches, add-on packs; 6: the
 * account page and bills: cancelled renewals, payers frozen on their bills, provider
 * messages, account-level email codes; 7: the help desk's uploads and a request's custom fields;
 * 8: help-desk articles an agent published beside the seeded ones; 9: the login mail's cooldown per address;
 * 10: migrations to the other platform, marketing consent and mail headers; 11: attribution:
 * fingerprints, ad reports, affiliate codes and the code on an order; 12: what each human-check
 * token was spent on, and from which caller; 13: the affiliate feature, in ../../affiliate/schema.ts;
 * 14: when the provider closed an account, ADR 0056; 15: resellers and the services sold
 * through them, in ../../reseller/schema.ts, ADR 0054; 16: the provider's subscription-address
 * articles, in ../../subscription/articles.ts, ADR 0055; 17: the account's region, which
 * decides who is offered Alipay, WeChat Pay and Alipay HK).
 *
 * Conventions, so later tables fit: ids the provider shows are INTEGER (services,
 * invoices, orders), user ids and payment ids are opaque TEXT; timestamps are ISO-8601
 * UTC TEXT (they sort as text); money is never REAL: integer cents in `*_cents`
 * columns (what is summed: invoices, balances, payments) or a decimal TEXT amount
 * ("12.90", services' list price) plus a currency code; booleans are INTEGER 0/1.
 */
import { mkdirSync } from 'node:fs';
import { THROTTLED_SPEED_MBPS } from '../../service/rules.ts';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { rebuildStaleTables } from './stale-tables.ts';
import { BILLING_CYCLES, CLIENT_PLATFORMS, EMAIL_STATUSES, INVOICE_STATUSES, PAYMENT_METHODS, SERVICE_STATUSES } from '../../../src/lib/core/contract/index.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../../src/lib/core/i18n/locales.ts';
import { AFFILIATE_TABLES } from '../../affiliate/schema.ts';
import { RESELLER_TABLES } from '../../reseller/schema.ts';
import { ACCOUNT_REGIONS } from '../../payment/regions.ts';
import { SUBSCRIPTION_ARTICLE_TABLES } from '../../subscription/articles.ts';

export const SCHEMA_VERSION = 17;

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

const VERSION_1 = `
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;

CREATE TABLE IF NOT EXISTS users (
  uuid TEXT PRIMARY KEY,
  -- Who made the account: the demo seed, the fixture API, or a sign-up through the API.
  origin TEXT NOT NULL CHECK (origin IN ('demo', 'fixture', 'signup')),
  -- A stable name for demo and fixture accounts ("active-verified"); NULL for sign-ups.
  label TEXT,
  -- Part of the login link signature: a reset increments it and old links stop working.
  link_version INTEGER NOT NULL DEFAULT 1 CHECK (link_version >= 1),
  email TEXT,
  email_status TEXT NOT NULL CHECK (email_status IN (${list(EMAIL_STATUSES)})),
  created_at TEXT NOT NULL,
  -- An email is present exactly when one is bound (unverified or verified).
  CHECK ((email IS NOT NULL) = (email_status IN ('unverified', 'verified')))
) STRICT;
-- One account per bound email: login by email must find exactly one account.
CREATE UNIQUE INDEX IF NOT EXISTS users_email ON users (lower(email)) WHERE email IS NOT NULL;

CREATE TABLE IF NOT EXISTS services (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The billing relation id invoices refer to (the invoice list filters by it).
  relid INTEGER NOT NULL UNIQUE,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  -- Stored status; an Active service past expires_at reads as Expired (derived on read).
  status TEXT NOT NULL CHECK (status IN (${list(SERVICE_STATUSES)})),
  -- When the service was first delivered (paid); NULL means ordered but never paid.
  delivered_at TEXT,
  cycle TEXT NOT NULL CHECK (cycle IN (${list(BILLING_CYCLES)})),
  product_name TEXT NOT NULL,
  price_amount TEXT NOT NULL,
  price_currency TEXT NOT NULL CHECK (length(price_currency) = 3),
  registered_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  auto_renew INTEGER NOT NULL CHECK (auto_renew IN (0, 1)),
  used_bytes INTEGER NOT NULL DEFAULT 0 CHECK (used_bytes >= 0),
  -- Next fair-use reset; usage rolls over on read when the clock passes it.
  reset_at TEXT NOT NULL,
  -- The speed cap applied once usage passes the fair-use allowance.
  speed_limit_mbps INTEGER NOT NULL DEFAULT ${THROTTLED_SPEED_MBPS} CHECK (speed_limit_mbps > 0),
  device_limit INTEGER NOT NULL CHECK (device_limit > 0),
  seed TEXT NOT NULL,
  token TEXT NOT NULL,
  is_new INTEGER NOT NULL CHECK (is_new IN (0, 1)),
  -- Part of the service link signatures: a service reset increments it.
  link_version INTEGER NOT NULL DEFAULT 1 CHECK (link_version >= 1),
  CHECK (delivered_at IS NOT NULL OR status = 'Pending')
) STRICT;
CREATE INDEX IF NOT EXISTS services_by_user ON services (user_uuid, id);

CREATE TABLE IF NOT EXISTS verification_challenges (
  id TEXT PRIMARY KEY,
  salt TEXT NOT NULL,
  difficulty INTEGER NOT NULL CHECK (difficulty BETWEEN 0 AND 32),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  -- Set once when answered: a challenge is good for one answer only.
  used_at TEXT,
  token TEXT UNIQUE
) STRICT;

CREATE TABLE IF NOT EXISTS app_versions (
  client TEXT PRIMARY KEY CHECK (client IN (${list(CLIENT_PLATFORMS)})),
  version TEXT NOT NULL,
  released_at TEXT NOT NULL,
  -- Path on the sandbox's own origin; the answer makes it absolute.
  download_path TEXT NOT NULL,
  minimum_os TEXT NOT NULL
) STRICT;

CREATE TABLE IF NOT EXISTS mail (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  -- What the mail is for ("login-link", later "email-verification", "invite"…).
  kind TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS mail_by_recipient ON mail (to_address, created_at);
`;

/** Buying and paying: catalogue, promotions, orders, invoices, payments, balance, cards. */
const VERSION_2 = `
-- Account balance (credit) and, for tests, the payment methods this account is offered.
ALTER TABLE users ADD COLUMN balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0);
-- JSON array of payment method ids; NULL offers every method.
ALTER TABLE users ADD COLUMN payment_methods TEXT;
-- The product a service was bought as (renewals must match it).
ALTER TABLE services ADD COLUMN pid INTEGER NOT NULL DEFAULT 1;

CREATE TABLE IF NOT EXISTS products (
  pid INTEGER PRIMARY KEY,
  gid INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  device_limit INTEGER NOT NULL CHECK (device_limit > 0),
  sort INTEGER NOT NULL
) STRICT;

CREATE TABLE IF NOT EXISTS product_prices (
  pid INTEGER NOT NULL REFERENCES products (pid),
  cycle TEXT NOT NULL CHECK (cycle IN (${list(BILLING_CYCLES)})),
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  PRIMARY KEY (pid, cycle)
) STRICT;

CREATE TABLE IF NOT EXISTS promotions (
  -- Stored upper-case; codes are matched case-insensitively.
  code TEXT PRIMARY KEY CHECK (code = upper(code)),
  type TEXT NOT NULL CHECK (type IN ('percent', 'fixed')),
  -- A percentage ("15") or an amount off ("2.00"), as decimal text.
  value TEXT NOT NULL,
  -- JSON arrays; empty means every standard cycle / every product.
  cycles TEXT NOT NULL,
  pids TEXT NOT NULL,
  expires_at TEXT
) STRICT;

CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  service_id INTEGER NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  pid INTEGER NOT NULL,
  cycle TEXT NOT NULL CHECK (cycle IN (${list(BILLING_CYCLES)})),
  is_renewal INTEGER NOT NULL CHECK (is_renewal IN (0, 1)),
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE IF NOT EXISTS invoices (
  id INTEGER PRIMARY KEY,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  service_id INTEGER NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  -- NULL for invoices a fixture or the seed made.
  order_id INTEGER REFERENCES orders (id) ON DELETE CASCADE,
  -- Stored status; an unpaid new-order invoice past 24 hours reads Cancelled (timeout) on read.
  status TEXT NOT NULL CHECK (status IN (${list(INVOICE_STATUSES)})),
  cancel_reason TEXT CHECK (cancel_reason IN ('timeout', 'cancelled')),
  is_renewal INTEGER NOT NULL CHECK (is_renewal IN (0, 1)),
  pid INTEGER NOT NULL,
  cycle TEXT NOT NULL CHECK (cycle IN (${list(BILLING_CYCLES)})),
  description TEXT NOT NULL,
  period_start TEXT NOT NULL,
  period_end TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  subtotal_cents INTEGER NOT NULL CHECK (subtotal_cents >= 0),
  discount_cents INTEGER NOT NULL CHECK (discount_cents >= 0 AND discount_cents <= subtotal_cents),
  -- The payment method's service fee on what is left after discount and credit.
  fee_cents INTEGER NOT NULL CHECK (fee_cents >= 0),
  -- Account balance already applied.
  credit_cents INTEGER NOT NULL CHECK (credit_cents >= 0 AND credit_cents <= subtotal_cents - discount_cents),
  -- The coupon that was applied (it counts as used once the invoice is paid).
  promocode TEXT,
  payment_method TEXT NOT NULL CHECK (payment_method IN (${list(PAYMENT_METHODS)})),
  created_at TEXT NOT NULL,
  due_at TEXT NOT NULL,
  paid_at TEXT,
  CHECK ((paid_at IS NOT NULL) = (status IN ('Paid', 'Refunded'))),
  CHECK ((cancel_reason IS NOT NULL) = (status = 'Cancelled'))
) STRICT;
CREATE INDEX IF NOT EXISTS invoices_by_user ON invoices (user_uuid, id);
CREATE INDEX IF NOT EXISTS invoices_by_service ON invoices (service_id, id);

CREATE TABLE IF NOT EXISTS transactions (
  id TEXT PRIMARY KEY,
  invoice_id INTEGER NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('buy', 'refund')),
  method TEXT NOT NULL CHECK (method IN (${list(PAYMENT_METHODS)})),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0)
) STRICT;
CREATE INDEX IF NOT EXISTS transactions_by_invoice ON transactions (invoice_id, at);

-- One attempt to take the money for an invoice (a QR code, a redirect, a card intent, a USDT address).
CREATE TABLE IF NOT EXISTS payments (
  id TEXT PRIMARY KEY,
  invoice_id INTEGER NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  method TEXT NOT NULL CHECK (method IN (${list(PAYMENT_METHODS)})),
  -- Stored state; a pending payment past expires_at reads expired (derived on read).
  state TEXT NOT NULL CHECK (state IN ('pending', 'paid', 'declined', 'expired')),
  -- UnionPay's first PUT leaves it awaiting-qr until the second PUT asks for the code.
  stage TEXT NOT NULL CHECK (stage IN ('ready', 'awaiting-qr')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  created_at TEXT NOT NULL,
  expires_at TEXT,
  settled_at TEXT,
  -- A saved card chosen for this payment.
  pm_id TEXT,
  usdt_address TEXT,
  usdt_amount_cents INTEGER,
  confirmations INTEGER NOT NULL DEFAULT 0 CHECK (confirmations >= 0),
  txid TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS payments_by_invoice ON payments (invoice_id, created_at);

CREATE TABLE IF NOT EXISTS balance_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  at TEXT NOT NULL,
  -- Signed: money in is positive, money spent negative.
  amount_cents INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('pay-bill', 'withdraw-credit', 'top-up', 'refund')),
  invoice_id INTEGER REFERENCES invoices (id) ON DELETE SET NULL
) STRICT;
CREATE INDEX IF NOT EXISTS balance_entries_by_user ON balance_entries (user_uuid, at);

CREATE TABLE IF NOT EXISTS saved_cards (
  pm_id TEXT PRIMARY KEY,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL CHECK (length(last4) = 4),
  exp_month INTEGER NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year INTEGER NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS saved_cards_by_user ON saved_cards (user_uuid, created_at);

-- Card set-ups (adding a card): the client secret names one, confirmed once.
CREATE TABLE IF NOT EXISTS card_setups (
  id TEXT PRIMARY KEY,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  used_at TEXT
) STRICT;

-- The first answer to a money-moving call, by endpoint and the caller's request key.
CREATE TABLE IF NOT EXISTS request_keys (
  endpoint TEXT NOT NULL,
  key TEXT NOT NULL,
  -- Hash of the rest of the request: the same key with another request is refused.
  fingerprint TEXT NOT NULL,
  status INTEGER NOT NULL,
  answer TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (endpoint, key)
) STRICT;

-- Retain offers sent, one per mailbox.
CREATE TABLE IF NOT EXISTS retain_offers (
  email TEXT PRIMARY KEY CHECK (email = lower(email)),
  offer TEXT NOT NULL CHECK (offer IN ('free-trial', 'discount-trial')),
  sent_at TEXT NOT NULL
) STRICT;
`;

/** Support requests (tickets) sent from the site. */
const VERSION_3 = `
CREATE TABLE IF NOT EXISTS support_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  -- JSON array of issue categories (contract: SUPPORT_ISSUES).
  issues TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
`;

/**
 * The language the account's mail is written in: the page language of its last order
 * (or of its creation); accounts from before it was kept read the default.
 */
const VERSION_4 = `
ALTER TABLE users ADD COLUMN lang TEXT NOT NULL DEFAULT '${DEFAULT_LOCALE}' CHECK (lang IN (${list(LOCALES)}));
`;

/**
 * The service page (issue 10): email binding codes, reset confirmations, the devices
 * that fetched a subscription, and add-on packs.
 */
const VERSION_5 = `
-- One row per verification code sent. The account's pending change is its newest row that
-- is neither verified nor closed; the per-address cooldown reads sent_at across accounts.
CREATE TABLE IF NOT EXISTS email_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  -- The service whose keys asked for it (the code's signature names it).
  service_id INTEGER NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  code TEXT NOT NULL CHECK (length(code) = 6),
  -- Whole seconds (the timestamp the mailed link and the signature carry).
  sent_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  wrong_tries INTEGER NOT NULL DEFAULT 0 CHECK (wrong_tries >= 0),
  verified_at TEXT,
  -- Revoked, or replaced by a newer code: it can no longer verify.
  closed_at TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS email_codes_by_user ON email_codes (user_uuid, id);
CREATE INDEX IF NOT EXISTS email_codes_by_address ON email_codes (lower(email), sent_at);

-- A reset preview's confirmation: single use, short-lived.
CREATE TABLE IF NOT EXISTS reset_tokens (
  token TEXT PRIMARY KEY,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  -- NULL: an account reset (the login link only).
  service_id INTEGER REFERENCES services (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
) STRICT;

-- Who fetched a subscription: one row per device (a hash of client and address, or a
-- device id), with its latest fetch. Devices in use are those of the last 24 hours.
CREATE TABLE IF NOT EXISTS subscription_fetches (
  service_id INTEGER NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  device_key TEXT NOT NULL,
  client TEXT NOT NULL,
  first_at TEXT NOT NULL,
  last_at TEXT NOT NULL,
  PRIMARY KEY (service_id, device_key)
) STRICT;

-- Add-on packs bought on top of a plan: more data (bytes) or more devices.
CREATE TABLE IF NOT EXISTS service_addons (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  service_id INTEGER NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('traffic', 'devices')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  created_at TEXT NOT NULL,
  -- NULL: lasts while the service runs.
  expires_at TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS service_addons_by_service ON service_addons (service_id, id);
`;

/**
 * The account page and the bills (issue 11, docs/decisions/0025): a service's renewal
 * cancelled for good, the payer's email as it was when a bill was issued, when a bill
 * was cancelled, the provider's messages in each language, and email codes asked for by
 * the account itself (no service: `email_codes.service_id` becomes nullable, which in
 * SQLite means rebuilding the table).
 */
const VERSION_6 = `
-- Set once by renewal/cancel: no renewal bill is issued again; the service stops at expires_at.
ALTER TABLE services ADD COLUMN renewal_cancelled_at TEXT;
-- The person's own words, optional (at most 500 characters), stored as text.
ALTER TABLE services ADD COLUMN renewal_cancel_reason TEXT CHECK (renewal_cancel_reason IS NULL OR length(renewal_cancel_reason) <= 500);

-- The payer as the bill names it, frozen when it was issued (a later change of email does not rewrite it).
ALTER TABLE invoices ADD COLUMN payer_email TEXT;
UPDATE invoices SET payer_email = (SELECT email FROM users WHERE users.uuid = invoices.user_uuid);
-- When a bill was cancelled on purpose (renewal/cancel): the cancellation a repeat answers.
ALTER TABLE invoices ADD COLUMN cancelled_at TEXT;

CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('service', 'billing', 'notice'))
) STRICT;
CREATE INDEX IF NOT EXISTS messages_by_user ON messages (user_uuid, at);

-- A message's title and body in each language it was written in (plain text).
CREATE TABLE IF NOT EXISTS message_texts (
  message_id INTEGER NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN (${list(LOCALES)})),
  title TEXT NOT NULL CHECK (length(title) <= 200),
  body TEXT NOT NULL CHECK (length(body) <= 5000),
  PRIMARY KEY (message_id, lang)
) STRICT;

-- email_codes.service_id NULL: the code was asked for by the account (au/email/bind).
CREATE TABLE email_codes_v6 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  -- The service whose keys asked for it (the code's signature names it); NULL: the account's own call.
  service_id INTEGER REFERENCES services (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  code TEXT NOT NULL CHECK (length(code) = 6),
  sent_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  wrong_tries INTEGER NOT NULL DEFAULT 0 CHECK (wrong_tries >= 0),
  verified_at TEXT,
  closed_at TEXT
) STRICT;
INSERT INTO email_codes_v6 SELECT id, user_uuid, service_id, email, code, sent_at, expires_at, wrong_tries, verified_at, closed_at FROM email_codes;
DROP TABLE email_codes;
ALTER TABLE email_codes_v6 RENAME TO email_codes;
CREATE INDEX IF NOT EXISTS email_codes_by_user ON email_codes (user_uuid, id);
CREATE INDEX IF NOT EXISTS email_codes_by_address ON email_codes (lower(email), sent_at);
`;

/**
 * The help desk's uploads (Zendesk's `uploads.json`, features-2.md §2.6): a token stands for
 * one or more files until a request takes it (request_id) or it is deleted or expires;
 * and a request's custom fields (Zendesk's `custom_fields`, JSON) and the language of its
 * receipt.
 */
const VERSION_7 = `
ALTER TABLE support_requests ADD COLUMN custom_fields TEXT NOT NULL DEFAULT '[]';
ALTER TABLE support_requests ADD COLUMN lang TEXT CHECK (lang IS NULL OR lang IN (${list(LOCALES)}));
CREATE TABLE IF NOT EXISTS uploads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token TEXT NOT NULL,
  file_name TEXT NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size >= 0),
  content BLOB NOT NULL,
  created_at TEXT NOT NULL,
  request_id INTEGER REFERENCES support_requests (id) ON DELETE CASCADE
) STRICT;
CREATE INDEX IF NOT EXISTS uploads_by_token ON uploads (token);
CREATE INDEX IF NOT EXISTS uploads_by_request ON uploads (request_id);
`;

const VERSION_8 = `
-- Articles an agent published on the help desk (the control surface), beside the seeded tree:
-- one row per article and language, in Zendesk's terms (HTML body as the editor stored it).
CREATE TABLE IF NOT EXISTS help_articles_published (
  id INTEGER NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('zh-tw', 'zh-cn', 'en-us')),
  section_id INTEGER NOT NULL,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 255),
  body TEXT NOT NULL CHECK (length(body) <= 100000),
  published_at TEXT NOT NULL,
  PRIMARY KEY (id, locale)
) STRICT;
`;

const VERSION_9 = `
-- Login by email (au/latestinfo): when each address last asked for its login link, known
-- to the provider or not, so the cooldown applies to every address alike (ADR 0032). The
-- address is kept only as a SHA-256 of its lower-case form: unknown addresses are not stored.
CREATE TABLE IF NOT EXISTS login_mail_requests (
  email_sha256 TEXT PRIMARY KEY,
  requested_at TEXT NOT NULL
) STRICT;
`;

/**
 * Issue 13, migration and unsubscribe (ADR 0035). Migrations to the other platform: the
 * password only as a salted scrypt hash (`scrypt$N$r$p$salt$hash`, base64url), never in
 * clear; the state as last settled by the clock or the control surface. Addresses that
 * have an account on the other platform (seeded, added on the control surface, or there
 * because a migration finished). Marketing consent per account: an opaque subscriber id,
 * the version its unsubscribe token is signed with (a new one after subscribing again).
 * Mail headers (`List-Unsubscribe`…) as a JSON object.
 */
const VERSION_10 = `
CREATE TABLE IF NOT EXISTS migrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  email TEXT NOT NULL,
  password_hash TEXT NOT NULL CHECK (password_hash LIKE 'scrypt$%'),
  state TEXT NOT NULL CHECK (state IN ('queued', 'copying', 'done', 'failed')),
  failure TEXT CHECK (failure IS NULL OR failure IN ('email-taken', 'target-unavailable')),
  lang TEXT NOT NULL CHECK (lang IN (${list(LOCALES)})),
  started_at TEXT NOT NULL,
  -- When the stored state began (the clock counts the next step from here; rules/migration.ts).
  state_since TEXT NOT NULL,
  finished_at TEXT,
  CHECK ((state = 'failed') = (failure IS NOT NULL))
) STRICT;
CREATE INDEX IF NOT EXISTS migrations_by_user ON migrations (user_uuid, id);
CREATE TABLE IF NOT EXISTS drt_accounts (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  origin TEXT NOT NULL CHECK (origin IN ('seed', 'control', 'migration')),
  created_at TEXT NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS marketing_consent (
  user_uuid TEXT PRIMARY KEY REFERENCES users (uuid) ON DELETE CASCADE,
  subscriber_id TEXT NOT NULL UNIQUE CHECK (length(subscriber_id) = 16),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  subscribed INTEGER NOT NULL DEFAULT 1 CHECK (subscribed IN (0, 1)),
  changed_at TEXT NOT NULL,
  -- How the last change arrived: the page's button, a mail client's one-click POST, or the start.
  changed_by TEXT NOT NULL CHECK (changed_by IN ('start', 'page', 'one-click'))
) STRICT;
-- One address that already has an account on the other platform, so a person can see the refusal.
INSERT OR IGNORE INTO drt_accounts (email, origin, created_at) VALUES ('already.there@example.net', 'seed', '2026-01-01T00:00:00.000Z');
ALTER TABLE mail ADD COLUMN headers TEXT NOT NULL DEFAULT '{}';
`;

/**
 * Attribution (issue 13, ADR 0037): ad clicks tied to a fingerprint (`fingerprint/upload`),
 * an account's ad reports (`au/ads`, the whole report as JSON beside its main fields), the
 * affiliate codes the provider knows (`promo/check`), and the affiliate code an order came with.
 */
const VERSION_11 = `
CREATE TABLE IF NOT EXISTS fingerprints (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  platform TEXT NOT NULL CHECK (length(platform) BETWEEN 1 AND 64),
  adid TEXT NOT NULL CHECK (length(adid) BETWEEN 1 AND 256),
  fingerprint TEXT NOT NULL CHECK (length(fingerprint) BETWEEN 8 AND 128),
  created_at TEXT NOT NULL,
  UNIQUE (platform, adid, fingerprint)
) STRICT;
CREATE TABLE IF NOT EXISTS ad_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  event TEXT NOT NULL CHECK (event IN ('account', 'order')),
  fingerprint TEXT NOT NULL,
  platform TEXT,
  auadid TEXT,
  aff TEXT,
  report TEXT NOT NULL CHECK (length(report) <= 20000),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS ad_reports_by_user ON ad_reports (user_uuid, id);
CREATE TABLE IF NOT EXISTS affiliate_codes (
  code TEXT PRIMARY KEY,
  -- The inviting account, when it is one of this sandbox's; NULL: an inviter the seed made up.
  user_uuid TEXT REFERENCES users (uuid) ON DELETE CASCADE,
  created_at TEXT NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS order_affiliates (
  order_id INTEGER PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  aff TEXT NOT NULL,
  -- Whether the provider knew the code when the order was placed.
  known INTEGER NOT NULL CHECK (known IN (0, 1))
) STRICT;
`;

/**
 * The human check's tokens spent (ADR 0044): one row per call a token was taken for, an
 * account it created (`account`) or any other (`call`), with the caller it came from (its
 * address; in a test sandbox the address and the test's scope), so a token makes one
 * account and a bounded number of calls, and an address a bounded number of accounts an hour.
 */
const VERSION_12 = `
CREATE TABLE IF NOT EXISTS human_token_spends (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('account', 'call')),
  caller TEXT NOT NULL CHECK (length(caller) BETWEEN 1 AND 200),
  spent_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS human_token_spends_by_token ON human_token_spends (token);
CREATE INDEX IF NOT EXISTS human_token_spends_by_caller ON human_token_spends (kind, caller, spent_at);
`;

/**
/**
 * A closed account (issue 27 item 6, spec §8 "account closed", ADR 0056): from `closed_at`
 * on, every call made with its login, its services' keys or for its bills is refused.
 */
const VERSION_14 = `
ALTER TABLE users ADD COLUMN closed_at TEXT;
`;

/**
 * The account's region (sandbox/payment/methods.ts): Alipay, WeChat Pay and Alipay HK are
 * offered by it (spec section 9, "only for some users"). Accounts made before it existed
 * are Hong Kong's, the provider's home market, which is offered every method as before.
 */
const ACCOUNT_REGION = `
ALTER TABLE users ADD COLUMN region TEXT NOT NULL DEFAULT 'HK' CHECK (region IN (${list(ACCOUNT_REGIONS)}));
`;

/** MIGRATIONS[n] brings a database from version n to n + 1. */
export const MIGRATIONS: readonly string[] = [VERSION_1, VERSION_2, VERSION_3, VERSION_4, VERSION_5, VERSION_6, VERSION_7, VERSION_8, VERSION_9, VERSION_10, VERSION_11, VERSION_12, AFFILIATE_TABLES, VERSION_14, RESELLER_TABLES, SUBSCRIPTION_ARTICLE_TABLES, ACCOUNT_REGION];

export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 2000;');
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL;');
  migrate(db);
  return db;
}

const META_TABLE = 'CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;';

let todays: DatabaseSync | undefined;

/**
 * An empty database in memory with today's tables: what every stored one is compared with.
 * Made once per process (the migrations do not change while it runs) and only read.
 */
export function freshDatabase(): DatabaseSync {
  if (!todays) {
    todays = new DatabaseSync(':memory:');
    todays.exec(META_TABLE);
    for (const step of MIGRATIONS) todays.exec(step);
  }
  return todays;
}

export function migrate(db: DatabaseSync): void {
  db.exec(META_TABLE);
  const current = Number(readMeta(db, 'schema_version') ?? '0');
  if (!Number.isInteger(current) || current > SCHEMA_VERSION) {
    throw new Error(`database schema version ${readMeta(db, 'schema_version')} is newer than this sandbox (${SCHEMA_VERSION}); use a fresh SANDBOX_DB`);
  }
  for (let version = current; version < SCHEMA_VERSION; version++) {
    withTransaction(db, () => {
      db.exec(MIGRATIONS[version] ?? '');
      writeMeta(db, 'schema_version', String(version + 1));
    });
  }
  // A table made before one of its CHECK lists grew (a new payment method) is made again.
  const rebuilt = rebuildStaleTables(db, freshDatabase());
  if (rebuilt.length > 0) console.log(`sandbox: tables made again with today's rules, their rows kept: ${rebuilt.join(', ')}`);
}

export function readMeta(db: DatabaseSync, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key);
  const value = row?.value;
  return typeof value === 'string' ? value : null;
}

export function writeMeta(db: DatabaseSync, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}

/**
 * Runs `work` in one transaction; any throw rolls everything back and is rethrown.
 * Inside an open transaction it simply runs, so operations compose (the demo seed
 * stores several accounts as one unit).
 */
export function withTransaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
