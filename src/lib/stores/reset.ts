/**
 * Resetting a service or the account (ADR 0022): read what will change, confirm that
 * preview, keep the new login pair. The island shows the step; the step outlives the
 * island (the service page reloads its data with the new login while the new link is
 * on screen), so it lives here.
 */
import { atom } from 'nanostores';
import type { LoginPair, ResetPreview } from '../contract/index.ts';
import { resetConfirm, resetPreview } from '../contract/service.ts';
import type { ProviderClient } from '../api/client.ts';
import type { AppErrorName } from '../api/errors.ts';
import { catalogued } from '../api/refusals.ts';
import type { Locale } from '../i18n/locales.ts';
import { $credentials, storeCredentials } from './session.ts';

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

/** Asks what a reset of `serviceId` (null: the account) would change. */
let previews = 0;

export async function previewReset(client: ProviderClient, serviceId: number | null): Promise<void> {
  const credentials = $credentials.get();
  if (!credentials) return;
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
  $reset.set({ kind: 'confirming', preview });
  const result = await client.call(resetConfirm, { body: { ...credentials, confirmToken: preview.confirmToken, lang } });
  if (!result.ok) {
    const error = catalogued('resetConfirm', result);
    // A preview that ran out cannot be confirmed again: the way forward is a new preview.
    $reset.set({ kind: 'failed', error, preview: error === 'ResetExpired' ? null : preview });
    return;
  }
  const kept = storeCredentials(result.data);
  $reset.set({ kind: 'done', pair: result.data, kept, subscriptionChanges: preview.subscriptionChanges });
}

export function closeReset(): void {
  $reset.set({ kind: 'closed' });
}
