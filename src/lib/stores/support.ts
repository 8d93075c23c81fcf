/**
 * Sending a support request (ticket): one at a time, the email checked before it goes,
 * and nothing the person wrote is lost when it fails (the form keeps its fields).
 */
import { atom } from 'nanostores';
import { endpoints, type SupportIssue } from '../contract/index.ts';
import type { ProviderClient } from '../api/client.ts';
import type { AppErrorName } from '../api/errors.ts';
import { catalogued } from '../api/refusals.ts';
import { checkEmail, type EmailProblem } from '../rules/email.ts';
import { pageLanguage } from '../ui/page-language.ts';

export type SupportSending =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; requestId: number }
  | { kind: 'problem'; problem: EmailProblem }
  | { kind: 'error'; error: AppErrorName };

export const $supportSending = atom<SupportSending>({ kind: 'idle' });

export interface SupportDraft {
  email: string;
  subject: string;
  details: string;
  issues: readonly SupportIssue[];
}

export async function sendSupportRequest(client: ProviderClient, draft: SupportDraft): Promise<void> {
  const state = $supportSending.get();
  if (state.kind === 'sending' || state.kind === 'sent') return;
  const problem = checkEmail(draft.email);
  if (problem) {
    $supportSending.set({ kind: 'problem', problem });
    return;
  }
  $supportSending.set({ kind: 'sending' });
  const result = await client.call(endpoints.supportRequest, {
    body: { request: { requester: { email: draft.email.trim() }, subject: draft.subject, comment: { body: draft.details }, issues: [...draft.issues], lang: pageLanguage() } },
  });
  if (result.ok) {
    $supportSending.set({ kind: 'sent', requestId: result.data.request.id });
    return;
  }
  // The help desk refusing the address is a problem with the field; the rest is the call's own word.
  const emailRefused = result.providerError === 'ValidationFailed';
  $supportSending.set(emailRefused ? { kind: 'problem', problem: 'EmailFormat' } : { kind: 'error', error: catalogued('supportRequest', result) });
}

/** Editing the email after a problem clears it. */
export function clearSupportProblem(): void {
  if ($supportSending.get().kind === 'problem') $supportSending.set({ kind: 'idle' });
}
