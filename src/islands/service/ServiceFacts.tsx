/**
 * What the service page says about a service: its facts (status, cycle, and for a service
 * that has run its expiry, use, speed, devices, packs and reset date), what its status
 * means now, and the same panel blank while it loads (the island's prerendered HTML).
 */
import type { Locale } from '../../lib/core/i18n/locales';
import type { AreaKey, Translate } from '../../lib/core/i18n/t';
import { formatBytes, formatDateTime } from '../../lib/core/i18n/format';
import type { ServiceStanding } from '../../lib/service/actions';
import { addonRunning, type UsageView } from '../../lib/service/usage';
import type { ShownService } from '../../lib/service/kept-service';
import UsageFacts from '../ui/UsageFacts';
import type { ServicePanelArea } from './messages';

type T = Translate<AreaKey<ServicePanelArea>>;

/** What a service that has run shows of its use; null for an order never paid (nothing to show). */
export interface UseFacts {
  usage: UsageView;
  deviceLimit: number;
  now: number;
}

export function ServiceFacts({ locale, t, service, use }: { locale: Locale; t: T; service: ShownService; use: UseFacts | null }) {
  return (
    <dl className="facts">
      <dt>{t('service.status')}</dt>
      <dd>
        {/* The status is its word; the colour only repeats it. */}
        <span className={`status-badge status-badge--${service.status}`}>{t(`status.${service.status}`)}</span>
      </dd>
      <dt>{t('service.cycle')}</dt>
      <dd>{t(`cycle.${service.cycle}`)}</dd>
      {use ? <FactsOfUse locale={locale} t={t} service={service} use={use} /> : null}
    </dl>
  );
}

/** Expiry, data used and when it resets, speed, devices and packs: the facts of a service that has run. */
function FactsOfUse({ locale, t, service, use: { usage, deviceLimit, now } }: { locale: Locale; t: T; service: ShownService; use: UseFacts }) {
  const running = service.status === 'Active';
  const resetDate = formatDateTime(locale, usage.resetAt);
  const runningAddons = service.addons.filter((addon) => addonRunning(addon, now));
  return (
    <>
      <dt>{t('service.expires')}</dt>
      <dd>{t('service.hongKongTime', { date: formatDateTime(locale, service.expiresAt) })}</dd>
      <UsageFacts locale={locale} usage={usage} label={t('service.usage')} termId="usage-term" t={t} />
      <dt>{t('service.speed')}</dt>
      <dd>{!running ? t('service.speed.notRunning') : service.speedLimitMbps === null ? t('service.speed.full') : t('service.speed.limited', { mbps: service.speedLimitMbps })}</dd>
      <dt>{t('service.devices')}</dt>
      <dd className="stack">
        <span>{t('service.devices.value', { inUse: service.devicesInUse, limit: deviceLimit })}</span>
        <small>{t('service.devices.what')}</small>
      </dd>
      <dt>{t('service.addons')}</dt>
      <dd>
        {runningAddons.length === 0 ? (
          t('service.addons.none')
        ) : (
          <ul className="addons">
            {runningAddons.map((addon) => {
              const pack = addon.kind === 'traffic' ? t('service.addons.traffic', { amount: formatBytes(locale, addon.amount) }) : t('service.addons.devices', { count: addon.amount });
              return <li key={addon.id}>{addon.expiresAt === null ? pack : t('service.addons.until', { pack, date: formatDateTime(locale, addon.expiresAt) })}</li>;
            })}
          </ul>
        )}
      </dd>
      <dt>{t('service.resetAt')}</dt>
      <dd>{t('service.hongKongTime', { date: resetDate })}</dd>
    </>
  );
}

/** What the status means now and the way forward, in words (rules/service-actions). */
export function Standing({ locale, t, standing }: { locale: Locale; t: T; standing: ServiceStanding }) {
  switch (standing.kind) {
    case 'blacklisted':
      return <p className="notice notice--error">{t('status.Blacklisted.hint')}</p>;
    case 'renewBy':
      return <p className="notice">{t('service.standing.renewBy', { date: formatDateTime(locale, new Date(standing.until).toISOString()) })}</p>;
    case 'renewalCancelled':
      return <p className="notice">{t('service.standing.renewalCancelled', { date: formatDateTime(locale, new Date(standing.endsAt).toISOString()) })}</p>;
    case 'payBy':
      // No date: the bill's own page says when it stops being payable (a new order's bill times out sooner).
      return <p className="notice">{t('service.standing.payBy')}</p>;
    case 'running':
      return <p>{t('service.standing.running')}</p>;
    default:
      return <p className="notice">{t(`service.standing.${standing.kind}`)}</p>;
  }
}

/** A blank value the height of a line of text. */
function Blank({ as: Tag = 'span', className = 'skeleton' }: { as?: 'span' | 'small' | 'dd' | 'h2'; className?: string }) {
  return (
    <Tag className={className} aria-hidden="true">
      {'\u00a0'}
    </Tag>
  );
}

/**
 * While the guard checks the login and the provider answers (and in the prerendered HTML):
 * the panel as it will be, with the same heading, labels and line heights and blank
 * values, inside a panel whose minimum height holds the notices and the sections below
 * too. The data then fills the space instead of pushing the page down (CLS 0.15 on slow
 * 4G before; under 0.1 now: tests/e2e/service/service-layout.spec.ts).
 */
export function ServiceSkeleton({ t }: { t: T }) {
  return (
    <section className="panel stack service-panel" aria-labelledby="service-heading" aria-busy="true">
      <h1 id="service-heading">{t('service.heading')}</h1>
      <p role="status" className="visually-hidden">
        {t('service.loading')}
      </p>
      <div className="service-title">
        <Blank as="h2" />
      </div>
      <dl className="facts">
        <dt>{t('service.status')}</dt>
        <dd>
          <Blank className="status-badge skeleton" />
        </dd>
        <dt>{t('service.cycle')}</dt>
        <Blank as="dd" />
        <dt>{t('service.expires')}</dt>
        <Blank as="dd" />
        <dt>{t('service.usage')}</dt>
        <dd className="stack usage" aria-hidden="true">
          <span className="skeleton skeleton--meter">{'\u00a0'}</span>
          <span className="skeleton">{'\u00a0'}</span>
          <small className="skeleton">{'\u00a0'}</small>
        </dd>
        <dt>{t('service.speed')}</dt>
        <Blank as="dd" />
        <dt>{t('service.devices')}</dt>
        <dd className="stack" aria-hidden="true">
          <span className="skeleton">{'\u00a0'}</span>
          <small className="skeleton">{'\u00a0'}</small>
        </dd>
        <dt>{t('service.addons')}</dt>
        <Blank as="dd" />
        <dt>{t('service.resetAt')}</dt>
        <Blank as="dd" />
      </dl>
    </section>
  );
}
