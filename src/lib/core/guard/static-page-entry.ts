/**
 * The page script of a static page (help, an article, the landing page: no island). A
 * first visit that the guard's inline part has already settled shows the page as it is:
 * the service worker is registered, the language kept, and nothing else loads. The shell
 * (./page-start.ts: the stores, zod, the notices, the guard's network half) starts when
 * the page needs it, at once or on the first thing that asks for it: the language
 * switcher, a login stored or cleared by another tab, a login link arriving in the
 * fragment (docs/decisions/0039). A kept copy (offline) says so in the page's own markup,
 * so it needs no shell either.
 */
import { readPageContext, type PageContext } from '../page-context.ts';
import { ROUTES } from '../routes.ts';
import { loginLinkParams } from '../../login/login-link-params.ts';
import { arrivalInQuery, shellNeededAtOnce } from '../rules/static-page-shell.ts';
import { keepLocalJson, sessionText, STORAGE_PREFIX, STORED_NAMES } from '../stores/stored-names.ts';
import { followNetworkBack, isOfflineCopy, startOfflineWorker } from '../ui/offline-worker.ts';
import { looksLikeBot } from './bot-signals.ts';
import { switchedLocale } from './language-switch.ts';

let shell: Promise<typeof import('./page-start.ts')> | null = null;

/** Starts the shell on this page, once; resolves to its module. */
function startShell(context: PageContext): Promise<typeof import('./page-start.ts')> {
  shell ??= import('./page-start.ts').then((module) => {
    module.startPage(context);
    return module;
  });
  return shell;
}

/** Starts the shell on the first thing that needs it. */
function startShellWhenAsked(context: PageContext): void {
  document.addEventListener('click', (event) => {
    const target = switchedLocale(event);
    if (target === null) return;
    event.preventDefault();
    // The shell's own switcher handles later clicks; this one is handed over.
    void startShell(context).then((module) => module.switchLanguage(context, target));
  });
  window.addEventListener('storage', (event) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key === null || event.key.startsWith(STORAGE_PREFIX)) void startShell(context);
  });
  window.addEventListener('hashchange', () => {
    if (loginLinkParams(new URL(location.href)) !== null) void startShell(context);
  });
}

const context = readPageContext();
const root = document.documentElement;
const address = new URL(location.href);
const needed = shellNeededAtOnce({
  earlyGuardShown: root.dataset.earlyGuard === 'shown',
  isBot: context.access !== 'outside' && looksLikeBot(),
  arrivalInAddress: arrivalInQuery(address.search) || loginLinkParams(address) !== null,
  noticeLeft: sessionText(STORED_NAMES.infoForNextPage) !== undefined || sessionText(STORED_NAMES.errorForNextPage) !== undefined,
  firstVisitCookie: context.page !== 'notFound' && 'firstVisitCookie' in ROUTES[context.page],
});
if (root.dataset.guard === 'leaving') {
  // The guard's inline part is already sending the visitor elsewhere.
} else if (needed) {
  void startShell(context);
} else {
  root.dataset.guard = 'pass';
  keepLocalJson(STORED_NAMES.language, context.locale);
  startOfflineWorker();
  // A kept copy says so in its markup (Shell.astro) and goes back to the live page by itself.
  if (isOfflineCopy()) followNetworkBack();
  startShellWhenAsked(context);
}
