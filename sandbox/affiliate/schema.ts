/**
 * The affiliate feature's tables (issue 25, schema version 13; `../shared/reference/affiliate.md`
 * §2.8). Facts only: a booked bill has no status column, its state is read from its entries
 * and the sandbox clock, so moving the clock back undoes a state. Every change of bonus and
 * quota is an appended entry; the bonus ledger cannot be updated or deleted.
 *
 * Two parts, one per side of the feature: the money (bindings, booked bills, the bonus
 * ledger, withdrawals) and the invites (codes retired, invites, the daily cap's attempts,
 * addresses that must not be invited, the free-trial quota).
 */
import { LOCALES } from '../../src/lib/core/i18n/locales.ts';

/** Who invited whom, booked bills, the bonus ledger and withdrawals. */
export const AFFILIATE_LEDGER_TABLES = `
-- A friend bound to an inviter, once and for ever, at the friend's first order.
CREATE TABLE IF NOT EXISTS aff_bindings (
  friend_uuid TEXT PRIMARY KEY REFERENCES users (uuid) ON DELETE CASCADE,
  inviter_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  -- The code the friend came with; NULL when the binding came from a mailed invite or gift.
  code TEXT,
  via TEXT NOT NULL CHECK (via IN ('email', 'gift', 'link', 'qrcode', 'code')),
  order_id INTEGER REFERENCES orders (id) ON DELETE SET NULL,
  invite_id INTEGER,
  bound_at TEXT NOT NULL,
  CHECK (friend_uuid <> inviter_uuid)
) STRICT;
CREATE INDEX IF NOT EXISTS aff_bindings_by_inviter ON aff_bindings (inviter_uuid, bound_at);
CREATE TRIGGER IF NOT EXISTS aff_bindings_never_change BEFORE UPDATE ON aff_bindings
BEGIN SELECT RAISE(ABORT, 'a binding is never changed'); END;

-- One booked bill per friend's paid invoice: the facts it was booked on.
CREATE TABLE IF NOT EXISTS aff_booked_bills (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  inviter_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  friend_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  invoice_id INTEGER NOT NULL UNIQUE REFERENCES invoices (id) ON DELETE CASCADE,
  -- Money that came from a payment method: subtotal - discount - balance credit (no fee).
  base_cents INTEGER NOT NULL CHECK (base_cents >= 0),
  rate_bp INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  paid_at TEXT NOT NULL,
  withdrawable_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS aff_booked_bills_by_inviter ON aff_booked_bills (inviter_uuid, paid_at);

CREATE TABLE IF NOT EXISTS aff_withdrawals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  destination TEXT NOT NULL CHECK (destination IN ('balance', 'paypal')),
  paypal_email TEXT,
  status TEXT NOT NULL CHECK (status IN ('completed', 'requested', 'paid', 'rejected', 'returned')),
  requested_at TEXT NOT NULL,
  settled_at TEXT,
  reason TEXT,
  reference TEXT,
  request_key TEXT NOT NULL,
  UNIQUE (user_uuid, request_key),
  CHECK ((paypal_email IS NOT NULL) = (destination = 'paypal'))
) STRICT;
CREATE INDEX IF NOT EXISTS aff_withdrawals_by_user ON aff_withdrawals (user_uuid, requested_at);

-- The bonus ledger. effective_at NULL: held, read as still to be confirmed.
CREATE TABLE IF NOT EXISTS aff_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  at TEXT NOT NULL,
  effective_at TEXT,
  amount_cents INTEGER NOT NULL CHECK (amount_cents <> 0),
  kind TEXT NOT NULL CHECK (kind IN ('booked', 'reduced', 'cancelled', 'held', 'released', 'withdrawn', 'withdrawal-returned')),
  booked_bill_id INTEGER REFERENCES aff_booked_bills (id),
  withdrawal_id INTEGER REFERENCES aff_withdrawals (id),
  note TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS aff_entries_by_user ON aff_entries (user_uuid, effective_at);
CREATE INDEX IF NOT EXISTS aff_entries_by_bill ON aff_entries (booked_bill_id);
CREATE TRIGGER IF NOT EXISTS aff_entries_append_only_update BEFORE UPDATE ON aff_entries
BEGIN SELECT RAISE(ABORT, 'the bonus ledger is append-only'); END;
CREATE TRIGGER IF NOT EXISTS aff_entries_append_only_delete BEFORE DELETE ON aff_entries
BEGIN SELECT RAISE(ABORT, 'the bonus ledger is append-only'); END;
`;

