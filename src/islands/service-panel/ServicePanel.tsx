/**
 * The service page's first island: which service, its status, cycle, expiry and
 * usage. Sharing, reset, add-ons and the client tutorial come with the service issue.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/i18n/locales';
import { translatorFrom, type AreaKey, type AreaMessages, type Translate } from '../../lib/i18n/t';
import { formatBytes, formatDate } from '../../lib/i18n/format';
import { provider } from '../../lib/api/provider';
import { $guardState } from '../../lib/stores/guard';
import { $credentials } from '../../lib/stores/session';
import { $servicePage, loadServicePage, serviceIdFromPath } from '../../lib/stores/service-page';
import { routeHref } from '../../lib/routes';
import ErrorNotice from '../ui/ErrorNotice';
import SubscriptionSection from '../subscription/SubscriptionSection';
import EmailBindingSection from '../email-binding/EmailBindingSection';
import ResetSection from '../reset/ResetSection';
import type { ServicePanelArea } from './messages';
import './service-panel.css';

interface Props {
  locale: Locale;
  /** The areas the service page sends (`SERVICE_PANEL_AREAS`). */
  messages: AreaMessages<ServicePanelArea>;
}

export default function ServicePanel({ locale, messages }: Props) {
  const t = translatorFrom(locale, messages);
  const guard = useStore($guardState);
  const state = useStore($servicePage);

  const credentials = useStore($credentials);

  // Fetch while the guard checks the signature (saves round trips on slow networks);
  // nothing private is shown until the guard has passed. The island can wake before the
  // page script has taken a login link from the address: it loads once the login is there.
  useEffect(() => {
    if (credentials) void loadServicePage(provider, serviceIdFromPath(location.pathname));
  }, [credentials]);

  if (state.kind === 'loading' || guard !== 'pass') return <ServiceSkeleton t={t} />;
  if (state.kind === 'error') {
    return <ErrorNotice error={state.error} t={t} onRetry={() => void loadServicePage(provider, serviceIdFromPath(location.pathname))} />;
  }
  if (state.kind === 'empty') {
    return (
      <section className="panel stack">
        <h1>{t('service.heading')}</h1>
        <p>{t('service.empty')}</p>
        <a className="button" href={routeHref(locale, 'orderPlace')}>{t('service.orderFirst')}</a>
      </section>
    );
  }

  const { service, services } = state;
  return (
    <section className="panel stack service-panel" aria-labelledby="service-heading">
      <h1 id="service-heading">{t('service.heading')}</h1>
      <h2>{service.productName}</h2>
      <dl className="facts">
        <dt>{t('service.status')}</dt>
        <dd>
          <span className={`status-badge status-badge--${service.status}`}>{t(`status.${service.status}`)}</span>
        </dd>
        <dt>{t('service.cycle')}</dt>
        <dd>{t(`cycle.${service.cycle}`)}</dd>
        <dt>{t('service.expires')}</dt>
        <dd>{formatDate(locale, service.expiresAt)}</dd>
        <dt>{t('service.usage')}</dt>
        <dd>{t('service.usageValue', { used: formatBytes(locale, service.usage.usedBytes), allowance: formatBytes(locale, service.usage.fairUseBytes) })}</dd>
      </dl>
      {service.status === 'Blacklisted' ? <p className="notice notice--error">{t('status.Blacklisted.hint')}</p> : null}
      {service.speedLimitMbps !== null ? (
        <p className="notice">{t('service.speedLimited', { mbps: service.speedLimitMbps, date: formatDate(locale, service.usage.resetAt) })}</p>
      ) : null}
      {service.subscriptionUrl !== null ? <SubscriptionSection locale={locale} subscriptionUrl={service.subscriptionUrl} profileName={service.productName} t={t} /> : null}
      <EmailBindingSection locale={locale} serviceId={service.id} t={t} />
      <ResetSection locale={locale} serviceId={service.id} t={t} />
      <p>{t('service.comingSoon')}</p>
      {/* Below the facts, so a visitor with several services does not see the facts move down when it arrives. */}
      {services.length > 1 ? (
        <nav aria-label={t('service.switchLabel')}>
          <ul className="service-switcher">
            {services.map((choice) => (
              <li key={choice.id}>
                <a href={routeHref(locale, 'userService', { serviceId: choice.id })} aria-current={choice.id === service.id ? 'page' : undefined}>
                  {t('service.choice', { service: t('service.number', { id: choice.id }), status: t(`status.${choice.status}`) })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

/**
 * While the guard checks the login and the provider answers: the panel as it will be,
 * with the same heading, labels and line heights and blank values, inside a panel whose
 * minimum height holds the notices and the service switcher too. The data then fills the
 * space instead of pushing the page down (CLS 0.15 on slow 4G before; under 0.1 now).
 */
function ServiceSkeleton({ t }: { t: Translate<AreaKey<ServicePanelArea>> }) {
  return (
    <section className="panel stack service-panel" aria-labelledby="service-heading" aria-busy="true">
      <h1 id="service-heading">{t('service.heading')}</h1>
      <p role="status" className="visually-hidden">{t('service.loading')}</p>
      <h2 className="skeleton" aria-hidden="true">{'\u00a0'}</h2>
      <dl className="facts">
        <dt>{t('service.status')}</dt>
        <dd>
          <span className="status-badge skeleton" aria-hidden="true">{'\u00a0'}</span>
        </dd>
        <dt>{t('service.cycle')}</dt>
        <dd className="skeleton" aria-hidden="true">{'\u00a0'}</dd>
        <dt>{t('service.expires')}</dt>
        <dd className="skeleton" aria-hidden="true">{'\u00a0'}</dd>
        <dt>{t('service.usage')}</dt>
        <dd className="skeleton" aria-hidden="true">{'\u00a0'}</dd>
      </dl>
      <p>{t('service.comingSoon')}</p>
    </section>
  );
}
