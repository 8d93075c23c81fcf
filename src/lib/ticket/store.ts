/**
 * The ticket form's state and actions (issue 12; docs/decisions/0029): what was typed,
 * kept for the tab (a reload or a failed send loses nothing), the files (each checked
 * before upload, uploaded at once with its progress, removable, retried on demand), and
 * sending: the files' tokens in one anonymous Zendesk request (lib/ticket/contract.ts).
 *
 * Files cannot survive a reload (a page cannot keep a `File`); the draft keeps their names
 * so the form can say which ones need choosing again.
 *
 * `submitTicket` is the one way a ticket is sent: the form is the payment page's "paid but
 * not active?" too (under its bill's key), and the callback request sends through it.
 */
import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { CallbackChannel, SupportIssue, supportRequest, ticketFields } from './contract.ts';
import { HUMAN_TOKEN_HEADER } from '../core/contract/app.ts';
import { HELP_CENTER_LOCALE } from '../help/contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import { catalogued } from '../core/api/refusals.ts';
import { sendWithHumanToken } from '../core/guard/send-with-human-token.ts';
import { deleteUpload, uploadFile, type RunningUpload, type UploadRefusal } from '../core/api/uploads.ts';
import type { Locale } from '../core/i18n/locales.ts';
import { CALLBACK_WINDOWS, callbackProblems, hasProblems, replyHoursFor, sortChosenFiles, ticketLimitEnds, ticketProblems, type CallbackDraft, type CallbackProblems, type FileProblem, type TicketProblems } from './rules.ts';
import { decodeJson, sessionValue } from '../core/stores/persist.ts';
import { sessionText, STORED_NAMES } from '../core/stores/stored-names.ts';

// ---------------------------------------------------------------------------
// Sending

export interface TicketToSend {
  email: string;
  subject: string;
  body: string;
  categories: readonly SupportIssue[];
  lang: Locale;
  serviceId?: number | undefined;
  uploads?: readonly string[];
  callback?: { channel: CallbackChannel; handle: string; window: string } | undefined;
}

export type TicketOutcome =
  | { ok: true; requestId: number }
  /** The help desk refused the requester's address (RecordInvalid on `requester`). */
  | { ok: false; emailRefused: true }
  /** The help desk's hourly limit on anonymous tickets (429, ADR 0038) at `at`: sendable again from `until` (epoch ms). */
  | { ok: false; emailRefused: false; error: 'TicketLimitReached'; until: number; at: number }
  | { ok: false; emailRefused: false; error: Exclude<AppErrorName, 'TicketLimitReached'> };

/** A form's state after a send the help desk held back for its hourly limit: nothing was sent, everything is kept. */
export type LimitedSending = { kind: 'limited'; until: number; at: number };

/** What a form shows after a send that failed: the address at fault at its field, the hour's limit with its end, else the error. */
function failedSend(outcome: Extract<TicketOutcome, { ok: false }>) {
  if (outcome.emailRefused) return { kind: 'problems' as const, problems: { email: 'EmailFormat' as const } };
  if (outcome.error === 'TicketLimitReached') return { kind: 'limited' as const, until: outcome.until, at: outcome.at };
  return { kind: 'error' as const, error: outcome.error };
}

/**
 * Sends one ticket as Zendesk takes an anonymous request. Tried once (it creates a
 * ticket); the caller keeps everything typed when it fails. `checker` is the provider
 * client the human check goes through when there is no live token (the help desk is
 * another origin).
 */
