/** @jsxImportSource jsx-dom/min */
/**
 * win/services (issue 13 item 2): the account's services as the desktop panel shows them:
 * status in words, expiry in Hong Kong time, usage against the 200 GB full-speed
 * allowance, the subscription address with copy, and the desktop apps' import links
 * (rules/client-tutorial: the same links as the service page's setup guide). The page
 * script starts the load (stores/win-panel.ts); this draws it, without React (ADR 0040):
 * the list is read-only, its buttons copy, open links and log out.
 */
import { panelProvider, PANEL_PROVIDER_ORIGIN } from '../../lib/api/panel-provider';
import type { Locale } from '../../lib/i18n/locales';
import { formatDateTime } from '../../lib/i18n/format';
import type { Translate } from '../../lib/i18n/t';
import { routeHref } from '../../lib/routes';
import { $panelServices, loadPanelServices, logOutPanel, type PanelService } from '../../lib/stores/win-panel';
import { drawView } from '../../lib/ui/dom-view';
import { CopyButtonView } from '../ui/copy-button-view';
import { UsageFactsView } from '../ui/usage-facts-view';
import { ErrorNoticeView } from '../ui/error-notice-view';
import type { WinText } from './messages';

function serviceCard(locale: Locale, service: PanelService, t: Translate<WinText>) {
  const { detail, usage, address, desktop } = service;
  const headingId = `win-service-${detail.id}`;
  return (
    <article className="panel stack win-service" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('win.service.heading', { product: detail.productName, id: detail.id })}</h2>
      <dl className="facts">
        <dt>{t('win.service.status')}</dt>
        <dd>
          <span className={`status-badge status-badge--${detail.status}`}>{t(`status.${detail.status}`)}</span>
        </dd>
        <dt>{t('win.service.expires')}</dt>
        <dd>{t('service.hongKongTime', { date: formatDateTime(locale, detail.expiresAt) })}</dd>
        <UsageFactsView locale={locale} usage={usage} label={t('win.service.usage')} termId={`${headingId}-usage`} t={t} />
      </dl>
      <section className="stack" aria-labelledby={`${headingId}-address`}>
        <h3 id={`${headingId}-address`}>{t('win.service.address')}</h3>
        {address === null ? (
          <p>{t('win.service.noAddress')}</p>
        ) : (
          <>
            <p className="win-address">
              <code>{address}</code>
            </p>
            <p>
              <CopyButtonView value={address} label={t('win.service.copy')} copiedText={t('win.service.copied')} className="button button--small" />
            </p>
          </>
        )}
      </section>
      {desktop.length > 0 && address !== null ? (
        <section className="stack" aria-labelledby={`${headingId}-clients`}>
          <h3 id={`${headingId}-clients`}>{t('win.service.clients')}</h3>
          <p>{t('win.service.clients.intro')}</p>
          {desktop.map(({ platform, offers }) => (
            <section className="stack win-platform" aria-labelledby={`${headingId}-${platform}`}>
              <h4 id={`${headingId}-${platform}`}>{t(`win.service.platform.${platform}`)}</h4>
              <ul className="win-offers">
                {offers.map((offer, index) => (
                  <li>
                    <strong>{offer.app}</strong>
                    {index === 0 ? <span className="win-recommended">{t('win.service.recommended')}</span> : null}
                    {offer.link === null ? (
                      <span>{t('win.service.clipboard', { app: offer.app })}</span>
                    ) : (
                      <a className="button button--small" href={offer.link}>
                        {t('win.service.importTo', { app: offer.app })}
                      </a>
                    )}
                    <a className="button button--small button--quiet" href={offer.source.url} target="_blank" rel="noopener noreferrer">
                      {t('win.service.get', { app: offer.app })}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ) : null}
    </article>
  );
}

/** Draws the account's services into `place`, again as they load; returns how to stop. */
export function mountWinServices(place: Element, locale: Locale, t: Translate<WinText>): () => void {
  return drawView(place, [$panelServices], () => {
    const state = $panelServices.get();
    const toImport = (
      <p>
        <a className="button" href={routeHref(locale, 'winImport')}>
          {t('win.services.toImport')}
        </a>
      </p>
    );
    switch (state.kind) {
      case 'loading':
        return <p role="status">{t('win.services.loading')}</p>;
      case 'loggedOut':
        return (
          <div className="stack">
            <p>{t('win.services.loggedOut')}</p>
            {toImport}
          </div>
        );
      case 'rejected':
        return (
          <div className="stack">
            <p id="win-services-refused" className="notice notice--error" role="alert">
              {t('win.services.refused')}
            </p>
            {toImport}
          </div>
        );
      case 'error':
        return <ErrorNoticeView id="win-services-error" error={state.error} t={t} onRetry={() => void loadPanelServices(panelProvider, PANEL_PROVIDER_ORIGIN)} />;
      case 'ready':
        return (
          <div className="stack">
            {state.services.length === 0 ? <p>{t('win.services.empty')}</p> : state.services.map((service) => serviceCard(locale, service, t))}
            <p>
              <button type="button" className="button button--quiet" onClick={logOutPanel}>
                {t('win.services.logout')}
              </button>
            </p>
          </div>
        );
    }
  });
}
