/**
 * The invite-friends page's state (reference §2.3): `aff/info` first (a safe read, repeated
 * by the client per ADR 0016), then the link and QR text in the link's language; the
 * actions that send (a gift, a mailed invite, a new code) each carry one request key per
 * press and are never repeated by the client. The lists and the withdrawal live in
 * ./lists.ts and ./withdraw-store.ts, fetched with the dialogs that show them.
 */
import { atom } from 'nanostores';
import type { Locale } from '../core/i18n/locales.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import { UNKNOWN_OUTCOME_ERRORS, type AppErrorName } from '../core/api/errors.ts';
import { catalogued } from '../core/api/refusals.ts';
import { newRequestKey } from '../core/api/request-key.ts';
import type { Loadable } from '../core/stores/loadable.ts';
import { $credentials } from '../core/stores/session.ts';
import { checkInviteEmail, cleanInviteEmail, type InviteEmailProblem } from './invite-email.ts';
import { affInfo, affInviteEmail, affInviteFree, affInviteLink, affInviteQrcode, type AffiliateInfo, type BonusSummary } from './contract.ts';

/** `aff/info`; the error `EmailNotBound` means the account has no verified email (the page shows the bind prompt). */
export const $affiliateInfo = atom<Loadable<AffiliateInfo>>({ kind: 'idle' });

/** The link's language (繁/简/EN): the page's language until the person picks another. */
export const $linkLanguage = atom<Locale | null>(null);

/** The link, the code and the QR text in one language, as `aff/invite/qrcode` answers them. */
export interface InviteLinkText {
  lang: Locale;
  code: string;
  url: string;
  qrText: string;
}
export const $inviteLink = atom<Loadable<InviteLinkText>>({ kind: 'idle' });

/** Replacing the code: asked, confirmed, sent, answered. */
export type RotationStep = { kind: 'idle' } | { kind: 'confirming' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; error: AppErrorName };
export const $rotation = atom<RotationStep>({ kind: 'idle' });

/** A gift or a mailed invite: being sent, sent to whom, refused (why), or with no answer (unknown). */
export type InviteSend =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'problem'; problem: InviteEmailProblem }
  | { kind: 'refused'; error: AppErrorName }
  | { kind: 'unknown' };
export const $giftSend = atom<InviteSend>({ kind: 'idle' });
export const $mailSend = atom<InviteSend>({ kind: 'idle' });

/** Reads `aff/info` in the page's language (again after a failure). */
export async function loadAffiliateInfo(client: ProviderClient, lang: Locale): Promise<void> {
  const credentials = $credentials.get();
  if (!credentials) return;
  if ($affiliateInfo.get().kind !== 'ready') $affiliateInfo.set({ kind: 'loading' });
  const result = await client.call(affInfo, { query: { ...credentials, lang } });
  if (result.ok) $affiliateInfo.set({ kind: 'ready', value: result.data });
  // A later read that fails keeps the figures shown (a refresh after a send); the first shows its error.
  else if ($affiliateInfo.get().kind !== 'ready' || result.error === 'HmacCheckFailed') $affiliateInfo.set({ kind: 'error', error: catalogued('affInfo', result) });
}

/** The page's first read, then the link in the page's language; asks only for what nothing has started. */
export async function ensureAffiliateLoaded(client: ProviderClient, lang: Locale): Promise<void> {
  if ($linkLanguage.get() === null) $linkLanguage.set(lang);
  if ($affiliateInfo.get().kind === 'idle') await loadAffiliateInfo(client, lang);
  if ($affiliateInfo.get().kind === 'ready' && $inviteLink.get().kind === 'idle') await loadInviteLink(client);
}

/** The link, code and QR text in the chosen language (a read: the same code in another language). */
export async function loadInviteLink(client: ProviderClient): Promise<void> {
  const credentials = $credentials.get();
  const lang = $linkLanguage.get();
  if (!credentials || !lang) return;
  $inviteLink.set({ kind: 'loading' });
  const result = await client.call(affInviteQrcode, { body: { ...credentials, lang } });
  // A newer choice of language may have been made meanwhile: only the latest one shows.
  if ($linkLanguage.get() !== lang) return;
  $inviteLink.set(result.ok ? { kind: 'ready', value: { lang, ...result.data } } : { kind: 'error', error: result.error });
}

