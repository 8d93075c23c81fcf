/**
 * Support requests (contract: src/lib/contract/support.ts) as Zendesk takes an anonymous
 * request: the requester's email, the issue categories and the page's language in custom
 * fields, and the tokens of files uploaded first (../help-center/uploads.ts). The sandbox
 * stands in for the help desk: it stores the request with its files and mails the
 * requester a receipt in the ticket's language. Refusals are Zendesk's `RecordInvalid`
 * with the fields at fault in `details`.
 */
import { endpoints, SupportIssue, TICKET_FIELD, MAX_UPLOADS, PageLanguage, CallbackChannel, type CustomFieldValue } from '../../src/lib/contract/index.ts';
import { HELP_CENTER_LOCALE } from '../../src/lib/contract/help-center.ts';
import { LOCALES, type Locale } from '../../src/lib/i18n/locales.ts';
import { checkEmail } from '../../src/lib/rules/email.ts';
import { replyHoursFor } from '../../src/lib/rules/ticket.ts';
import * as z from 'zod/mini';
import type { SandboxContext } from '../context.ts';
import { mailSupportReceipt } from '../mail/outgoing.ts';
import { attachUploads, insertSupportRequest, openUploads } from '../data/support.ts';
import { withTransaction } from '../db/schema.ts';
import { Created, ProviderError, type ApiRouter } from '../router.ts';
import { requireHumanToken } from './verify.ts';

/** Zendesk's refusal of a record, naming the field at fault. */
function recordInvalid(field: string, description: string): ProviderError {
  return new ProviderError(422, 'RecordInvalid', description, [field]);
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
  router.on(endpoints.supportRequest, ({ body }) => {
    requireHumanToken(ctx, body.humanToken);
    const { requester, subject, comment, custom_fields: customFields = [] } = body.request;
    const email = requester.email.trim();
    if (checkEmail(email)) throw recordInvalid('requester', 'Requester: Email is invalid');
    const categories = z.array(SupportIssue).check(z.minLength(1)).safeParse(fieldValue(customFields, TICKET_FIELD.categories));
    if (!categories.success) throw recordInvalid('custom_fields', `Issue categories: choose at least one of ${SupportIssue.options.join(', ')}`);
    const channel = fieldValue(customFields, TICKET_FIELD.callbackChannel);
    if (channel !== undefined && !CallbackChannel.safeParse(channel).success) throw recordInvalid('custom_fields', 'Callback channel: unknown');
    const lang = ticketLanguage(customFields, requester.locale);

    const now = ctx.clock.now();
    const files = [...new Set(comment.uploads ?? [])].map((token) => {
      const open = openUploads(ctx.db, token, now);
      if (open.length === 0) throw recordInvalid('comment', `Uploads: ${token} is not a valid upload token`);
      return open;
    });
    const uploads = files.flat();
    if (uploads.length > MAX_UPLOADS) throw recordInvalid('comment', `Uploads: at most ${MAX_UPLOADS} attachments`);

    const issues = [...new Set(categories.data)];
    const request = withTransaction(ctx.db, () => {
      const id = insertSupportRequest(ctx.db, { email, subject, body: comment.body, issues, customFields, lang }, now);
      attachUploads(ctx.db, id, uploads.map((upload) => upload.id));
      const callback = issues.includes('callback')
        ? { handle: String(fieldValue(customFields, TICKET_FIELD.callbackHandle) ?? ''), window: String(fieldValue(customFields, TICKET_FIELD.callbackWindow) ?? '') }
        : undefined;
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
    });
  });
}
