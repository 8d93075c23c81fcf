/**
 * The help desk's calls (issue 12): Zendesk's Help Center API for the articles and its
 * Requests and Uploads APIs for tickets, in Zendesk's own shapes (features-2.md §2), so
 * that the site works against a real Zendesk as it does against the sandbox. Spec
 * section 7 sends them to the site's own origin (the host hands `/api/v2/` to the help
 * desk; docs/decisions/0027).
 *
 * Unlike the provider, Zendesk answers without a `data` envelope: a list is
 * `{ articles: [...], page, per_page, page_count, count, next_page, previous_page }`, one
 * record `{ article: {...} }`, an error `{ error: 'RecordNotFound', description }` or
 * `{ error: 'RecordInvalid', details: { base: [{ description }] } }`. The help-desk client
 * reads them so (src/lib/core/api/help-desk.ts).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../core/contract/endpoint.ts';
import { Count } from '../core/contract/common.ts';
import type { Locale } from '../core/i18n/locales.ts';

/** Help Center locales are lower-case in paths; each page asks in its own language (not the spec's fixed `zh-cn`). */
export const HELP_CENTER_LOCALE = { 'zh-TW': 'zh-tw', 'zh-CN': 'zh-cn', 'en-US': 'en-us' } as const satisfies Record<Locale, string>;
export const HelpCenterLocale = z.enum(['zh-tw', 'zh-cn', 'en-us']);
export type HelpCenterLocale = z.infer<typeof HelpCenterLocale>;

/** Zendesk's own timestamps ("2026-11-20T04:00:00Z"). */
const ZendeskTime = z.iso.datetime({ offset: true });
const RecordId = z.number().check(z.int(), z.positive());

/** Offset pagination (features-2.md §2.3): 30 a page by default, at most 100. */
const ListQuery = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.positive())),
  per_page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  sort_by: z.optional(z.enum(['position', 'title', 'created_at', 'updated_at'])),
  sort_order: z.optional(z.enum(['asc', 'desc'])),
});

const PageEnvelope = {
  page: z.number(),
  per_page: z.number(),
  page_count: Count,
  count: Count,
  next_page: z.nullable(z.string()),
  previous_page: z.nullable(z.string()),
};

export const HelpCategory = z.object({
  id: RecordId,
  url: z.string(),
  html_url: z.string(),
  name: z.string(),
  description: z.string(),
  locale: z.string(),
  source_locale: z.string(),
  position: z.number(),
  outdated: z.boolean(),
  created_at: ZendeskTime,
  updated_at: ZendeskTime,
});
export type HelpCategory = z.infer<typeof HelpCategory>;

export const HelpSection = z.object({
  id: RecordId,
  url: z.string(),
  html_url: z.string(),
  name: z.string(),
  description: z.string(),
  locale: z.string(),
  source_locale: z.string(),
  category_id: RecordId,
  parent_section_id: z.nullable(RecordId),
  position: z.number(),
  outdated: z.boolean(),
  created_at: ZendeskTime,
  updated_at: ZendeskTime,
});
export type HelpSection = z.infer<typeof HelpSection>;

export const HelpArticle = z.object({
  id: RecordId,
  url: z.string(),
  html_url: z.string(),
  title: z.string(),
  /** HTML as the help desk stores it: sanitised with an allow-list before any page shows it. */
  body: z.string(),
  locale: z.string(),
  source_locale: z.string(),
  section_id: RecordId,
  position: z.number(),
  label_names: z.array(z.string()),
  draft: z.boolean(),
  promoted: z.boolean(),
  outdated: z.boolean(),
  author_id: z.number(),
  comments_disabled: z.boolean(),
  vote_sum: z.number(),
  vote_count: Count,
  created_at: ZendeskTime,
  updated_at: ZendeskTime,
  edited_at: ZendeskTime,
});
export type HelpArticle = z.infer<typeof HelpArticle>;

const LocaleParams = z.object({ locale: HelpCenterLocale });

