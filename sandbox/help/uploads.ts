/**
 * The help desk's Uploads API as Zendesk answers it (features-2.md §2.6), for the ticket
 * form's attachments:
 * - `POST /api/v2/uploads.json?filename=<name>[&token=<t>]`, the raw bytes as the body and
 *   the file's type as `Content-Type` → 201 `{ upload: { token, attachment, attachments } }`;
 *   with `token=` the file joins that token's others;
 * - `DELETE /api/v2/uploads/{token}.json` → 204 (the form's "remove");
 * - each file's `content_url` (`/attachments/token/{file token}/?name=`), as Zendesk shows an
 *   upload to whoever holds the address until its token is taken by a request or expires
 *   (60 minutes on the sandbox clock): the stored bytes with the stored type, as a download
 *   (`Content-Disposition: attachment` with the name, `nosniff`, no script may run), and
 *   404 `RecordNotFound` once it is taken, expired or removed.
 * Refusals, in Zendesk's words: 413 `AttachmentTooLarge` past Zendesk's 50 MB (the form's
 * own limit is lower, rules/ticket.ts); 422 `RecordInvalid` for a type the desk does not
 * take (programs and scripts) or an empty file; 404 `RecordNotFound` for an unknown token.
 *
 * Not a contract route (the router reads JSON bodies): the server hands these paths here
 * after its CORS and fault handling, so tests can fail an upload like any call.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HELP_DESK_UPLOAD_MAX_BYTES, UPLOAD_PATH, UploadAnswer, UploadQuery, uploadDelete } from '../../src/lib/help/contract.ts';
import { matchPath } from '../../src/lib/core/contract/index.ts';
import type { SandboxContext } from '../core/context.ts';
import { deleteUploads, insertUpload, openUploadContent, openUploads, type UploadRow } from '../ticket/data.ts';
import { BodyTooLargeError, readBody, sendJson } from '../core/http.ts';
import { zendeskError } from '../core/router.ts';

/**
 * File endings the sandbox desk refuses, as a Zendesk account set to refuse executables
 * would: programs and scripts a support agent should never open.
 */
export const REFUSED_EXTENSIONS: ReadonlySet<string> = new Set(['exe', 'msi', 'bat', 'cmd', 'com', 'scr', 'ps1', 'vbs', 'js', 'jar', 'sh', 'dll']);

/** Zendesk's attachment ids are large; the sandbox's start past a real-looking offset. */
const ATTACHMENT_ID_BASE = 4_500_000_000;

/** Where a file's content is shown, as Zendesk's `content_url`: `/attachments/token/{file token}/`. */
const CONTENT_PREFIX = '/attachments/token/';
/** A file token is its upload's token and its row id (base 36, this many characters). */
const FILE_ID_LENGTH = 8;

/** Whether this request is the Uploads API's (or an upload's content). */
export function isUploadPath(path: string): boolean {
  return path === UPLOAD_PATH || matchPath(uploadDelete.path, path) !== null || path.startsWith(CONTENT_PREFIX);
}

/** The token of one file: its upload's token (which a request takes whole) and its own id. */
function fileToken(row: UploadRow): string {
  return `${row.token}${row.id.toString(36).padStart(FILE_ID_LENGTH, '0')}`;
}

/** `/attachments/token/{file token}/` → its upload token and row id, or null. */
function parseContentPath(path: string): { token: string; id: number } | null {
  const match = /^\/attachments\/token\/([A-Za-z0-9]{9,72})\/?$/.exec(path);
  const whole = match?.[1];
  if (!whole) return null;
  const id = Number.parseInt(whole.slice(-FILE_ID_LENGTH), 36);
  return Number.isSafeInteger(id) && id > 0 ? { token: whole.slice(0, -FILE_ID_LENGTH), id } : null;
}

/**
 * `Content-Disposition` for a download named `fileName`: an ASCII fallback and the
 * UTF-8 name (RFC 6266, RFC 8187), so 截圖.png keeps its name.
 * @example contentDisposition('截圖 1.png') // `attachment; filename="__ 1.png"; filename*=UTF-8''%E6%88%AA%E5%9C%96%201.png`
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** GET an upload's content: the stored bytes, type and name, while its token is open. */
function serveContent(ctx: SandboxContext, request: IncomingMessage, response: ServerResponse, path: string): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sendJson(response, 405, zendeskError('ValidationFailed', 'use GET'), { allow: 'GET, HEAD' });
    return;
  }
  const wanted = parseContentPath(path);
  const found = wanted ? openUploadContent(ctx.db, wanted.token, wanted.id, ctx.clock.now()) : null;
  if (!found) {
    sendJson(response, 404, zendeskError('NotFound', 'Not found'));
    return;
  }
  response.writeHead(200, {
    'content-type': found.row.content_type,
    'content-length': String(found.content.byteLength),
    'content-disposition': contentDisposition(found.row.file_name),
    'x-content-type-options': 'nosniff',
    // Whatever type the uploader claimed, nothing in it may run or be framed here.
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : found.content);
}

