/**
 * The Android landing page's only script (ADR 0036), inlined at the end of its HTML: no
 * request, no framework, no shared page script. An ad landing page must paint at once on
 * a slow line, and this is all it needs to do:
 *
 * - a login link in the address goes, untouched, to the service page, whose page script
 *   stores it and takes it out of the address (nothing here reads or sends anything first);
 * - the ad values and the affiliate code are kept, each checked by the same rules as
 *   every other page (lib/attribution/ad-params.ts, lib/attribution/rules.ts), under the same names the
 *   stores read back and check again (lib/core/stores/visitor.ts);
 * - an ad click is tied to this browser's random install id (`fingerprint/upload`) and an
 *   affiliate code is checked (`promo/check`), in the background, at most three tries;
 * - the in-app flags (`?inapp=1&inapptrial=1`, spec section 3) are kept, and in the app the
 *   page says there is nothing to download;
 * - inside WeChat, QQ and other apps' browsers, which block APK downloads, the page says to
 *   open it in the phone's browser.
 */
import type { BodyOf } from '../core/contract/endpoint.ts';
import type { fingerprintUpload } from '../attribution/contract.ts';
import { readAdParams } from '../attribution/ad-params.ts';
import { clickUpload, INSTALL_ID_FORMAT, isTraffic, newInstallId, recordTraffics, resendWait, trafficsOf, type Traffic } from '../attribution/rules.ts';
import { blocksApkDownload } from '../subscription/client-platform.ts';
import { loginLinkParams } from '../login/login-link-params.ts';
import { COOKIE_PREFIX, sessionText, STORAGE_PREFIX, STORED_NAMES } from '../core/stores/stored-names.ts';
import { parseProviderBases, startingBase } from '../core/api/provider-bases.ts';

const AFFILIATE_COOKIE_SECONDS = 5 * 24 * 3600;

function read(name: string): unknown {
  try {
    const text = localStorage.getItem(STORAGE_PREFIX + name);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function write(name: string, value: unknown): void {
  try {
    localStorage.setItem(STORAGE_PREFIX + name, JSON.stringify(value));
  } catch {
    // Storage refused (private mode): the visit is simply not remembered.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The affiliate code's cookie, in the encoding the stores' cookie library reads (a JSON string). */
function setAffiliateCookie(code: string | null): void {
  const name = COOKIE_PREFIX + STORED_NAMES.affiliateCode;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    code === null ? `${name}=; Max-Age=0; Path=/` : `${name}=${encodeURIComponent(JSON.stringify(code))}; Max-Age=${AFFILIATE_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One provider call in the background: at most three tries, only after passing trouble. */
async function send(base: string, path: string, init: RequestInit): Promise<Response | null> {
  for (let attempt = 1; ; attempt++) {
    let trouble: string;
    try {
      const response = await fetch(base.replace(/\/$/, '') + path, { ...init, credentials: 'omit', referrerPolicy: 'no-referrer', keepalive: true });
      if (response.ok) return response;
      trouble = response.status === 429 ? 'ProviderBusy' : response.status >= 500 ? 'ServerError' : 'RequestError';
    } catch {
      trouble = 'NetworkTrouble';
    }
    const wait = resendWait(trouble, attempt);
    if (wait === null) return null;
    await sleep(wait);
  }
}

/** The kept arrivals, each checked (one edited by hand is left out). */
function keptTraffics(): Traffic[] {
  const kept = read(STORED_NAMES.traffics);
  return Array.isArray(kept) ? kept.filter(isTraffic) : [];
}

function installId(): string {
  const kept = read(STORED_NAMES.installId);
  if (typeof kept === 'string' && INSTALL_ID_FORMAT.test(kept)) return kept;
  const made = newInstallId();
  write(STORED_NAMES.installId, made);
  return made;
}

function keepArrival(url: URL, base: string): void {
  const arrival = readAdParams(url.searchParams);
  const now = Date.now();
  const kept = read(STORED_NAMES.adTracking);
  if (Object.keys(arrival.tracking).length > 0) write(STORED_NAMES.adTracking, { ...(isRecord(kept) ? kept : {}), ...arrival.tracking });
  write(STORED_NAMES.traffics, recordTraffics(keptTraffics(), trafficsOf(arrival, now), now));

  const click = clickUpload(arrival.tracking);
  const reported = read(STORED_NAMES.attributionReported);
  const done: unknown[] = Array.isArray(reported) ? reported : [];
  if (click && !done.includes(`click:${click.platform}:${click.adid}`)) {
    write(STORED_NAMES.attributionReported, [...done, `click:${click.platform}:${click.adid}`].slice(-20));
    const body: BodyOf<typeof fingerprintUpload> = { ...click, fingerprint: installId() };
    void send(base, '/au/api/v1/fingerprint/upload', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  const code = arrival.affiliateCode;
  if (code) {
    setAffiliateCookie(code);
    void send(base, `/au/api/v1/promo/check?code=${encodeURIComponent(code)}`, { method: 'GET' }).then(async (response) => {
      const answer: unknown = await response?.json().catch(() => undefined);
      const kind = isRecord(answer) && isRecord(answer.data) ? answer.data.kind : undefined;
      // Only a code the provider says it does not know as a friend's is forgotten; no answer keeps it.
      if (kind !== 'unknown' && kind !== 'coupon') return;
      setAffiliateCookie(null);
      write(STORED_NAMES.traffics, keptTraffics().filter((traffic) => !('aff' in traffic && traffic.aff === code)));
    });
  }
}

function start(): void {
  const root = document.documentElement;
  const url = new URL(location.href);
  if (loginLinkParams(url)) {
    // The service page stores the login and takes it out of the address.
    root.dataset.guard = 'leaving';
    location.replace(`/${root.lang}/user/service/0${url.search}${url.hash}`);
    return;
  }
  // The provider base this visit last reached, else the first listed (ADR 0052); the reports here do not fail over.
  const base = startingBase(parseProviderBases(document.getElementById('main')?.dataset.providerBase ?? ''), sessionText(STORED_NAMES.providerBase)) ?? '';
  write(STORED_NAMES.language, root.lang);
  if (url.searchParams.get('inapp') === '1') write(STORED_NAMES.inApp, { inApp: true, inAppTrial: url.searchParams.get('inapptrial') === '1' });
  keepArrival(url, base);
  const inApp = read(STORED_NAMES.inApp);
  if (isRecord(inApp) && inApp.inApp === true) root.dataset.inApp = 'app';
  else if (blocksApkDownload(navigator.userAgent)) root.dataset.inApp = 'browser';
  const address = document.getElementById('landing-address');
  if (address) address.textContent = location.href;
  root.dataset.guard = 'pass';
}

start();
