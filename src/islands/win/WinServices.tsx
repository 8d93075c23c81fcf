/**
 * win/services (issue 13 item 2): the account's services as the desktop panel shows them:
 * status in words, expiry in Hong Kong time, usage against the 200 GB full-speed
 * allowance, the subscription address with copy, and the desktop apps' import links
 * (rules/client-tutorial: the same links as the service page's setup guide). The panel's
 * page script starts the load while React is on its way (win-page-entry.ts,
 * lib/win/store.ts); this island shows it (issue 24).
 */
import { useStore } from '@nanostores/react';
import { panelProvider, PANEL_PROVIDER_ORIGINS } from '../../lib/core/api/panel-provider';
import type { Locale } from '../../lib/core/i18n/locales';
import { formatDateTime } from '../../lib/core/i18n/format';
import { translatorFrom, type Translate } from '../../lib/core/i18n/t';
import { routeHref } from '../../lib/core/routes';
import { $panelServices, loadPanelServices, logOutPanel, type PanelService, type PanelServicesState } from '../../lib/win/store';
import CopyButton from '../ui/CopyButton';
import ErrorNotice from '../ui/ErrorNotice';
import UsageFacts from '../ui/UsageFacts';
import { useHydrated } from '../ui/use-hydrated';
import type { WinText } from './messages';
import { island } from '../ui/island-boundary';

type T = Translate<WinText>;

interface Props {
  locale: Locale;
  messages: Record<WinText, string>;
}

const LOADING: PanelServicesState = { kind: 'loading' };

function WinServices({ locale, messages }: Props) {
  const t: T = translatorFrom(locale, messages);
  // The page script may have settled the state before React wakes: the first render is the prerendered one.
  const hydrated = useHydrated();
  const stored = useStore($panelServices);
  const state = hydrated ? stored : LOADING;
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
          <p className="notice notice--error" role="alert">
            {t('win.services.refused')}
          </p>
          {toImport}
        </div>
      );
    case 'closed':
      // The shell's closed-account notice, in the panel (ADR 0062): support is all it offers.
      return (
        <section className="notice notice--error stack" aria-labelledby="win-account-closed">
          <h2 id="win-account-closed" className="notice__title">
            {t('error.AccountClosed.title')}
          </h2>
          <p className="notice__hint">{t('error.AccountClosed.hint')}</p>
          <p className="notice__actions">
            <a className="button button--small" href={routeHref(locale, 'winTicket')}>
              {t('action.contactSupport')}
            </a>
          </p>
        </section>
      );
    case 'error':
      return <ErrorNotice error={state.error} t={t} onRetry={() => void loadPanelServices(panelProvider, PANEL_PROVIDER_ORIGINS)} />;
    case 'ready':
      return (
        <div className="stack">
          {state.services.length === 0 ? <p>{t('win.services.empty')}</p> : state.services.map((service) => <ServiceCard key={service.detail.id} locale={locale} service={service} t={t} />)}
          <p>
            <button type="button" className="button button--quiet" onClick={logOutPanel}>
              {t('win.services.logout')}
            </button>
          </p>
        </div>
      );
  }
}

function ServiceCard({ locale, service, t }: { locale: Locale; service: PanelService; t: T }) {
  const { detail, usage, address } = service;
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
        <UsageFacts locale={locale} usage={usage} label={t('win.service.usage')} termId={`${headingId}-usage`} t={t} />
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
              <CopyButton value={address} label={t('win.service.copy')} copiedText={t('win.service.copied')} className="button button--small" />
            </p>
          </>
        )}
      </section>
      {address !== null ? <DesktopClients service={service} headingId={headingId} t={t} /> : null}
    </article>
  );
}

/** Each desktop platform's apps, with a one-click import of the address where the app takes one. */
function DesktopClients({ service, headingId, t }: { service: PanelService; headingId: string; t: T }) {
  if (service.desktop.length === 0) return null;
  return (
    <section className="stack" aria-labelledby={`${headingId}-clients`}>
      <h3 id={`${headingId}-clients`}>{t('win.service.clients')}</h3>
      <p>{t('win.service.clients.intro')}</p>
      {service.desktop.map(({ platform, offers }) => (
        <section key={platform} className="stack win-platform" aria-labelledby={`${headingId}-${platform}`}>
          <h4 id={`${headingId}-${platform}`}>{t(`win.service.platform.${platform}`)}</h4>
          <ul className="win-offers">
            {offers.map((offer, index) => (
              <li key={offer.id}>
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
  );
}

export default island(WinServices);