function newToken(): string {
  // 24 letters and digits, like Zendesk's ("6bk3gql82em5nmf…").
  return randomBytes(18).toString('base64').replace(/[^A-Za-z0-9]/g, '').padEnd(24, '0').slice(0, 24);
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function attachmentOf(ctx: SandboxContext, row: UploadRow) {
  return {
    id: ATTACHMENT_ID_BASE + row.id,
    file_name: row.file_name,
    content_url: `${ctx.publicOrigin()}${CONTENT_PREFIX}${fileToken(row)}/?name=${encodeURIComponent(row.file_name)}`,
    content_type: row.content_type,
    size: row.size,
  };
}

async function upload(ctx: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const query = UploadQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) {
    sendJson(response, 400, zendeskError('ValidationFailed', 'filename is required'));
    return;
  }
  const { filename, token: joined } = query.data;
  const declared = Number(request.headers['content-length'] ?? '0');
  let content: Buffer;
  try {
    if (declared > HELP_DESK_UPLOAD_MAX_BYTES) throw new BodyTooLargeError(HELP_DESK_UPLOAD_MAX_BYTES);
    content = await readBody(request, HELP_DESK_UPLOAD_MAX_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    // Answered now, and what is still on its way read and dropped (readBody does past its
    // limit; a declared size was never read): see readBody on why the connection stays open.
    if (declared > HELP_DESK_UPLOAD_MAX_BYTES) request.resume();
    sendJson(response, 413, zendeskError('AttachmentTooLarge', `${filename} is larger than ${HELP_DESK_UPLOAD_MAX_BYTES / 1024 / 1024} MB`));
    return;
  }
  if (REFUSED_EXTENSIONS.has(extensionOf(filename))) {
    sendJson(response, 422, zendeskError('RecordInvalid', `${filename}: this file type is not allowed`));
    return;
  }
  if (content.byteLength === 0) {
    sendJson(response, 422, zendeskError('RecordInvalid', `${filename} is empty`));
    return;
  }
  const now = ctx.clock.now();
  if (joined !== undefined && openUploads(ctx.db, joined, now).length === 0) {
    sendJson(response, 404, zendeskError('NotFound', 'Not found'));
    return;
  }
  const token = joined ?? newToken();
  const contentType = String(request.headers['content-type'] ?? 'application/octet-stream').split(';')[0]?.trim() || 'application/octet-stream';
  const row = insertUpload(ctx.db, { token, fileName: filename, contentType, content }, now);
  const all = openUploads(ctx.db, token, now).map((each) => attachmentOf(ctx, each));
  // The answer is checked against the contract the site reads, like every router answer.
  sendJson(response, 201, UploadAnswer.parse({ upload: { token, attachment: attachmentOf(ctx, row), attachments: all } }));
}

/** Answers the Uploads API; never throws past a 500. */
export async function serveUploads(ctx: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const path = url.pathname;
  if (path.startsWith(CONTENT_PREFIX)) {
    serveContent(ctx, request, response, path);
    return;
  }
  if (path === UPLOAD_PATH) {
    if (request.method !== 'POST') {
      sendJson(response, 405, zendeskError('ValidationFailed', 'use POST'), { allow: 'POST' });
      return;
    }
    await upload(ctx, request, response, url);
    return;
  }
  if (request.method !== 'DELETE') {
    sendJson(response, 405, zendeskError('ValidationFailed', 'use DELETE'), { allow: 'DELETE' });
    return;
  }
  const params = uploadDelete.params.safeParse(matchPath(uploadDelete.path, path));
  if (!params.success || deleteUploads(ctx.db, params.data.token) === 0) {
    sendJson(response, 404, zendeskError('NotFound', 'Not found'));
    return;
  }
  response.writeHead(204, { 'cache-control': 'no-store' }).end();
}
