/**
 * Resetting a service or the account (ADR 0022): read what will change, confirm that
 * preview, keep the new login pair. The island shows the step; the step outlives the
 * island (the service page reloads its data with the new login while the new link is
 * on screen), so it lives here.
 *
 * A confirmation whose answer is lost (connection cut, timeout, a server error) may have
 * reset the account: the old login may already be dead and the new one exists only in
 * the lost answer. Its token and the login it replaces are kept in the tab's
 * sessionStorage until an answer settles it, so closing the dialog or reloading the page
 * can still get the new login: the provider answers the same confirmation again with the
 * same new pair (`resetConfirm` is safe to repeat with its token).
 */
import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { LoginPair } from '../core/contract/common.ts';
import { RESET_REPLAY_WINDOW_MS, ResetPreview, resetConfirm, resetPreview } from '../service/contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import { UNKNOWN_OUTCOME_ERRORS, type AppErrorName } from '../core/api/errors.ts';
import { catalogued } from '../core/api/refusals.ts';
import type { Locale } from '../core/i18n/locales.ts';
import { sessionValue } from '../core/stores/persist.ts';
import { STORED_NAMES } from '../core/stores/stored-names.ts';
import { $credentials, storeCredentials } from '../core/stores/session.ts';

export type ResetStep =
  | { kind: 'closed' }
  | { kind: 'previewing' }
  | { kind: 'preview'; preview: ResetPreview }
  | { kind: 'confirming'; preview: ResetPreview }
  /** `preview` is kept when the confirmation itself failed, so "try again" confirms the same preview. */
  | { kind: 'failed'; error: AppErrorName; preview: ResetPreview | null }
  /**
   * Done: the new login pair, whether this browser kept it (else the shown link is the only
   * way back in), and the services whose subscription address changed.
   */
  | { kind: 'done'; pair: LoginPair; kept: boolean; subscriptionChanges: number[] };

export const $reset = atom<ResetStep>({ kind: 'closed' });

/** A confirmation sent and not answered: the login it replaces and the preview it confirmed. */
const UnansweredReset = z.object({ replaces: LoginPair, preview: ResetPreview });
type UnansweredReset = z.infer<typeof UnansweredReset>;
const $unanswered = sessionValue<UnansweredReset | null>(STORED_NAMES.resetUnanswered, z.nullable(UnansweredReset), null);

/**
 * The unanswered confirmation of the login stored now (or of the one a refused check just
 * forgot), while its token may still be replayed: for `RESET_REPLAY_WINDOW_MS` after the
 * confirmation, which came before its preview ran out.
 */
function unansweredFor(uuid: string | null): UnansweredReset | null {
  const kept = $unanswered.get();
  if (!kept) return null;
  if (Date.parse(kept.preview.expiresAt) + RESET_REPLAY_WINDOW_MS < Date.now() || (uuid !== null && kept.replaces.uuid !== uuid)) {
    $unanswered.set(null);
    return null;
  }
  return kept;
}

/** Whether this tab sent a reset confirmation that was never answered (the guard asks before checking the login). */
export function hasUnansweredReset(): boolean {
  return unansweredFor($credentials.get()?.uuid ?? null) !== null;
}

/** Asks what a reset of `serviceId` (null: the account) would change. */
let previews = 0;

export async function previewReset(client: ProviderClient, serviceId: number | null): Promise<void> {
  const credentials = $credentials.get();
  if (!credentials) return;
  // A confirmation still unanswered is settled first: it may have replaced this login already.
  if (unansweredFor(credentials.uuid)) {
    await recoverUnansweredReset(client);
    if ($reset.get().kind === 'done') return;
  }
  const asked = ++previews;
  $reset.set({ kind: 'previewing' });
  const result = await client.call(resetPreview, { body: { ...credentials, ...(serviceId === null ? {} : { serviceId }) } });
  // Closed while asking, or closed and opened again: only the newest preview is shown.
  if ($reset.get().kind !== 'previewing' || asked !== previews) return;
  $reset.set(result.ok ? { kind: 'preview', preview: result.data } : { kind: 'failed', error: result.error, preview: null });
}

