/**
 * Where a buyer came from reaches the provider (ADR 0037): the ad click tied to this
 * browser's install id (`fingerprint/upload`), the account's report after it is created
 * or orders (`au/ads`), and an affiliate code from a link checked (`promo/check`).
 *
 * Every send is in the background: nobody waits for it, a failure shows nothing, and a
 * failed send is tried again at most twice (a lost connection, a busy or failing
 * provider). None of them moves money; each report follows a money-moving call's answer
 * once, and never a repeat of that call (a retried order answers the same order, which
 * is reported once).
 */
import * as z from 'zod/mini';
import type { ApiResult, ProviderClient } from '../core/api/provider-client.ts';
import { auAds, fingerprintUpload, promoCheck } from './contract.ts';
import { AD_PARAM_FORMATS, readAdCookies, type AdArrival } from './ad-params.ts';
import { adsReport, clickUpload, INSTALL_ID_FORMAT, MAX_TRAFFICS, newInstallId, recordTraffics, resendWait, trafficsOf } from './rules.ts';
import { localValue } from '../core/stores/persist.ts';
import { STORED_NAMES } from '../core/stores/stored-names.ts';
import { $credentials } from '../core/stores/session.ts';
import { $firstVisitAt, $humanCheckAt } from '../core/stores/visitor.ts';
import { $adTracking, $affiliateCode } from './ad-tracking.ts';

const formatted = (format: RegExp) => z.string().check(z.regex(format));
/** Every counted arrival (ad platform, affiliate code or "nature"), the last MAX_TRAFFICS (lib/attribution/rules.ts). */
const TrafficEntry = z.union([
  z.object({ platform: formatted(AD_PARAM_FORMATS.adPlatform), at: z.number() }),
  z.object({ aff: formatted(AD_PARAM_FORMATS.affiliateCode), at: z.number() }),
  z.object({ nature: z.literal(true), at: z.number() }),
]);
export const $traffics = localValue<z.infer<typeof TrafficEntry>[]>(STORED_NAMES.traffics, z.array(TrafficEntry).check(z.maxLength(MAX_TRAFFICS)), []);

/** This browser's random install id, the only "fingerprint" the site sends (ADR 0037). */
export const $installId = localValue<string | null>(STORED_NAMES.installId, z.nullable(z.string().check(z.regex(INSTALL_ID_FORMAT))), null);

/** The install id, made on first use. */
export function installId(): string {
  const kept = $installId.get();
  if (kept) return kept;
  const made = newInstallId();
  $installId.set(made);
  return made;
}

function realSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Sends until it is answered, at most three times; resolves to whether it arrived.
 * @example await sendInBackground(() => client.call(auAds, { body })) // true
 */
export async function sendInBackground(send: () => Promise<ApiResult<unknown>>, sleep: (ms: number) => Promise<void> = realSleep): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const result = await send();
    if (result.ok) return true;
    const wait = resendWait(result.error, attempt);
    if (wait === null) return false;
    await sleep(wait);
  }
}

/** What was already reported (`order:12`, `account:uuid`, `click:google:Cj0…`), the last 20: nothing is reported twice. */
const $reported = localValue<string[]>(STORED_NAMES.attributionReported, z.array(z.string().check(z.maxLength(300))).check(z.maxLength(20)), []);

/** Marks `key` reported; false when it already was. */
function firstTime(key: string): boolean {
  const done = $reported.get();
  if (done.includes(key)) return false;
  $reported.set([...done, key].slice(-20));
  return true;
}

/**
 * After an account is created or an order placed: the account's ad values and arrivals.
 * Sent with `keepalive`, since the page usually goes on to the bill at once.
 * @param key what happened, once (`order:<orderId>`, `account:<uuid>`)
 */
export function reportAttribution(client: ProviderClient, event: 'account' | 'order', key: string, sleep?: (ms: number) => Promise<void>): Promise<boolean> {
  const login = $credentials.get();
  if (!login || !firstTime(key)) return Promise.resolve(false);
  const kept = $adTracking.get();
  // Ad platforms' own cookie ids, when this domain carries any (no ad script of ours sets them; ADR 0037).
  const cookieIds = { ...kept.adPlatformCookieIds, ...readAdCookies(typeof document === 'undefined' ? '' : document.cookie) };
  // A buyer whose arrivals were never counted here (no ad, no invite) came by "nature", from the first visit on.
  const traffics = $traffics.get().length > 0 ? $traffics.get() : recordTraffics([], [], $firstVisitAt.get() ?? Date.now());
  const body = {
    ...login,
    event,
    ...adsReport({ fingerprint: installId(), tracking: { ...kept, adPlatformCookieIds: cookieIds }, affiliateCode: $affiliateCode.get(), traffics, verifiedAt: $humanCheckAt.get() }),
  };
  return sendInBackground(() => client.call(auAds, { body }, { keepalive: true }), sleep);
}

/** An ad click that arrived: tied to this browser's install id once, for a later install or order to be matched. */
export function uploadClick(client: ProviderClient, sleep?: (ms: number) => Promise<void>): Promise<boolean> {
  const click = clickUpload($adTracking.get());
  if (!click || !firstTime(`click:${click.platform}:${click.adid}`)) return Promise.resolve(false);
  return sendInBackground(() => client.call(fingerprintUpload, { body: { ...click, fingerprint: installId() } }), sleep);
}

/**
 * An affiliate code from a link, checked with the provider: one it does not know as a
 * friend's code is forgotten (with its arrival). No answer keeps it: the provider checks
 * it again when the order carries it.
 */
export async function checkAffiliateCode(client: ProviderClient, code: string): Promise<void> {
  const result = await client.call(promoCheck, { query: { code } });
  if (!result.ok || result.data.kind === 'affiliate') return;
  if ($affiliateCode.get() === code) $affiliateCode.set(null);
  $traffics.set($traffics.get().filter((traffic) => !('aff' in traffic && traffic.aff === code)));
}

/**
 * An arrival on a landing page or order/place that brings an ad click or an invite: counted
 * among the arrivals, its click tied to the install id, its affiliate code checked.
 */
export function keepArrival(client: ProviderClient, arrival: AdArrival, now = Date.now()): void {
  $traffics.set(recordTraffics($traffics.get(), trafficsOf(arrival, now), now));
  void uploadClick(client);
  if (arrival.affiliateCode) void checkAffiliateCode(client, arrival.affiliateCode);
}
