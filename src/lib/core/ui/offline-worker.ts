/**
 * The service worker's half of offline pages (docs/decisions/0020-offline-pages.md):
 * registers `public/sw.js` once the page has loaded and hands it what a first,
 * uncontrolled visit loaded; on a kept copy, goes back to the live page once the network
 * answers. Free of the stores, so a static page runs it without loading them
 * (docs/decisions/0039); ./offline.ts adds the kept copy's notice.
 */
import { loadedAddresses, offlinePageAddress } from '../rules/offline-pages.ts';

const WORKER_URL = '/sw.js';
/** How often a kept copy asks whether the network is back, besides the browser's hints. */
const RECHECK_MS = 30_000;

/** Tells the worker what this page loaded, once it is active; marks the page when it is kept. */
async function handOverFirstVisit(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const resources = performance.getEntriesByType('resource');
  // And the page that stands in, offline, for pages never opened here (ADR 0020).
  const urls = [...loadedAddresses(location.origin, location.pathname, resources), offlinePageAddress(location.origin, location.pathname)];
  const channel = new MessageChannel();
  const answered = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
  });
  registration.active?.postMessage({ kind: 'keep', urls }, [channel.port2]);
  await answered;
  document.documentElement.dataset.offline = 'kept';
}

let started = false;

/** Registers the worker after the page has loaded, so it never competes with the page's own requests. Once per page. */
export function startOfflineWorker(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const firstVisit = navigator.serviceWorker.controller === null;
  const register = () => {
    navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      // Private windows and some in-app browsers refuse workers: the site works without one.
      console.warn('offline pages unavailable:', error instanceof Error ? error.message : String(error));
    });
    if (firstVisit) void handOverFirstVisit();
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Whether the worker answered with the offline page in place of a page never opened here (the network was down). */
export function isOfflineFallback(): boolean {
  return document.documentElement.dataset.offlineFallback !== undefined;
}

/** Whether the worker served this page from its kept copy (the network was down). */
export function isOfflineCopy(): boolean {
  return document.documentElement.dataset.offlineCopy !== undefined;
}

/**
 * A real request for this page, past the worker (it handles only GET): the answer says
 * the network is back, which `navigator.onLine` cannot (it reads false behind some VPNs
 * and firewalls, and true on a LAN with no internet).
 */
async function networkIsBack(): Promise<boolean> {
  try {
    const response = await fetch(location.pathname, { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

let following = false;

/** On a kept copy: reloads into the live page (fresh HTML, the provider's data) once a real request gets through. Once per page. */
export function followNetworkBack(): void {
  if (following) return;
  following = true;
  let checking = false;
  // A sign the network is back (the online event) while a check is under way: that check
  // may have set out offline and fail, so one more follows it instead of waiting a round.
  let askedAgain = false;
  const recheck = async () => {
    if (checking) {
      askedAgain = true;
      return;
    }
    checking = true;
    const back = await networkIsBack();
    checking = false;
    if (back) {
      // The live page (fresh HTML, the provider's data) replaces the kept one.
      location.reload();
      return;
    }
    if (askedAgain) {
      askedAgain = false;
      void recheck();
    }
  };
  const run = () => void recheck();
  window.addEventListener('online', run);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') run();
  });
  setInterval(run, RECHECK_MS);
  // The network may have come back while this script was still on its way (the kept copy
  // shows its notice from its markup, before any script): its online event is then gone.
  if (navigator.onLine) run();
}
