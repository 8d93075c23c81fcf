/** The login mail's cooldown, per address (schema version 9: `login_mail_requests`). */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';

/** How long an address waits between two login mails. */
export const LOGIN_MAIL_COOLDOWN_SECONDS = 60;

const addressKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * Seconds this address still has to wait, or 0; when 0, the request is recorded now.
 * Known and unknown addresses are treated alike, so a second request never tells them apart.
 */
export function claimLoginMail(db: DatabaseSync, email: string, now: Date): number {
  const key = addressKey(email);
  const row = z.optional(z.object({ requested_at: z.string() })).parse(db.prepare('SELECT requested_at FROM login_mail_requests WHERE email_sha256 = ?').get(key));
  if (row) {
    const waited = (now.getTime() - new Date(row.requested_at).getTime()) / 1000;
    if (waited >= 0 && waited < LOGIN_MAIL_COOLDOWN_SECONDS) return Math.ceil(LOGIN_MAIL_COOLDOWN_SECONDS - waited);
  }
  db.prepare('INSERT INTO login_mail_requests (email_sha256, requested_at) VALUES (?, ?) ON CONFLICT (email_sha256) DO UPDATE SET requested_at = excluded.requested_at').run(key, now.toISOString());
  return 0;
}
