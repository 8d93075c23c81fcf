/**
 * Support requests (contract: src/lib/ticket/contract.ts) as Zendesk takes an anonymous
 * request: the requester's email, the issue categories and the page's language in custom
 * fields, and the tokens of files uploaded first (../help-center/uploads.ts). The sandbox
 * stands in for the help desk: it stores the request with its files and mails the
 * requester a receipt in the ticket's language. Refusals are Zendesk's `RecordInvalid`
 * with the fields at fault in `details` (`base` for more than 5 files), and past 5
 * anonymous requests an hour from one requester, 429 with `Retry-After`
 * (../rules/request-limit.ts, docs/decisions/0038); every answer carries Zendesk's
 * `X-Rate-Limit` and `X-Rate-Limit-Remaining`.
 */
import { endpoints, SupportIssue, TICKET_FIELD, MAX_UPLOADS, PageLanguage, CallbackChannel, HUMAN_TOKEN_HEADER, type CustomFieldValue } from '../../src/lib/core/contract/index.ts';
import { HELP_CENTER_LOCALE } from '../../src/lib/help/contract.ts';
import { LOCALES, type Locale } from '../../src/lib/core/i18n/locales.ts';
import { checkEmail } from '../../src/lib/core/rules/email.ts';
import { CALLBACK_WINDOWS, callbackWindowHours, replyHoursFor } from '../../src/lib/ticket/rules.ts';
import * as z from 'zod/mini';
import type { SandboxContext } from '../core/context.ts';
import { mailSupportReceipt } from '../core/mail/outgoing.ts';
import { attachUploads, insertSupportRequest, openUploads, requestTimesSince } from './data.ts';
import { ANONYMOUS_REQUEST_WINDOW_MS, requestLimit } from '../core/request-limit.ts';
import { withTransaction } from '../core/db/schema.ts';
import { Created, ProviderError, type ApiRouter } from '../core/router.ts';
import { requireHumanToken, spendHumanToken } from '../email-binding/verify-routes.ts';

/** Zendesk's refusal of a record, naming the field at fault. */
function recordInvalid(field: string, description: string): ProviderError {
  return new ProviderError(422, 'RecordInvalid', description, [field]);
}

/** More files than an anonymous request may carry: Zendesk's refusal of the record as a whole. */
function tooManyUploads(): ProviderError {
  return recordInvalid('base', `Attachments: an anonymous request can have at most ${MAX_UPLOADS} attachments`);
}

function fieldValue(fields: readonly CustomFieldValue[], id: number): CustomFieldValue['value'] | undefined {
  return fields.find((field) => field.id === id)?.value;
}

/** The language the receipt is written in: the ticket's language field, else the requester's locale. */
function ticketLanguage(fields: readonly CustomFieldValue[], locale: string | undefined): Locale | null {
  const named = PageLanguage.safeParse(fieldValue(fields, TICKET_FIELD.language));
  if (named.success) return named.data;
  return LOCALES.find((each) => HELP_CENTER_LOCALE[each] === locale) ?? null;
}

export function registerSupportRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.supportRequest, ({ body, headers, request: httpRequest }) => {
    // The token in its header, beside Zendesk's own body (ADR 0044, 0045).
    const pass = requireHumanToken(ctx, headers[HUMAN_TOKEN_HEADER], httpRequest);
    const { requester, subject, comment, custom_fields: customFields = [] } = body.request;
    const email = requester.email.trim();
    const now = ctx.clock.now();
    // Counted per requester, over the sandbox clock's last hour (ADR 0038); only taken requests count.
    const limit = requestLimit(requestTimesSince(ctx.db, email, new Date(now.getTime() - ANONYMOUS_REQUEST_WINDOW_MS)), now);
    if (!limit.allowed) {
      throw new ProviderError(429, 'APIRateLimitExceeded', 'Number of allowed requests per hour exceeded', undefined, {
        'retry-after': String(limit.retryAfterSeconds),
        'x-rate-limit': String(limit.limit),
        'x-rate-limit-remaining': '0',
      });
    }
    if (checkEmail(email)) throw recordInvalid('requester', 'Requester: Email is invalid');
    const categories = z.array(SupportIssue).check(z.minLength(1)).safeParse(fieldValue(customFields, TICKET_FIELD.categories));
    if (!categories.success) throw recordInvalid('custom_fields', `Issue categories: choose at least one of ${SupportIssue.options.join(', ')}`);
    const channel = fieldValue(customFields, TICKET_FIELD.callbackChannel);
    if (channel !== undefined && !CallbackChannel.safeParse(channel).success) throw recordInvalid('custom_fields', 'Callback channel: unknown');
    const lang = ticketLanguage(customFields, requester.locale);

    const tokens = [...new Set(comment.uploads ?? [])];
    if (tokens.length > MAX_UPLOADS) throw tooManyUploads();
    const files = tokens.map((token) => {
      const open = openUploads(ctx.db, token, now);
      if (open.length === 0) throw recordInvalid('comment', `Uploads: ${token} is not a valid upload token`);
      return open;
    });
    const uploads = files.flat();
    if (uploads.length > MAX_UPLOADS) throw tooManyUploads();

    const issues = [...new Set(categories.data)];
    const request = withTransaction(ctx.db, () => {
      spendHumanToken(ctx, pass, 'call');
      const id = insertSupportRequest(ctx.db, { email, subject, body: comment.body, issues, customFields, lang }, now);
      attachUploads(ctx.db, id, uploads.map((upload) => upload.id));
      const window = z.enum(CALLBACK_WINDOWS).safeParse(fieldValue(customFields, TICKET_FIELD.callbackWindow));
      const callback =
        issues.includes('callback') && window.success ? { handle: String(fieldValue(customFields, TICKET_FIELD.callbackHandle) ?? ''), window: callbackWindowHours(window.data) } : undefined;
      mailSupportReceipt(
        ctx,
        { to: email, lang: lang ?? undefined, requestId: id, subject, comment: comment.body, replyHours: replyHoursFor(issues), attachments: uploads.map((upload) => upload.file_name), callback },
        now,
      );
      return id;
    });
    const at = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
    return new Created({
      request: {
        id: request,
        url: `${ctx.publicOrigin()}/api/v2/requests/${request}.json`,
        subject,
        description: comment.body,
        status: 'new' as const,
        requester_id: 4_600_000_000 + request,
        organization_id: null,
        via: { channel: 'api' },
        custom_fields: customFields,
        created_at: at,
        updated_at: at,
      },
    }, { 'x-rate-limit': String(limit.limit), 'x-rate-limit-remaining': String(limit.remaining) });
  });
}
