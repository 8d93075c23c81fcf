/**
 * Support requests (tickets), as Zendesk takes an anonymous request (features-2.md §2.5,
 * docs/decisions/0027): `POST /api/v2/requests.json` with
 * `{ request: { requester: { name?, email, locale? }, subject, comment: { body, uploads }, custom_fields } }`,
 * answered 201 `{ request: {...} }` with no `data` envelope. Spec section 7 sends it to
 * the site's own origin; section 5: an email (required, valid) and at least one issue,
 * details optional, up to 5 attachments (each uploaded first, `help-center.ts`).
 *
 * What Zendesk has no field for rides in custom ticket fields whose ids are fixed here
 * (a real help desk is set up with fields of these ids): the issue categories (a
 * multiselect, its values the tags below), the page's language (the receipt is written
 * in it), the service the ticket is about, and a callback's channel, handle and window.
 *
 * Refusals: 422 `{ error: 'RecordInvalid', description, details: { requester | custom_fields | comment | base: [{ description }] } }`
 * (`base`: more than MAX_UPLOADS files); 429 `APIRateLimitExceeded` with `Retry-After` past
 * 5 anonymous requests an hour from one requester (docs/decisions/0038). Every answer
 * carries `X-Rate-Limit` and `X-Rate-Limit-Remaining`.
 */
import * as z from 'zod/mini';
import { PageLanguage } from '../core/contract/common.ts';
import { defineEndpoint } from '../core/contract/endpoint.ts';
import { HelpCenterLocale } from '../help/contract.ts';
import { HUMAN_TOKEN_HEADERS } from '../core/contract/app.ts';

/** The issue categories (a multiselect ticket field's tag values). `callback` marks a callback request. */
export const SUPPORT_ISSUES = ['payment-not-activated', 'payment', 'connection', 'account', 'other', 'callback'] as const;
export const SupportIssue = z.enum(SUPPORT_ISSUES);
export type SupportIssue = z.infer<typeof SupportIssue>;

/** Where a callback may reach the person: a phone number, or a messenger handle. */
export const CALLBACK_CHANNELS = ['phone', 'wechat', 'telegram', 'whatsapp', 'line'] as const;
export const CallbackChannel = z.enum(CALLBACK_CHANNELS);
export type CallbackChannel = z.infer<typeof CallbackChannel>;

/**
 * The help desk's custom ticket fields (Zendesk ids). The values are ours to fix: a real
 * Zendesk is configured with fields of these ids and types.
 */
export const TICKET_FIELD = {
  /** Multiselect: the issue categories (`SUPPORT_ISSUES`). */
  categories: 360_100_000_001,
  /** Text: the page's language (`zh-TW`, `zh-CN`, `en-US`); the receipt is mailed in it. */
  language: 360_100_000_002,
  /** Numeric: the service the ticket is about, when known. */
  serviceId: 360_100_000_003,
  /** Drop-down: how a callback reaches the person (`CALLBACK_CHANNELS`). */
  callbackChannel: 360_100_000_004,
  /** Text: the phone number or messenger handle to call back. */
  callbackHandle: 360_100_000_005,
  /** Text: when to call back (a window in Hong Kong time). */
  callbackWindow: 360_100_000_006,
} as const;

/** Longest comment body the help desk takes (the form's own limit on the person's text is lower: lib/ticket/rules.ts). */
export const COMMENT_MAX = 8000;
/** Zendesk's limit for an anonymous web-form ticket; spec section 5: up to 5 attachments. */
export const MAX_UPLOADS = 5;
/** The most upload tokens a request is read with (Zendesk's limit for an agent's comment); past MAX_UPLOADS it is refused. */
const UPLOADS_READ_MAX = 500;

/** A token `uploads.json` answered (features-2.md §2.6). */
export const UploadToken = z.string().check(z.regex(/^[A-Za-z0-9]{8,64}$/));

const FieldId = z.number().check(z.int(), z.positive());
/** A custom field's value as Zendesk takes it: text, a number, a multiselect's tags, or none. */
export const CustomFieldValue = z.object({
  id: FieldId,
  value: z.nullable(z.union([z.string().check(z.maxLength(500)), z.number(), z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20))])),
});
export type CustomFieldValue = z.infer<typeof CustomFieldValue>;

/** Exactly Zendesk's anonymous request (strict: a field of ours beside `request` is refused, not carried). */
export const SupportRequestBody = z.strictObject({
  request: z.object({
    /** Required for anonymous requests; Zendesk makes (or finds) the user by email. */
    requester: z.object({
      name: z.optional(z.string().check(z.maxLength(100))),
      email: z.string().check(z.maxLength(254)),
      locale: z.optional(HelpCenterLocale),
    }),
    subject: z.string().check(z.minLength(1), z.maxLength(200)),
    comment: z.object({
      body: z.string().check(z.minLength(1), z.maxLength(COMMENT_MAX)),
      // At most MAX_UPLOADS is the help desk's rule, answered as RecordInvalid (not a malformed
      // call): the bound here only stops an absurd list from being read.
      uploads: z.optional(z.array(UploadToken).check(z.maxLength(UPLOADS_READ_MAX))),
    }),
    custom_fields: z.optional(z.array(CustomFieldValue).check(z.maxLength(20))),
  }),
});
export type SupportRequestBody = z.infer<typeof SupportRequestBody>;

/** The request Zendesk answers with (the fields a requester sees; features-2.md §2.5). */
export const SupportRequestRecord = z.object({
  id: z.number().check(z.int(), z.positive()),
  url: z.string(),
  subject: z.string(),
  description: z.string(),
  status: z.enum(['new', 'open', 'pending', 'hold', 'solved', 'closed']),
  requester_id: z.number(),
  organization_id: z.nullable(z.number()),
  via: z.object({ channel: z.string() }),
  custom_fields: z.array(CustomFieldValue),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type SupportRequestRecord = z.infer<typeof SupportRequestRecord>;

export const supportRequest = defineEndpoint({
  method: 'POST',
  envelope: 'none',
  path: '/api/v2/requests.json',
  body: SupportRequestBody,
  // The human check's token rides in its header, not in the body: the body is Zendesk's own
  // request and nothing beside it, since a production forward hands it to Zendesk as it is. The
  // site's forward passes the header to the sandbox, which checks it; a production forward
  // checks it and drops it (ADR 0044, 0045).
  headers: HUMAN_TOKEN_HEADERS,
  response: z.object({ request: SupportRequestRecord }),
});

/**
 * The custom fields of a ticket, in their ids.
 * @example ticketFields({ categories: ['payment'], language: 'en-US' }) // [{ id: TICKET_FIELD.categories, value: ['payment'] }, { id: TICKET_FIELD.language, value: 'en-US' }]
 */
export function ticketFields(fields: {
  categories: readonly SupportIssue[];
  language: z.infer<typeof PageLanguage>;
  serviceId?: number | undefined;
  callback?: { channel: CallbackChannel; handle: string; window: string } | undefined;
}): CustomFieldValue[] {
  return [
    { id: TICKET_FIELD.categories, value: [...fields.categories] },
    { id: TICKET_FIELD.language, value: fields.language },
    ...(fields.serviceId === undefined ? [] : [{ id: TICKET_FIELD.serviceId, value: fields.serviceId }]),
    ...(fields.callback
      ? [
          { id: TICKET_FIELD.callbackChannel, value: fields.callback.channel },
          { id: TICKET_FIELD.callbackHandle, value: fields.callback.handle },
          { id: TICKET_FIELD.callbackWindow, value: fields.callback.window },
        ]
      : []),
  ];
}