export async function submitTicket(client: ProviderClient, ticket: TicketToSend, checker: ProviderClient): Promise<TicketOutcome> {
  const request = {
    requester: { email: ticket.email.trim(), locale: HELP_CENTER_LOCALE[ticket.lang] },
    subject: ticket.subject,
    comment: { body: ticket.body, ...(ticket.uploads && ticket.uploads.length > 0 ? { uploads: [...ticket.uploads] } : {}) },
    custom_fields: ticketFields({ categories: ticket.categories, language: ticket.lang, serviceId: ticket.serviceId, callback: ticket.callback }),
  };
  // Without a live human check, it is passed here first and the ticket goes on, once (ADR 0044).
  // The help desk gets its own request shape and nothing else; the token rides in a header beside it.
  const result = await sendWithHumanToken(checker, (humanToken) => client.call(supportRequest, { body: { request }, headers: { [HUMAN_TOKEN_HEADER]: humanToken } }));
  if (result.ok) return { ok: true, requestId: result.data.request.id };
  if (result.providerError === 'RecordInvalid' && result.fields?.includes('requester')) return { ok: false, emailRefused: true };
  // Not "busy, try again in a moment": refused for a known time (the desk's own words for a 429 do not matter).
  if (result.status === 429) {
    const at = Date.now();
    return { ok: false, emailRefused: false, error: 'TicketLimitReached', until: ticketLimitEnds(result.retryAfterMs, at), at };
  }
  const error = catalogued('supportRequest', result);
  return { ok: false, emailRefused: false, error: error === 'TicketLimitReached' ? 'TicketSubmitFailed' : error };
}

// ---------------------------------------------------------------------------
// What was typed

/** The storage names of the drafts (the contact page's script writes them before the forms wake). */
const TICKET_DRAFTS_NAME = STORED_NAMES.ticketDrafts;
const CALLBACK_DRAFT_NAME = STORED_NAMES.callbackDraft;

const TicketDraft = z.object({
  email: z.string(),
  categories: z.array(SupportIssue),
  details: z.string(),
  /** Names of the files attached before a reload: they must be chosen again. */
  files: z.array(z.string()),
});
export type TicketDraft = z.infer<typeof TicketDraft>;

/** A callback request's draft, as kept for the tab. */
export const CallbackDraftSchema = z.object({
  email: z.string(),
  channel: CallbackChannel,
  handle: z.string(),
  window: z.enum(['', ...CALLBACK_WINDOWS]),
});

/** A callback request with nothing typed yet. */
const NO_CALLBACK: CallbackDraft = { email: '', channel: 'phone', handle: '', window: '' };

/** No drafts: the stored value is removed (sessionValue drops its fallback). */
const NO_DRAFTS: Record<string, TicketDraft> = {};
/** Each form's draft by its key (`contact`, `win`…), kept for the tab. */
export const $ticketDrafts = sessionValue<Record<string, TicketDraft>>(TICKET_DRAFTS_NAME, z.record(z.string(), TicketDraft), NO_DRAFTS);

/**
 * Takes in what was typed before a form's island was live (the page script keeps it in the
 * tab's storage: ../../islands/ticket/keep-before-wake.ts), as React commits the form, so
 * no key pressed before or while React hydrated it is lost.
 */
export function adoptKeptDrafts(): void {
  // Each island asks as it goes live (twice on contact-us): the second may wake after more
  // was typed into its own form, asleep, and must take that in too.
  const drafts = decodeJson(z.record(z.string(), TicketDraft), sessionText(TICKET_DRAFTS_NAME), null);
  if (drafts && JSON.stringify(drafts) !== JSON.stringify($ticketDrafts.get())) $ticketDrafts.set(drafts);
  const callback = decodeJson(CallbackDraftSchema, sessionText(CALLBACK_DRAFT_NAME), null);
  if (callback && JSON.stringify(callback) !== JSON.stringify($callbackDraft.get())) $callbackDraft.set(callback);
}

/** A form's draft: what was typed, else what the page fills in. */
export function ticketDraftFor(drafts: Record<string, TicketDraft>, key: string, prefill: { email?: string; categories?: readonly SupportIssue[] } = {}): TicketDraft {
  return drafts[key] ?? { email: prefill.email ?? '', categories: [...(prefill.categories ?? [])], details: '', files: [] };
}

/** Typing: kept at once; the problem shown for the old text of that field goes. */
export function editTicket(key: string, draft: TicketDraft): void {
  $ticketDrafts.set({ ...$ticketDrafts.get(), [key]: draft });
  const sending = $ticketSending.get();
  if (sending.kind === 'problems') $ticketSending.set({ kind: 'idle' });
}

/** The files of a draft from before a reload that are not attached now: to be chosen again. */
export function filesToReselect(draft: TicketDraft, files: readonly TicketFile[]): string[] {
  const attached = new Set(files.map((file) => file.name));
  return draft.files.filter((name) => !attached.has(name));
}

// ---------------------------------------------------------------------------
// Files