export const helpCategories = defineEndpoint({
  method: 'GET',
  envelope: 'none',
  path: '/api/v2/help_center/:locale/categories.json',
  params: LocaleParams,
  query: ListQuery,
  response: z.object({ categories: z.array(HelpCategory), ...PageEnvelope }),
});

export const helpSections = defineEndpoint({
  method: 'GET',
  envelope: 'none',
  path: '/api/v2/help_center/:locale/sections.json',
  params: LocaleParams,
  query: ListQuery,
  response: z.object({ sections: z.array(HelpSection), ...PageEnvelope }),
});

export const helpArticles = defineEndpoint({
  method: 'GET',
  envelope: 'none',
  path: '/api/v2/help_center/:locale/articles.json',
  params: LocaleParams,
  query: ListQuery,
  response: z.object({ articles: z.array(HelpArticle), ...PageEnvelope }),
});

/** One article; an unknown id is 404 `{ error: 'RecordNotFound', description: 'Not found' }`. */
export const helpArticle = defineEndpoint({
  method: 'GET',
  envelope: 'none',
  path: '/api/v2/help_center/:locale/articles/:id.json',
  params: z.object({ locale: HelpCenterLocale, id: z.coerce.number().check(z.int(), z.positive()) }),
  response: z.object({ article: HelpArticle }),
});

/** The longest query the search takes (the search box allows no more). */
export const HELP_SEARCH_QUERY_MAX = 200;

/**
 * Search (features-2.md §2.4): relevance order, 25 a page by default. `snippet` marks the
 * matched words with `<em>`; the site shows that tag and nothing else of it.
 */
export const helpSearch = defineEndpoint({
  method: 'GET',
  envelope: 'none',
  path: '/api/v2/help_center/articles/search.json',
  query: z.object({
    query: z.string().check(z.minLength(1), z.maxLength(HELP_SEARCH_QUERY_MAX)),
    locale: z.optional(HelpCenterLocale),
    page: z.optional(z.coerce.number().check(z.int(), z.positive())),
    per_page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  }),
  response: z.object({
    results: z.array(z.object({ ...HelpArticle.shape, snippet: z.string(), result_type: z.literal('article') })),
    ...PageEnvelope,
  }),
});

/** An uploaded file, as Zendesk answers `uploads.json` (features-2.md §2.6). */
export const UploadAttachment = z.object({
  id: RecordId,
  file_name: z.string(),
  content_url: z.string(),
  content_type: z.string(),
  size: Count,
});

/**
 * Uploads one file: the raw bytes as the body with the file's type as `Content-Type`
 * (not JSON: the site sends it with XMLHttpRequest for progress, and checks the answer
 * with this schema). 201 `{ upload: { token, attachment, attachments } }`. Refusals:
 * 413/422 `{ error: 'AttachmentTooLarge' | 'AttachmentFilenameTooLong', description }`,
 * 422 `{ error: 'RecordInvalid', details: { base: [{ description }] } }` (a type we do not take).
 */
export const UPLOAD_PATH = '/api/v2/uploads.json';
/** Zendesk's own limit on one file (features-2.md §2.6); the form's is stricter (lib/ticket/rules.ts). */
export const HELP_DESK_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const UploadQuery = z.object({ filename: z.string().check(z.minLength(1), z.maxLength(255)), token: z.optional(z.string()) });
export const UploadAnswer = z.object({ upload: z.object({ token: z.string(), attachment: UploadAttachment, attachments: z.array(UploadAttachment) }) });

/**
 * An error as the help desk words it: `{ error, description }`, and for `RecordInvalid`
 * the fields at fault in `details` (`{ requester: [{ description }] }`, `{ base: [...] }`).
 */
export const HelpDeskError = z.object({
  error: z.string(),
  description: z.optional(z.string()),
  details: z.optional(z.record(z.string(), z.array(z.object({ description: z.string() })))),
});
export type HelpDeskError = z.infer<typeof HelpDeskError>;

/** Removes an upload before the request is sent: 204 with no body. */
export const uploadDelete = defineEndpoint({
  method: 'DELETE',
  envelope: 'none',
  path: '/api/v2/uploads/:token.json',
  params: z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9]{8,64}$/)) }),
  response: z.undefined(),
});
