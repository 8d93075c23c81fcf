/**
 * What a ticket may carry before it is sent (spec section 5, issue 12; docs/decisions/0029):
 * a valid email (the project's one email rule, ./email.ts), at least one issue category,
 * details optional within a length limit, at most 5 files, each of a type support can
 * open and no larger than the form's limit, all checked before anything is uploaded,
 * each refusal with its reason. Pure: the ticket store (lib/ticket/store.ts) and the sandbox
 * read these.
 */
import { MAX_UPLOADS, type CallbackChannel, type SupportIssue } from './contract.ts';
import { checkEmail, type EmailProblem } from '../core/rules/email.ts';
import { noteLength, SUPPORT_NOTE_MAX } from './support-request.ts';

/** Spec section 5: up to 5 attachments (Zendesk's limit for an anonymous web-form ticket too). */
export const TICKET_MAX_FILES = MAX_UPLOADS;
/**
 * The form's own limit on one file: 10 MB. Zendesk takes 50 MB, but on the networks our
 * customers write from, a larger file rarely arrives, and a screenshot, a PDF receipt or
 * a zipped log is far smaller.
 */
export const TICKET_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Characters of details the person may write (the same limit as the payment page's note). */
export const TICKET_DETAILS_MAX = SUPPORT_NOTE_MAX;

/**
 * The file types support takes, by ending (a browser's MIME type for `.log` or `.heic` is
 * often empty, so the ending decides): screenshots and photos, PDF receipts, plain text
 * and logs, and zip archives of logs. Programs, office documents and other archives are
 * refused before upload.
 */
export const TICKET_FILE_TYPES = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'heic', 'heif'],
  pdf: ['pdf'],
  text: ['txt', 'log'],
  zip: ['zip'],
} as const;
const ALLOWED_ENDINGS: ReadonlySet<string> = new Set(Object.values(TICKET_FILE_TYPES).flat());
/** For a file input's `accept`: the endings above. */
export const TICKET_FILE_ACCEPT = [...ALLOWED_ENDINGS].map((ending) => `.${ending}`).join(',');

export type FileProblem = 'FileType' | 'FileTooLarge' | 'FileEmpty' | 'TooManyFiles';

/** The file facts the rules read (a `File` has them). */
export interface FileFacts {
  name: string;
  size: number;
}

/**
 * Why one file cannot be attached, or null.
 * @example fileProblem({ name: 'receipt.PDF', size: 120_000 }) // null
 * @example fileProblem({ name: 'setup.exe', size: 1_000 }) // 'FileType'
 */
export function fileProblem(file: FileFacts): Exclude<FileProblem, 'TooManyFiles'> | null {
  const dot = file.name.lastIndexOf('.');
  const ending = dot <= 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!ALLOWED_ENDINGS.has(ending)) return 'FileType';
  if (file.size === 0) return 'FileEmpty';
  return file.size > TICKET_FILE_MAX_BYTES ? 'FileTooLarge' : null;
}

/**
 * Which of the chosen files can join the `attached` ones: in order, each acceptable file
 * while there is room, every other with its reason.
 * @example sortChosenFiles(4, [{ name: 'a.png', size: 1 }, { name: 'b.png', size: 1 }]).map((each) => each.problem) // [null, 'TooManyFiles']
 */
export function sortChosenFiles<F extends FileFacts>(attached: number, chosen: readonly F[]): { file: F; problem: FileProblem | null }[] {
  let room = TICKET_MAX_FILES - attached;
  return chosen.map((file) => {
    const problem = fileProblem(file);
    if (problem) return { file, problem };
    if (room <= 0) return { file, problem: 'TooManyFiles' };
    room -= 1;
    return { file, problem: null };
  });
}

export interface TicketTextDraft {
  email: string;
  categories: readonly SupportIssue[];
  details: string;
}

/** Each field's problem; an empty object when the ticket can be sent. */
export interface TicketProblems {
  email?: EmailProblem;
  categories?: 'NoCategory';
  details?: 'DetailsTooLong';
}

/**
 * The problems of a ticket's fields, in the form's order (the first is focused).
 * @example ticketProblems({ email: 'lin@', categories: [], details: '' }) // { email: 'EmailFormat', categories: 'NoCategory' }
 */
export function ticketProblems(draft: TicketTextDraft): TicketProblems {
  const email = checkEmail(draft.email);
  return {
    ...(email ? { email } : {}),
    ...(draft.categories.length === 0 ? { categories: 'NoCategory' as const } : {}),
    ...(noteLength(draft.details) > TICKET_DETAILS_MAX ? { details: 'DetailsTooLong' as const } : {}),
  };
}

/** Whether a problems object has any. */
export function hasProblems(problems: object): boolean {
  return Object.keys(problems).length > 0;
}