export type TicketFile =
  | { id: string; name: string; size: number; state: 'refused'; problem: FileProblem }
  | { id: string; name: string; size: number; state: 'uploading'; progress: number }
  | { id: string; name: string; size: number; state: 'uploaded'; token: string }
  | { id: string; name: string; size: number; state: 'failed'; refusal: UploadRefusal };

/** The files on the form, in the order chosen (refused ones too, with their reason). */
export const $ticketFiles = atom<TicketFile[]>([]);
/** The chosen `File`s, by entry id, for a retry (never stored: a page cannot keep one). */
const chosen = new Map<string, File>();
const running = new Map<string, RunningUpload>();
let nextId = 1;

function updateFile(id: string, change: (file: TicketFile) => TicketFile): void {
  $ticketFiles.set($ticketFiles.get().map((file) => (file.id === id ? change(file) : file)));
}

/** Keeps the draft's list of attached names in step with the files on the form. */
function rememberNames(key: string): void {
  const drafts = $ticketDrafts.get();
  const draft = drafts[key];
  const names = $ticketFiles.get().flatMap((file) => (file.state === 'refused' ? [] : [file.name]));
  if (draft) $ticketDrafts.set({ ...drafts, [key]: { ...draft, files: names } });
}

function startUpload(key: string, id: string): void {
  const file = chosen.get(id);
  if (!file) return;
  updateFile(id, (entry) => ({ id, name: entry.name, size: entry.size, state: 'uploading', progress: 0 }));
  const upload = uploadFile(file, (progress) => updateFile(id, (entry) => (entry.state === 'uploading' ? { ...entry, progress } : entry)));
  running.set(id, upload);
  void upload.done.then((outcome) => {
    running.delete(id);
    // Removed meanwhile: a token that came anyway is given back.
    if (!$ticketFiles.get().some((entry) => entry.id === id)) {
      if (outcome.ok) void deleteUpload(outcome.token);
      return;
    }
    updateFile(id, (entry) =>
      outcome.ok ? { id, name: entry.name, size: entry.size, state: 'uploaded', token: outcome.token } : { id, name: entry.name, size: entry.size, state: 'failed', refusal: outcome.refusal },
    );
    rememberNames(key);
  });
}

/**
 * Files the person chose: each is checked first (type, size, room left), the refused
 * ones listed with their reason, the rest uploaded at once.
 */
export function addTicketFiles(key: string, files: readonly File[], draft: TicketDraft): void {
  const taken = $ticketFiles.get().filter((file) => file.state !== 'refused');
  // Earlier refusals make way for the new choice; the taken files stay.
  const sorted = sortChosenFiles(taken.length, files);
  const added: TicketFile[] = sorted.map(({ file, problem }) => {
    const id = `f${nextId++}`;
    if (problem) return { id, name: file.name, size: file.size, state: 'refused', problem };
    chosen.set(id, file);
    return { id, name: file.name, size: file.size, state: 'uploading', progress: 0 };
  });
  $ticketFiles.set([...taken, ...added]);
  if (!$ticketDrafts.get()[key]) $ticketDrafts.set({ ...$ticketDrafts.get(), [key]: draft });
  for (const entry of added) if (entry.state === 'uploading') startUpload(key, entry.id);
  rememberNames(key);
}

/** Tries a failed file again. */
export function retryTicketFile(key: string, id: string): void {
  startUpload(key, id);
}

/** Takes a file off the form: an upload under way stops, a finished one is deleted at the desk. */
export function removeTicketFile(key: string, id: string): void {
  const entry = $ticketFiles.get().find((file) => file.id === id);
  if (!entry) return;
  $ticketFiles.set($ticketFiles.get().filter((file) => file.id !== id));
  chosen.delete(id);
  running.get(id)?.abort();
  if (entry.state === 'uploaded') void deleteUpload(entry.token);
  rememberNames(key);
}

// ---------------------------------------------------------------------------
// Sending the form

export type TicketSending =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** `replyHours`: when to expect the answer (lib/ticket/rules.ts `replyHoursFor`). */
  | { kind: 'sent'; requestId: number; replyHours: number }
  /** Fields to fix (the first is focused); `files`: an upload is still running or failed. */
  | { kind: 'problems'; problems: TicketProblems & { files?: 'FilesPending' | 'FilesFailed' } }
  | LimitedSending
  | { kind: 'error'; error: AppErrorName };

