/** Support requests (tickets) the site sends; the help desk's inbox, stood in for locally. */
import type { DatabaseSync } from 'node:sqlite';
import type { SupportIssue } from '../../src/lib/contract/index.ts';

export interface NewSupportRequest {
  email: string;
  subject: string;
  body: string;
  issues: readonly SupportIssue[];
}

/** Stores the request; returns its number. */
export function insertSupportRequest(db: DatabaseSync, request: NewSupportRequest, now: Date): number {
  const result = db
    .prepare('INSERT INTO support_requests (email, subject, body, issues, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(request.email, request.subject, request.body, JSON.stringify(request.issues), now.toISOString());
  return Number(result.lastInsertRowid);
}
