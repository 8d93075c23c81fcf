/** Retain offers sent (one per mailbox, whatever the offer). */
import type { DatabaseSync } from 'node:sqlite';

/** Records the offer; false when this mailbox already got one. */
export function recordRetainOffer(db: DatabaseSync, email: string, offer: 'free-trial' | 'discount-trial', now: Date): boolean {
  return (
    db.prepare('INSERT INTO retain_offers (email, offer, sent_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING').run(email.trim().toLowerCase(), offer, now.toISOString())
      .changes === 1
  );
}