export const $ticketSending = atom<TicketSending>({ kind: 'idle' });

export interface TicketForm {
  key: string;
  lang: Locale;
  /** The subject the page gives (a pre-filled one, else the categories' names). */
  subject: string;
  /** Facts the page fills in (a bill, a service), put before the person's words. */
  facts?: string | undefined;
  serviceId?: number | undefined;
}

/** Sends the form once its fields and files are ready; nothing typed is lost on failure. */
export async function sendTicketForm(client: ProviderClient, form: TicketForm, draft: TicketDraft, checker: ProviderClient): Promise<void> {
  const state = $ticketSending.get();
  if (state.kind === 'sending' || state.kind === 'sent') return;
  const files = $ticketFiles.get();
  const problems: TicketProblems & { files?: 'FilesPending' | 'FilesFailed' } = {
    ...ticketProblems(draft),
    ...(files.some((file) => file.state === 'uploading') ? { files: 'FilesPending' as const } : files.some((file) => file.state === 'failed') ? { files: 'FilesFailed' as const } : {}),
  };
  if (hasProblems(problems)) {
    $ticketSending.set({ kind: 'problems', problems });
    return;
  }
  $ticketSending.set({ kind: 'sending' });
  const details = draft.details.trim();
  const body = [form.facts, details].filter((part): part is string => part !== undefined && part !== '').join('\n\n');
  const outcome = await submitTicket(client, {
    email: draft.email,
    subject: form.subject,
    body: body === '' ? form.subject : body,
    categories: draft.categories,
    lang: form.lang,
    serviceId: form.serviceId,
    uploads: files.flatMap((file) => (file.state === 'uploaded' ? [file.token] : [])),
  }, checker);
  if (outcome.ok) {
    const rest = { ...$ticketDrafts.get() };
    delete rest[form.key];
    $ticketDrafts.set(Object.keys(rest).length === 0 ? NO_DRAFTS : rest);
    $ticketFiles.set([]);
    chosen.clear();
    $ticketSending.set({ kind: 'sent', requestId: outcome.requestId, replyHours: replyHoursFor(draft.categories) });
    return;
  }
  $ticketSending.set(failedSend(outcome));
}

// ---------------------------------------------------------------------------
// The callback request (contact-us): a ticket of its own category

export const $callbackDraft = sessionValue<CallbackDraft>(CALLBACK_DRAFT_NAME, CallbackDraftSchema, NO_CALLBACK);

export type CallbackSending =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; requestId: number }
  | { kind: 'problems'; problems: CallbackProblems }
  | LimitedSending
  | { kind: 'error'; error: AppErrorName };

export const $callbackSending = atom<CallbackSending>({ kind: 'idle' });

export function editCallback(draft: CallbackDraft): void {
  $callbackDraft.set(draft);
  if ($callbackSending.get().kind === 'problems') $callbackSending.set({ kind: 'idle' });
}

/** Sends the callback request as a ticket (category `callback`, channel, handle and window in its fields). */
export async function sendCallback(client: ProviderClient, request: { lang: Locale; subject: string; body: string }, checker: ProviderClient): Promise<void> {
  const state = $callbackSending.get();
  if (state.kind === 'sending' || state.kind === 'sent') return;
  const draft = $callbackDraft.get();
  const problems = callbackProblems(draft);
  // An empty window is one of the problems (`WindowEmpty`).
  if (hasProblems(problems)) {
    $callbackSending.set({ kind: 'problems', problems });
    return;
  }
  $callbackSending.set({ kind: 'sending' });
  const outcome = await submitTicket(client, {
    email: draft.email,
    subject: request.subject,
    body: request.body,
    categories: ['callback'],
    lang: request.lang,
    callback: { channel: draft.channel, handle: draft.handle.trim(), window: draft.window },
  }, checker);
  if (outcome.ok) {
    $callbackDraft.set(NO_CALLBACK);
    $callbackSending.set({ kind: 'sent', requestId: outcome.requestId });
    return;
  }
  $callbackSending.set(failedSend(outcome));
}
