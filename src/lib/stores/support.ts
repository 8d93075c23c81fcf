/**
 * Sending a support request (ticket): one at a time, the email checked before it goes,
 * and nothing the person wrote is lost when it fails (the form keeps its fields).
 */
import { atom } from 'nanostores';
import type { SupportIssue } from '../contract/index.ts';
import type { ProviderClient } from '../api/provider-client.ts';
import type { AppErrorName } from '../api/errors.ts';
import * as z from 'zod/mini';
import { supportRequestProblem, type SupportProblem } from '../rules/support-request.ts';
import { sessionValue } from './persist.ts';
import { pageLanguage } from '../ui/page-language.ts';
import { DEFAULT_LOCALE } from '../i18n/locales.ts';
import { submitTicket } from './ticket.ts';

export type SupportSending =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; requestId: number }
  | { kind: 'problem'; problem: SupportProblem }
  | { kind: 'error'; error: AppErrorName };

export const $supportSending = atom<SupportSending>({ kind: 'idle' });

const SupportTextDraft = z.object({ invoiceId: z.number(), email: z.string(), note: z.string() });
export type SupportTextDraft = z.infer<typeof SupportTextDraft>;

/**
 * What the person typed into a bill's support request, kept for the tab (a reload or a
 * failed send loses nothing) and dropped once the request is sent.
 */
export const $supportDraft = sessionValue<SupportTextDraft | null>('support-draft', z.nullable(SupportTextDraft), null);

/** The draft of this bill's request: what was typed, else the bill's own email and no note. */
export function supportDraftFor(draft: SupportTextDraft | null, invoiceId: number, email: string | null): SupportTextDraft {
  return draft?.invoiceId === invoiceId ? draft : { invoiceId, email: email ?? '', note: '' };
}

/** Typing in the request: kept at once, and a problem shown for the old text goes. */
export function editSupportDraft(draft: SupportTextDraft): void {
  $supportDraft.set(draft);
  if ($supportSending.get().kind === 'problem') $supportSending.set({ kind: 'idle' });
}

export interface SupportRequest {
  email: string;
  subject: string;
  /** What the page fills in (the bill's number, method and time). */
  facts: string;
  /** What the person added, within SUPPORT_NOTE_MAX. */
  note: string;
  issues: readonly SupportIssue[];
  /** The service the bill is for, when known (a custom field of the ticket). */
  serviceId?: number | undefined;
}

/**
 * Sends one request at a time, once checked; nothing typed is cut or lost on the way. It
 * goes the way every ticket goes (stores/ticket.ts `submitTicket`: Zendesk's anonymous
 * request, the categories and the page's language in its custom fields).
 */
export async function sendSupportRequest(client: ProviderClient, request: SupportRequest): Promise<void> {
  const state = $supportSending.get();
  if (state.kind === 'sending' || state.kind === 'sent') return;
  const problem = supportRequestProblem(request);
  if (problem) {
    $supportSending.set({ kind: 'problem', problem });
    return;
  }
  $supportSending.set({ kind: 'sending' });
  const note = request.note.trim();
  const outcome = await submitTicket(client, {
    email: request.email,
    subject: request.subject,
    body: note === '' ? request.facts : `${request.facts}\n\n${note}`,
    categories: request.issues,
    lang: pageLanguage() ?? DEFAULT_LOCALE,
    serviceId: request.serviceId,
  });
  if (outcome.ok) {
    $supportDraft.set(null);
    $supportSending.set({ kind: 'sent', requestId: outcome.requestId });
    return;
  }
  // The help desk refusing the address is a problem with the field; the rest is the call's own word.
  $supportSending.set(outcome.emailRefused ? { kind: 'problem', problem: 'EmailFormat' } : { kind: 'error', error: outcome.error });
}
