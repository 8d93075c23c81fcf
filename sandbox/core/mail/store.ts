/**
 * The local mailbox: mail the provider would send (login links, verification codes,
 * invites) is stored here instead, and read on the control surface.
 */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  kind: string;
  /** Headers beyond To and Subject (`List-Unsubscribe`, `List-Unsubscribe-Post` on marketing mail). */
  headers?: Readonly<Record<string, string>>;
}

const MailHeaders = z.record(z.string(), z.string());

const MailRow = z.object({
  id: z.number(),
  to_address: z.string(),
  subject: z.string(),
  body: z.string(),
  kind: z.string(),
  created_at: z.string(),
  headers: z.string(),
});

export interface StoredMail extends OutgoingMail {
  id: number;
  createdAt: string;
  headers: Readonly<Record<string, string>>;
}

export function sendMail(db: DatabaseSync, mail: OutgoingMail, now: Date): void {
  db.prepare('INSERT INTO mail (to_address, subject, body, kind, created_at, headers) VALUES (?, ?, ?, ?, ?, ?)').run(
    mail.to,
    mail.subject,
    mail.body,
    mail.kind,
    now.toISOString(),
    JSON.stringify(mail.headers ?? {}),
  );
}

/** Newest first (by the sandbox clock, then by arrival); `to` filters by recipient, case-insensitively. */
export function listMail(db: DatabaseSync, to?: string, limit = 200): StoredMail[] {
  const rows = to
    ? db.prepare('SELECT * FROM mail WHERE lower(to_address) = lower(?) ORDER BY created_at DESC, id DESC LIMIT ?').all(to, limit)
    : db.prepare('SELECT * FROM mail ORDER BY created_at DESC, id DESC LIMIT ?').all(limit);
  return rows.map((row) => {
    const mail = MailRow.parse(row);
    return { id: mail.id, to: mail.to_address, subject: mail.subject, body: mail.body, kind: mail.kind, createdAt: mail.created_at, headers: MailHeaders.parse(JSON.parse(mail.headers)) };
  });
}

export function countMail(db: DatabaseSync): number {
  const row = db.prepare('SELECT count(*) AS total FROM mail').get();
  return typeof row?.total === 'number' ? row.total : 0;
}
