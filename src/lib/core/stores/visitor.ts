/**
 * The other client-stored values of spec section 3, each with its lifetime:
 * cookies for the human check (1 day) and the first visit (1 day); localStorage for the
 * rest. The ad values and the affiliate code (5-day cookie) are in ./ad-tracking.ts, which
 * only the pages that need them load.
 */
import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { cookieValue, localValue } from './persist.ts';
import { STORED_NAMES } from './stored-names.ts';
import { HUMAN_CHECK_COOKIE_DAYS } from '../rules/human-check.ts';
import { HumanToken } from '../contract/app.ts';

export const FIRST_VISIT_COOKIE_DAYS = 1;

/** The 5-second-visit timestamp: when the human check was passed (ms). */
export const $humanCheckAt = cookieValue<number | null>(STORED_NAMES.humanCheck, z.nullable(z.number()), null, HUMAN_CHECK_COOKIE_DAYS);
/** When this browser first came to the marketing home or order page (ms). */
export const $firstVisitAt = cookieValue<number | null>('first_visit', z.nullable(z.number()), null, FIRST_VISIT_COOKIE_DAYS);

export const $language = localValue<Locale | null>(STORED_NAMES.language, z.nullable(z.enum(LOCALES)), null);


/** Set when the page runs inside the Android app (in-app paying screen, trial offer). */
export const $inApp = localValue<{ inApp: boolean; inAppTrial: boolean }>(STORED_NAMES.inApp, z.object({ inApp: z.boolean(), inAppTrial: z.boolean() }), {
  inApp: false,
  inAppTrial: false,
});

/** The payment in progress (invoice and method), so a reload or a closed tab resumes it. */
export const PaymentInfo = z.object({
  invoiceId: z.number(),
  method: z.string(),
  startedAt: z.number(),
  /** The attempt's idempotency key: after a reload the same key brings back the same payment. */
  requestKey: z.optional(z.string()),
});
export const $paymentInfo = localValue<z.infer<typeof PaymentInfo> | null>('payment-info', z.nullable(PaymentInfo), null);

/** Marks the first visit once; later visits keep the first timestamp until the cookie expires. */
export function markFirstVisit(now: number): void {
  if ($firstVisitAt.get() === null) $firstVisitAt.set(now);
}

export function markHumanCheckPassed(at: number): void {
  $humanCheckAt.set(at);
}

export function clearHumanCheck(): void {
  $humanCheckAt.set(null);
  $humanToken.set(null);
}

/**
 * The token the human check earned (`verify/cap`) and until when it is good, by this
 * browser's clock: the calls a bot must not make carry it (ADR 0033). The cookie above
 * only tells the guard a check happened; anyone can set it, and it proves nothing to the
 * provider.
 */
export const HumanCheckToken = z.object({ token: HumanToken, expiresAt: z.number() });
export const $humanToken = localValue<z.infer<typeof HumanCheckToken> | null>(STORED_NAMES.humanToken, z.nullable(HumanCheckToken), null);

/** Keeps the token `verify/cap` answered, valid `validForSeconds` from `now` (ms). */
export function keepHumanToken(token: string, validForSeconds: number, now: number): void {
  $humanToken.set({ token, expiresAt: now + validForSeconds * 1000 });
}

/** Drops a token the provider refused (expired by its clock, used up, spent on an account), so the next call earns a new one. */
export function forgetHumanToken(): void {
  $humanToken.set(null);
}

/**
 * The kept token while it is still good for a minute more (a call under way must not
 * outlive it), else null.
 * @example liveHumanToken(Date.now()) // 'ab12…' or null
 */
export function liveHumanToken(now: number): string | null {
  const kept = $humanToken.get();
  return kept && kept.expiresAt - 60_000 > now ? kept.token : null;
}

/**
 * The in-app flags a page is opened with (`?inapp=1`, `&inapptrial=1`, spec section 3),
 * read on every page. The ad and invite values are read by ./ad-tracking.ts, loaded only
 * when the address has a query (ADR 0037).
 */
export function captureArrivalParams(url: URL): void {
  const params = url.searchParams;
  if (params.get('inapp') === '1') $inApp.set({ inApp: true, inAppTrial: params.get('inapptrial') === '1' });
}
