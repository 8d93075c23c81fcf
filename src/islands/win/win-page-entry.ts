/**
 * The script every desktop panel page runs (no framework: the overview and win/ticket
 * ship none up front). It takes the client's report from the address and checks its
 * version (lib/win/store.ts `checkClientVersion`), filling the page's update notice;
 * takes the same report by message from the client (lib/win/panel-bridge.ts); shows the
 * overview's account state; and starts win/services' load while React is on
 * its way. Words come from the page (data attributes written at build time), and every
 * value is set as text, never as HTML.
 */
import { panelProvider, PANEL_PROVIDER_ORIGINS } from '../../lib/core/api/panel-provider.ts';
import { interpolate } from '../../lib/core/i18n/t.ts';
import { isLocale } from '../../lib/core/i18n/locales.ts';
import { $clientUpdate, $panelLogin, loadPanelServices, checkClientVersion, takeClientReport } from '../../lib/win/store.ts';
import { acceptBridgeMessage } from '../../lib/win/panel-bridge.ts';

const locale = document.documentElement.lang;
const fill = (template: string | undefined, vars: Record<string, string>) => (isLocale(locale) ? interpolate(locale, template ?? '', vars) : '');

const notice = document.querySelector<HTMLElement>('[data-win-update]');
if (notice) {
  const body = notice.querySelector<HTMLElement>('[data-win-update-body]');
  const link = notice.querySelector<HTMLAnchorElement>('[data-win-update-link]');
  const noLink = notice.querySelector<HTMLElement>('[data-win-update-nolink]');
  const current = document.querySelector<HTMLElement>('[data-win-current]');
  $clientUpdate.subscribe((update) => {
    if (!update) return;
    const client = notice.dataset[`client_${update.report.client}`] ?? update.report.client;
    const { verdict } = update;
    // Each report replaces what the last one showed (a client may send a newer one by message).
    notice.hidden = verdict.kind !== 'outdated';
    if (link) link.hidden = true;
    if (noLink) noLink.hidden = true;
    if (current) current.hidden = verdict.kind !== 'current';
    if (verdict.kind === 'outdated') {
      if (body) body.textContent = fill(notice.dataset.body, { client, current: update.report.version, latest: verdict.latest });
      if (link && verdict.download !== null) {
        link.href = verdict.download;
        link.textContent = fill(notice.dataset.download, { latest: verdict.latest });
        link.hidden = false;
      } else if (noLink) {
        noLink.hidden = false;
      }
    } else if (verdict.kind === 'current' && current) {
      current.textContent = fill(current.dataset.template, { client, current: update.report.version });
    }
  });
  void checkClientVersion(panelProvider, location.search, PANEL_PROVIDER_ORIGINS);

  // A client may send its report by message instead (lib/win/panel-bridge.ts says whom the
  // panel believes): a script it put in this page, or WebView2's host channel.
  const heard = (origin: string, fromThisWindow: boolean, data: unknown) => {
    const report = acceptBridgeMessage({ origin, fromThisWindow, data }, location.origin);
    if (report) void takeClientReport(panelProvider, report, PANEL_PROVIDER_ORIGINS);
  };
  window.addEventListener('message', (event) => heard(event.origin, event.source === window, event.data));
  webViewHost()?.addEventListener('message', (event) => heard(location.origin, true, event.data));
}

/** WebView2's host channel, when the page runs in one (feature-detected: a browser has none). */
function webViewHost(): { addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void } | null {
  const chrome: unknown = Reflect.get(window, 'chrome');
  const webview: unknown = typeof chrome === 'object' && chrome !== null ? Reflect.get(chrome, 'webview') : undefined;
  if (typeof webview !== 'object' || webview === null) return null;
  const listen: unknown = Reflect.get(webview, 'addEventListener');
  if (typeof listen !== 'function') return null;
  return { addEventListener: (type, listener) => listen.call(webview, type, listener) };
}

// The overview says whether this computer is logged in (the panel's own login).
const accountIn = document.querySelector<HTMLElement>('[data-win-account="in"]');
const accountOut = document.querySelector<HTMLElement>('[data-win-account="out"]');
if (accountIn && accountOut) {
  $panelLogin.subscribe((login) => {
    accountIn.hidden = login === null;
    accountOut.hidden = login !== null;
  });
}

if (document.documentElement.dataset.page === 'winServices') void loadPanelServices(panelProvider, PANEL_PROVIDER_ORIGINS);
