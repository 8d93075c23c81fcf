/**
 * The page's half of offline pages (docs/decisions/0020-offline-pages.md): registers the
 * service worker (`public/sw.js`), hands it what a first, uncontrolled visit loaded, and
 * on a page the worker served from its kept copy (`<html data-offline-copy>`) says the
 * network is down, then goes back to the live page once a real request gets through.
 * No framework: every page runs this, static pages included. It starts when imported
 * (guard/page-entry.ts imports it), so the page script names it in one line.
 */
import { $notice, showInfo, type NoticeKey } from '../stores/notices.ts';
import { isNetworkNotice, loadedAddresses } from '../rules/offline-pages.ts';

const WORKER_URL = '/sw.js';
/** How often a kept copy asks whether the network is back, besides the browser's hints. */
const RECHECK_MS = 30_000;
const OFFLINE_NOTICE: NoticeKey = 'guard.offlineCopy';

/** Tells the worker what this page loaded, once it is active; marks the page when it is kept. */
async function handOverFirstVisit(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const resources = performance.getEntriesByType('resource');
  const urls = loadedAddresses(location.origin, location.pathname, resources);
  const channel = new MessageChannel();
  const answered = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
  });
  registration.active?.postMessage({ kind: 'keep', urls }, [channel.port2]);
  await answered;
  document.documentElement.dataset.offline = 'kept';
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

/** On a kept copy: the notice, and a reload into the live page once the network answers. */
function watchOfflineCopy(): void {
  showInfo(OFFLINE_NOTICE);
  // The login check and the islands report the same cut as network trouble: here the
  // offline notice says it better, and stays.
  $notice.listen((notice) => {
    if (notice && isNetworkNotice(notice)) showInfo(OFFLINE_NOTICE);
  });
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
}

/** Starts offline pages on this page: the notice if it is a kept copy, and the worker. */
function startOfflinePages(): void {
  if (document.documentElement.dataset.offlineCopy !== undefined) watchOfflineCopy();
  if (!('serviceWorker' in navigator)) return;
  const firstVisit = navigator.serviceWorker.controller === null;
  const register = () => {
    navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      // Private windows and some in-app browsers refuse workers: the site works without one.
      console.warn('offline pages unavailable:', error instanceof Error ? error.message : String(error));
    });
    if (firstVisit) void handOverFirstVisit();
  };
  // After the page has loaded, so the worker never competes with the page's own requests.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

startOfflinePages();
