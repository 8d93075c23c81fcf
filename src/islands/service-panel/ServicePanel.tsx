/**
 * The service page's first island: which service, its status, cycle, expiry and
 * usage. Sharing, reset, add-ons and the client tutorial come with the service issue.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/i18n/locales';
import { translatorFrom, type AreaMessages } from '../../lib/i18n/t';
import { formatBytes, formatDate } from '../../lib/i18n/format';
import { provider } from '../../lib/api/provider';
import { $guardState } from '../../lib/stores/guard';
import { $credentials } from '../../lib/stores/session';
import { $servicePage, loadServicePage, serviceIdFromPath } from '../../lib/stores/service-page';
import { routeHref } from '../../lib/routes';
import ErrorNotice from '../ui/ErrorNotice';
import type { ServicePanelArea } from './messages';

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

  if (state.kind === 'loading' || guard !== 'pass') {
    return <p role="status">{t('service.loading')}</p>;
  }
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
    <section className="panel stack" aria-labelledby="service-heading">
      <h1 id="service-heading">{t('service.heading')}</h1>
      {services.length > 1 ? (
        <nav aria-label={t('service.switchLabel')}>
          <ul className="service-switcher">
            {services.map((choice) => (
              <li key={choice.id}>
                <a href={routeHref(locale, 'userService', { serviceId: choice.id })} aria-current={choice.id === service.id ? 'page' : undefined}>
                  {t('service.number', { id: choice.id })} · {t(`status.${choice.status}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
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
      <p>{t('service.comingSoon')}</p>
    </section>
  );
}