/** Shows the link in another language (繁/简/EN). */
export function chooseLinkLanguage(client: ProviderClient, lang: Locale): void {
  if ($linkLanguage.get() === lang) return;
  $linkLanguage.set(lang);
  void loadInviteLink(client);
}

export function askRotation(): void {
  if ($rotation.get().kind !== 'sending') $rotation.set({ kind: 'confirming' });
}

export function cancelRotation(): void {
  if ($rotation.get().kind === 'confirming') $rotation.set({ kind: 'idle' });
}

/**
 * Retires the code and makes a new one (one key per confirmation). After an answer that
 * says nothing of the outcome, the link is read again: it shows whichever code is current.
 */
export async function confirmRotation(client: ProviderClient, pageLang: Locale): Promise<void> {
  const credentials = $credentials.get();
  const lang = $linkLanguage.get() ?? pageLang;
  if (!credentials || $rotation.get().kind !== 'confirming') return;
  $rotation.set({ kind: 'sending' });
  const result = await client.call(affInviteLink, { body: { ...credentials, lang, rotate: true, requestKey: newRequestKey() } });
  $rotation.set(result.ok ? { kind: 'done' } : { kind: 'failed', error: result.error });
  await Promise.all([loadInviteLink(client), loadAffiliateInfo(client, pageLang)]);
}

/** The figures an invite's answer changes: today's count, and the gifts left. */
function applyInviteAnswer(invites: AffiliateInfo['invites'], quotaLeft?: number): void {
  const info = $affiliateInfo.get();
  if (info.kind !== 'ready') return;
  $affiliateInfo.set({ kind: 'ready', value: { ...info.value, invites, quota: quotaLeft === undefined ? info.value.quota : { left: quotaLeft } } });
}

/** The bonus figures after a withdrawal's answer (./withdraw-store.ts). */
export function applyBonus(bonus: BonusSummary): void {
  const info = $affiliateInfo.get();
  if (info.kind === 'ready') $affiliateInfo.set({ kind: 'ready', value: { ...info.value, bonus } });
}

/** Listeners told when a send may have added a friend (the friends list reads itself again). */
const inviteListeners = new Set<() => void>();
export function onInviteSent(listener: () => void): () => void {
  inviteListeners.add(listener);
  return () => inviteListeners.delete(listener);
}

/**
 * Sends a free-trial gift (`gift`) or a mailed invite (`mail`) to `typed`, checked first
 * as the provider will (the format, a mailbox our mail does not reach); one press, one key, never repeated. A refusal says why by
 * name; no answer leaves the outcome unknown, so the figures and friends are read again.
 */
export async function sendInvite(client: ProviderClient, kind: 'gift' | 'mail', typed: string, lang: Locale): Promise<void> {
  const state = kind === 'gift' ? $giftSend : $mailSend;
  const credentials = $credentials.get();
  if (!credentials || state.get().kind === 'sending') return;
  const email = cleanInviteEmail(typed);
  const problem = checkInviteEmail(email);
  if (problem) {
    state.set({ kind: 'problem', problem });
    return;
  }
  state.set({ kind: 'sending' });
  const body = { ...credentials, email, lang, requestKey: newRequestKey() };
  const result = kind === 'gift' ? await client.call(affInviteFree, { body }) : await client.call(affInviteEmail, { body });
  if (result.ok) {
    applyInviteAnswer(result.data.invites, 'quotaLeft' in result.data && typeof result.data.quotaLeft === 'number' ? result.data.quotaLeft : undefined);
    state.set({ kind: 'sent', email });
  } else if (result.providerError === 'ValidationFailed' && result.fields?.includes('email')) {
    state.set({ kind: 'problem', problem: 'EmailFormat' });
  } else {
    const error = catalogued(kind === 'gift' ? 'affInviteFree' : 'affInviteEmail', result);
    state.set(UNKNOWN_OUTCOME_ERRORS.has(error) ? { kind: 'unknown' } : { kind: 'refused', error });
  }
  // What was counted changed (a refusal may count too): today's figures and the friends, as the provider has them.
  if (!result.ok) await loadAffiliateInfo(client, lang);
  for (const listener of inviteListeners) listener();
}

/** Forgets the last send's outcome (the person types a new address). */
export function resetInvite(kind: 'gift' | 'mail'): void {
  const state = kind === 'gift' ? $giftSend : $mailSend;
  if (state.get().kind !== 'sending') state.set({ kind: 'idle' });
}