/**
 * Confirms the preview on screen, then stores the new login pair with the one function
 * that stores a login (so a reset in this tab reaches the others through storage).
 * `ResetExpired`: nothing changed; the island offers to start again.
 */
export async function confirmReset(client: ProviderClient, lang: Locale): Promise<void> {
  const step = $reset.get();
  const credentials = $credentials.get();
  const preview = step.kind === 'preview' || step.kind === 'failed' ? step.preview : null;
  if (!credentials || !preview) return;
  await sendConfirmation(client, { replaces: credentials, preview }, lang);
}

/**
 * Sends (or sends again) a confirmation, kept in the tab until an answer settles it:
 * the new pair (stored with the one function that stores a login, so the other tabs
 * follow), a refusal (nothing changed), or still no answer (kept, and "try again" or the
 * next visit sends the same token).
 */
async function sendConfirmation(client: ProviderClient, confirmation: UnansweredReset, lang?: Locale): Promise<void> {
  const { replaces, preview } = confirmation;
  $reset.set({ kind: 'confirming', preview });
  $unanswered.set(confirmation);
  const result = await client.call(resetConfirm, { body: { ...replaces, confirmToken: preview.confirmToken, ...(lang ? { lang } : {}) } });
  if (!result.ok) {
    const error = catalogued('resetConfirm', result);
    if (!UNKNOWN_OUTCOME_ERRORS.has(error)) $unanswered.set(null);
    // A preview that ran out cannot be confirmed again: the way forward is a new preview.
    $reset.set({ kind: 'failed', error, preview: error === 'ResetExpired' ? null : preview });
    return;
  }
  $unanswered.set(null);
  const kept = storeCredentials(result.data);
  $reset.set({ kind: 'done', pair: result.data, kept, subscriptionChanges: preview.subscriptionChanges });
}

/**
 * A confirmation this tab sent and never heard back about (the dialog was closed, the
 * page reloaded, the tab's login was refused meanwhile): sent again with the same token
 * and the login it replaces. The dialog opens on its outcome (the new login link, or
 * why not). Nothing to do without one. Whoever asks meanwhile (the guard, the page's
 * reads) waits for the same answer: the old login must not be used until it is settled.
 */
let recovering: Promise<void> | null = null;

export function recoverUnansweredReset(client: ProviderClient): Promise<void> {
  recovering ??= recover(client).finally(() => {
    recovering = null;
  });
  return recovering;
}

async function recover(client: ProviderClient): Promise<void> {
  const kept = unansweredFor($credentials.get()?.uuid ?? null);
  if (!kept || $reset.get().kind === 'confirming') return;
  await sendConfirmation(client, kept);
  // Refused: this login was never replaced (or the token ran out); the dialog is not needed to say so.
  const after = $reset.get();
  if (after.kind === 'failed' && after.error === 'ResetExpired') $reset.set({ kind: 'closed' });
}

/**
 * For a page's first reads: true when a confirmation is unanswered, after starting to
 * settle it and calling `then` once it is settled (the login may have changed meanwhile).
 * Still unanswered (no connection), the reset's dialog says so with its retry, and the
 * new login that retry stores starts the page's reads.
 */
export function settlingUnansweredReset(client: ProviderClient, then: () => void): boolean {
  if (!hasUnansweredReset()) return false;
  void recoverUnansweredReset(client).then(() => {
    if (!hasUnansweredReset()) then();
  });
  return true;
}

/**
 * For a page without the reset's dialog (bills, invoice): settles an unanswered
 * confirmation first; false while it is still unanswered (no connection), so the page says
 * so with its own retry instead of reading with a login the reset may have replaced.
 */
export async function unansweredResetSettled(client: ProviderClient): Promise<boolean> {
  if (!hasUnansweredReset()) return true;
  await recoverUnansweredReset(client);
  return !hasUnansweredReset();
}

export function closeReset(): void {
  $reset.set({ kind: 'closed' });
}
