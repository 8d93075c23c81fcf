/**
 * The page's half of offline pages (docs/decisions/0020-offline-pages.md): registers the
 * service worker (./offline-worker.ts), and on a page the worker served from its kept
 * copy (`<html data-offline-copy>`) says the network is down, then goes back to the live
 * page once a real request gets through.
 * No framework: every page runs this, static pages included. It starts when imported
 * (lib/core/guard/page-start.ts imports it), so the page script names it in one line.
 */
import { $notice, dismissNotice, showInfo, type NoticeKey } from '../stores/notices.ts';
import { isNetworkNotice } from '../rules/offline-pages.ts';
import { followNetworkBack, isOfflineCopy, isOfflineFallback, startOfflineWorker } from './offline-worker.ts';

const OFFLINE_NOTICE: NoticeKey = 'guard.offlineCopy';

/**
 * On a kept copy: the notice, and a reload into the live page once the network answers
 * (./offline-worker.ts). A static page says it in its own markup (Shell.astro), so here
 * the network notices only give way to it.
 */
function watchOfflineCopy(): void {
  const saidByPage = document.querySelector('[data-offline-copy-notice]') !== null;
  const sayOffline = () => (saidByPage ? dismissNotice() : showInfo(OFFLINE_NOTICE));
  if (!saidByPage) showInfo(OFFLINE_NOTICE);
  // The login check and the islands report the same cut as network trouble: here the
  // offline notice says it better, and stays.
  $notice.listen((notice) => {
    if (notice && isNetworkNotice(notice)) sayOffline();
  });
  followNetworkBack();
}

/** Starts offline pages on this page: the notice if it is a kept copy, and the worker. */
function startOfflinePages(): void {
  if (isOfflineCopy()) watchOfflineCopy();
  // The offline page in place of a page never opened here: it says so itself; the page asked for opens once the network answers.
  else if (isOfflineFallback()) followNetworkBack();
  startOfflineWorker();
}

startOfflinePages();
