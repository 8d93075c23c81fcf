/**
 * The help desk's inbox, stood in for locally: requests (tickets) the site sends, with
 * their custom fields, and the files uploaded for them (Zendesk's uploads: a token that
 * a request takes, valid 60 minutes until then).
 */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { CustomFieldValue, type SupportIssue } from '../../src/lib/core/contract/index.ts';
import type { Locale } from '../../src/lib/core/i18n/locales.ts';

/** How long an upload's token may wait for its request (Zendesk: 60 minutes). */
export const UPLOAD_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface NewSupportRequest {
  email: string;
  subject: string;
  body: string;
  issues: readonly SupportIssue[];
  customFields: readonly CustomFieldValue[];
  lang: Locale | null;
}

/** Stores the request; returns its number. */
export function insertSupportRequest(db: DatabaseSync, request: NewSupportRequest, now: Date): number {
  const result = db
    .prepare('INSERT INTO support_requests (email, subject, body, issues, custom_fields, lang, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(request.email, request.subject, request.body, JSON.stringify(request.issues), JSON.stringify(request.customFields), request.lang, now.toISOString());
  return Number(result.lastInsertRowid);
}

/** When the requests from `email` (case-insensitive) taken since `since` were taken. */
export function requestTimesSince(db: DatabaseSync, email: string, since: Date): Date[] {
  return db
    .prepare('SELECT created_at FROM support_requests WHERE lower(email) = lower(?) AND created_at > ? ORDER BY id')
    .all(email, since.toISOString())
    .map((row) => new Date(z.object({ created_at: z.string() }).parse(row).created_at));
}

export interface UploadRow {
  id: number;
  token: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: string;
  request_id: number | null;
}

const UploadRowSchema = z.object({
  id: z.number(),
  token: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number(),
  created_at: z.string(),
  request_id: z.nullable(z.number()),
});

const COLUMNS = 'id, token, file_name, content_type, size, created_at, request_id';

/** Stores one file under `token`; returns its row. */
export function insertUpload(db: DatabaseSync, upload: { token: string; fileName: string; contentType: string; content: Uint8Array }, now: Date): UploadRow {
  const result = db
    .prepare('INSERT INTO uploads (token, file_name, content_type, size, content, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(upload.token, upload.fileName, upload.contentType, upload.content.byteLength, upload.content, now.toISOString());
  return UploadRowSchema.parse(db.prepare(`SELECT ${COLUMNS} FROM uploads WHERE id = ?`).get(Number(result.lastInsertRowid)));
}

/** The files a token stands for that no request has taken yet and that have not expired. */
export function openUploads(db: DatabaseSync, token: string, now: Date): UploadRow[] {
  const since = new Date(now.getTime() - UPLOAD_TOKEN_TTL_MS).toISOString();
  return db
    .prepare(`SELECT ${COLUMNS} FROM uploads WHERE token = ? AND request_id IS NULL AND created_at >= ? ORDER BY id`)
    .all(token, since)
    .map((row) => UploadRowSchema.parse(row));
}

/** One open file of a token, with its bytes (for its `content_url`), or null when it is spent, expired or removed. */
export function openUploadContent(db: DatabaseSync, token: string, id: number, now: Date): { row: UploadRow; content: Uint8Array } | null {
  const row = openUploads(db, token, now).find((each) => each.id === id);
  if (!row) return null;
  const stored = z.object({ content: z.instanceof(Uint8Array) }).safeParse(db.prepare('SELECT content FROM uploads WHERE id = ?').get(id));
  return stored.success ? { row, content: stored.data.content } : null;
}

/** Removes a token's open files; returns how many went. */
export function deleteUploads(db: DatabaseSync, token: string): number {
  return Number(db.prepare('DELETE FROM uploads WHERE token = ? AND request_id IS NULL').run(token).changes);
}

/** Gives a request the files of its tokens. */
export function attachUploads(db: DatabaseSync, requestId: number, ids: readonly number[]): void {
  const statement = db.prepare('UPDATE uploads SET request_id = ? WHERE id = ? AND request_id IS NULL');
  for (const id of ids) statement.run(requestId, id);
}

export interface StoredSupportRequest {
  id: number;
  email: string;
  subject: string;
  body: string;
  issues: string[];
  customFields: CustomFieldValue[];
  lang: string | null;
  createdAt: string;
  attachments: { fileName: string; contentType: string; size: number }[];
}

const RequestRow = z.object({
  id: z.number(),
  email: z.string(),
  subject: z.string(),
  body: z.string(),
  issues: z.string(),
  custom_fields: z.string(),
  lang: z.nullable(z.string()),
  created_at: z.string(),
});

/** The requests from `email` (case-insensitive), newest first, with their files. */
export function listSupportRequests(db: DatabaseSync, email?: string): StoredSupportRequest[] {
  const rows = email
    ? db.prepare('SELECT * FROM support_requests WHERE lower(email) = lower(?) ORDER BY id DESC LIMIT 200').all(email)
    : db.prepare('SELECT * FROM support_requests ORDER BY id DESC LIMIT 200').all();
  const files = db.prepare('SELECT file_name, content_type, size FROM uploads WHERE request_id = ? ORDER BY id');
  return rows.map((raw) => {
    const row = RequestRow.parse(raw);
    return {
      id: row.id,
      email: row.email,
      subject: row.subject,
      body: row.body,
      issues: z.array(z.string()).parse(JSON.parse(row.issues)),
      customFields: z.array(CustomFieldValue).parse(JSON.parse(row.custom_fields)),
      lang: row.lang,
      createdAt: row.created_at,
      attachments: files.all(row.id).map((file) => {
        const parsed = z.object({ file_name: z.string(), content_type: z.string(), size: z.number() }).parse(file);
        return { fileName: parsed.file_name, contentType: parsed.content_type, size: parsed.size };
      }),
    };
  });
}