/** How long the help desk's limit on anonymous tickets lasts when its answer does not say (Zendesk counts per hour; ADR 0038). */
export const TICKET_LIMIT_WINDOW_MS = 60 * 60 * 1000;

/**
 * When a ticket the help desk refused for its hourly limit may be sent again: after the
 * wait its `Retry-After` asked for, else after the whole hour, rounded up to the next
 * minute (the form shows hours and minutes; it must not name a minute that is too early).
 * @example ticketLimitEnds(125_000, Date.parse('2026-11-23T13:00:10Z')) // Date.parse('2026-11-23T13:03:00Z')
 * @example ticketLimitEnds(undefined, Date.parse('2026-11-23T13:00:00Z')) // Date.parse('2026-11-23T14:00:00Z')
 */
export function ticketLimitEnds(retryAfterMs: number | undefined, now: number): number {
  const at = now + (retryAfterMs ?? TICKET_LIMIT_WINDOW_MS);
  return Math.ceil(at / 60_000) * 60_000;
}

/** Spec section 9: replies within about 12 hours; payment help within about 6. */
export const REPLY_HOURS = { payment: 6, other: 12 } as const;
const PAYMENT_ISSUES: ReadonlySet<SupportIssue> = new Set(['payment', 'payment-not-activated']);

/**
 * How soon support answers a ticket of these categories.
 * @example replyHoursFor(['connection', 'payment']) // 6
 */
export function replyHoursFor(categories: readonly SupportIssue[]): number {
  return categories.some((category) => PAYMENT_ISSUES.has(category)) ? REPLY_HOURS.payment : REPLY_HOURS.other;
}

/**
 * Support hours (spec: 12 hours a day, 7 days): 10:00 to 22:00 Hong Kong time, every day
 * (docs/decisions/0029: the evening is when people in China and Hong Kong find time to
 * ask, and the morning covers a connection that broke overnight).
 */
export const SUPPORT_HOURS_HKT = { opens: 10, closes: 22 } as const;
/** The callback windows a person may pick, in Hong Kong time, within support hours. */
export const CALLBACK_WINDOWS = ['10-13', '13-16', '16-19', '19-22'] as const;
export type CallbackWindow = (typeof CALLBACK_WINDOWS)[number];

/**
 * The hours a callback window spans, Hong Kong time, for writing it as a person reads it.
 * @example callbackWindowHours('19-22') // { from: 19, to: 22 }
 */
export function callbackWindowHours(window: CallbackWindow): { from: number; to: number } {
  const [from = 0, to = 0] = window.split('-').map(Number);
  return { from, to };
}

/** The messengers blocked in mainland China: the form says they need a working connection (ADR 0029). */
const NEEDS_WORKING_CONNECTION: ReadonlySet<CallbackChannel> = new Set(['telegram', 'whatsapp', 'line']);

/** Whether a callback channel needs a connection that reaches blocked services. */
export function needsWorkingConnection(channel: CallbackChannel): boolean {
  return NEEDS_WORKING_CONNECTION.has(channel);
}

export interface CallbackDraft {
  email: string;
  channel: CallbackChannel;
  handle: string;
  window: CallbackWindow | '';
}

export interface CallbackProblems {
  email?: EmailProblem;
  handle?: 'HandleEmpty' | 'PhoneFormat' | 'HandleFormat';
  window?: 'WindowEmpty';
}

/** A phone number in international form: a plus, then 8 to 15 digits (spaces and dashes allowed). */
const PHONE = /^\+[1-9]\d{7,14}$/;
/** A messenger handle: 2 to 64 letters, digits and the marks handles use. */
const HANDLE = /^@?[\p{L}\p{N}_.+-]{2,64}$/u;

/**
 * The problems of a callback request, in the form's order.
 * @example callbackProblems({ email: 'lin@example.com', channel: 'phone', handle: '+852 5123 4567', window: '19-22' }) // {}
 * @example callbackProblems({ email: 'lin@example.com', channel: 'phone', handle: '5123', window: '' }) // { handle: 'PhoneFormat', window: 'WindowEmpty' }
 */
export function callbackProblems(draft: CallbackDraft): CallbackProblems {
  const email = checkEmail(draft.email);
  const handle = draft.handle.trim();
  let handleProblem: CallbackProblems['handle'];
  if (handle === '') handleProblem = 'HandleEmpty';
  else if (draft.channel === 'phone') handleProblem = PHONE.test(handle.replace(/[\s-]/g, '')) ? undefined : 'PhoneFormat';
  else handleProblem = HANDLE.test(handle) ? undefined : 'HandleFormat';
  return {
    ...(email ? { email } : {}),
    ...(handleProblem ? { handle: handleProblem } : {}),
    ...(draft.window === '' ? { window: 'WindowEmpty' as const } : {}),
  };
}
