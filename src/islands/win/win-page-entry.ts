/**
 * The script every desktop panel page runs (no framework: the overview and win/ticket
 * ship none up front). It takes the client's report from the address and checks its
 * version (stores/win-panel.ts `checkClientVersion`), filling the page's update notice;
 * shows the overview's account state; and starts win/services' load while React is on
 * its way. Words come from the page (data attributes written at build time), and every
 * value is set as text, never as HTML.
 */
import { panelProvider, PANEL_PROVIDER_ORIGIN } from '../../lib/api/panel-provider.ts';
import { interpolate } from '../../lib/i18n/t.ts';
import { isLocale } from '../../lib/i18n/locales.ts';
import { $clientUpdate, $panelLogin, loadPanelServices, checkClientVersion } from '../../lib/stores/win-panel.ts';

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
    if (update.verdict.kind === 'outdated') {
      if (body) body.textContent = fill(notice.dataset.body, { client, current: update.report.version, latest: update.verdict.latest });
      if (link && update.verdict.download !== null) {
        link.href = update.verdict.download;
        link.textContent = fill(notice.dataset.download, { latest: update.verdict.latest });
        link.hidden = false;
      } else if (noLink) {
        noLink.hidden = false;
      }
      notice.hidden = false;
    } else if (update.verdict.kind === 'current' && current) {
      current.textContent = fill(current.dataset.template, { client, current: update.report.version });
      current.hidden = false;
    }
  });
  void checkClientVersion(panelProvider, location.search, PANEL_PROVIDER_ORIGIN);
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

if (document.documentElement.dataset.page === 'winServices') void loadPanelServices(panelProvider, PANEL_PROVIDER_ORIGIN);