/**
 * The provider's messages gain the kind `affiliate` (bonus booked or cancelled, a withdrawal
 * settled). SQLite cannot change a CHECK in place: both message tables are copied into new
 * ones and the old dropped, texts first, so dropping `messages` has no texts to cascade to.
 */
const MESSAGE_LANGS = LOCALES.map((lang) => `'${lang}'`).join(', ');
export const AFFILIATE_MESSAGE_KIND = `
CREATE TABLE messages_v13 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('service', 'billing', 'notice', 'affiliate'))
) STRICT;
CREATE TABLE message_texts_v13 (
  message_id INTEGER NOT NULL REFERENCES messages_v13 (id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN (${MESSAGE_LANGS})),
  title TEXT NOT NULL CHECK (length(title) <= 200),
  body TEXT NOT NULL CHECK (length(body) <= 5000),
  PRIMARY KEY (message_id, lang)
) STRICT;
INSERT INTO messages_v13 (id, user_uuid, at, kind) SELECT id, user_uuid, at, kind FROM messages;
INSERT INTO message_texts_v13 (message_id, lang, title, body) SELECT message_id, lang, title, body FROM message_texts;
DROP TABLE message_texts;
DROP TABLE messages;
ALTER TABLE messages_v13 RENAME TO messages;
ALTER TABLE message_texts_v13 RENAME TO message_texts;
CREATE INDEX IF NOT EXISTS messages_by_user ON messages (user_uuid, at);
`;

/** Invite codes retired, mailed invites and gifts, the daily cap, suppressions, the gift quota. */
export const AFFILIATE_INVITE_TABLES = `
-- A code stops working the moment its owner asks for a new one; bound friends stay bound.
ALTER TABLE affiliate_codes ADD COLUMN retired_at TEXT;
ALTER TABLE affiliate_codes ADD COLUMN request_key TEXT;

CREATE TABLE IF NOT EXISTS aff_invites (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  inviter_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('email', 'gift')),
  -- Normalised for matching (lower-case, +tag dropped, gmail dots dropped); shown masked.
  email_norm TEXT NOT NULL,
  email_shown TEXT NOT NULL,
  lang TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  -- A gift's one-use token (its hash) and when it stops working; NULL for an email invite.
  gift_token_hash TEXT,
  gift_expires_at TEXT,
  claimed_at TEXT,
  claimed_by_uuid TEXT REFERENCES users (uuid) ON DELETE SET NULL,
  bounced_at TEXT,
  request_key TEXT NOT NULL,
  UNIQUE (inviter_uuid, request_key),
  CHECK ((kind = 'gift') = (gift_token_hash IS NOT NULL))
) STRICT;
CREATE INDEX IF NOT EXISTS aff_invites_by_inviter ON aff_invites (inviter_uuid, sent_at);
CREATE INDEX IF NOT EXISTS aff_invites_by_email ON aff_invites (email_norm, sent_at);

-- Every invite attempt that counts against the day's cap (sent, or refused as registered or invited).
CREATE TABLE IF NOT EXISTS aff_invite_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  inviter_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  at TEXT NOT NULL,
  outcome TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS aff_invite_attempts_by_inviter ON aff_invite_attempts (inviter_uuid, at);

-- Addresses never invited again: they opted out or bounced.
CREATE TABLE IF NOT EXISTS invite_suppressions (
  email_norm TEXT PRIMARY KEY,
  at TEXT NOT NULL,
  why TEXT NOT NULL CHECK (why IN ('unsubscribed', 'bounced'))
) STRICT;

-- Free-trial gifts left = the sum of these.
CREATE TABLE IF NOT EXISTS aff_quota_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_uuid TEXT NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  at TEXT NOT NULL,
  change INTEGER NOT NULL CHECK (change <> 0),
  reason TEXT NOT NULL CHECK (reason IN ('invite-friends', 'quota-returned', 'friend-first-renewal', 'renewal-increase', 'admin-operation')),
  invite_id INTEGER REFERENCES aff_invites (id),
  note TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS aff_quota_entries_by_user ON aff_quota_entries (user_uuid, at);
`;

export const AFFILIATE_TABLES = AFFILIATE_LEDGER_TABLES + AFFILIATE_MESSAGE_KIND + AFFILIATE_INVITE_TABLES;
