/**
 * The service page (spec section 2, "My service"; issue 10): which service, its plan,
 * status in words, cycle, expiry, usage against the full-speed allowance, speed now,
 * devices, add-on packs and reset date; the actions its status allows
 * (rules/service-actions); the switcher for several services; and the subscription,
 * email binding and reset sections, each built in its own folder. On a bad network it
 * shows the last service loaded, with when. State and actions: stores/service-page.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/i18n/locales';
import { translatorFrom, type AreaKey, type AreaMessages, type Translate } from '../../lib/i18n/t';
import { formatAsOf, formatBytes, formatDateTime } from '../../lib/i18n/format';
import { errorMessageKeys } from '../../lib/api/errors';
import { provider } from '../../lib/api/provider';
import { $guardState } from '../../lib/stores/guard';
import { $credentials } from '../../lib/stores/session';
import { $serviceBill, $serviceLoading, $servicePage, ensureServicePageLoaded, loadServicePage, openServiceBill, resetServiceBill, type ServiceProblem } from '../../lib/stores/service-page';
import type { ServiceAction, ServiceStanding } from '../../lib/rules/service-actions';
import { addonRunning, type UsageView } from '../../lib/rules/usage';
import type { ShownService } from '../../lib/rules/kept-service';
import { serviceIdFromPath, type ServiceChoice } from '../../lib/rules/default-service';
import { routeHref } from '../../lib/routes';
import ErrorNotice from '../ui/ErrorNotice';
import UsageFacts from '../ui/UsageFacts';
import { useOnDemand } from '../ui/use-on-demand';
import { useHydrated } from '../ui/use-hydrated';
import SubscriptionSection from '../subscription/SubscriptionSection';
import EmailBindingSection from '../email-binding/EmailBindingSection';
import ResetSection, { ResetDialogHost } from '../reset/ResetSection';
import type { ServicePanelArea } from './messages';
import './service-panel.css';

/** The switch dialog loads when it is first opened (the page stays small before any dialog). */

type T = Translate<AreaKey<ServicePanelArea>>;

interface Props {
  locale: Locale;
  /** The areas the service page sends (`SERVICE_PANEL_AREAS`). */
  messages: AreaMessages<ServicePanelArea>;
}

function reload(): void {
  void loadServicePage(provider, serviceIdFromPath(location.pathname));
}

export default function ServicePanel({ locale, messages }: Props) {
  const t = translatorFrom(locale, messages);
  const guard = useStore($guardState);
  const state = useStore($servicePage);
  const credentials = useStore($credentials);
  const hydrated = useHydrated();

  // Fetch while the guard checks the signature (saves round trips on slow networks);
  // nothing private is shown until the guard has passed. The island can wake before the
  // page script has taken a login link from the address: it loads once the login is there.
  // The page script has usually started this already, while React was on its way.
  useEffect(() => {
    if (credentials) ensureServicePageLoaded(provider, serviceIdFromPath(location.pathname));
  }, [credentials]);

  // Back online: load again by itself (the offline notice says so). Back from the bill
  // (the browser's back/forward cache): the renew and pay buttons work again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) resetServiceBill();
    };
    addEventListener('online', reload);
    addEventListener('pageshow', onPageShow);
    return () => {
      removeEventListener('online', reload);
      removeEventListener('pageshow', onPageShow);
    };
  }, []);

  // The prerendered HTML is the skeleton: hydrate onto it first, even when the page script
  // has already loaded the service (it starts before React arrives), then show the service.
  if (!hydrated || state.kind === 'loading' || guard !== 'pass') return <ServiceSkeleton t={t} />;
  if (state.kind === 'error') {
    // A reset's new login link stays on screen even when the reload with the new login fails.
    return (
      <section className="panel stack service-panel" aria-labelledby="service-heading">
        <h1 id="service-heading">{t('service.heading')}</h1>
        {state.error === 'Offline' ? <OfflineNotice t={t} /> : <ErrorNotice error={state.error} t={t} onRetry={reload} />}
        <ResetDialogHost locale={locale} serviceId={serviceIdFromPath(location.pathname)} t={t} />
      </section>
    );
  }
  if (state.kind === 'empty') {
    return (
      <section className="panel stack service-panel" aria-labelledby="service-heading">
        <h1 id="service-heading">{t('service.heading')}</h1>
        <p>{t('service.empty')}</p>
        <a className="button" href={routeHref(locale, 'orderPlace')}>{t('service.orderFirst')}</a>
      </section>
    );
  }

  const { service, services, kept, requestedMissing, offer, usage, deviceLimit, at } = state;
  return (
    <section className="panel stack service-panel" aria-labelledby="service-heading">
      <h1 id="service-heading">{t('service.heading')}</h1>
      {kept ? <KeptNotice locale={locale} t={t} savedAt={kept.savedAt} problem={kept.problem} now={at} /> : null}
      {requestedMissing ? <p className="notice">{t('service.requestedMissing', { id: serviceIdFromPath(location.pathname) ?? 0 })}</p> : null}
      <div className="service-title">
        <h2>{t('service.title', { product: service.productName, service: t('service.number', { id: service.id }) })}</h2>
        {services.length > 1 ? <ServiceSwitcher locale={locale} t={t} services={services} shownId={service.id} /> : null}
      </div>
      <ServiceFacts locale={locale} t={t} service={service} usage={usage} deviceLimit={deviceLimit} now={at} />
      <Standing locale={locale} t={t} standing={offer.standing} />
      {/* A copy from the device cannot be acted on: its status may have changed since. */}
      {kept ? null : <ServiceActions locale={locale} t={t} service={service} actions={offer.actions} />}
      <p><a href={routeHref(locale, 'userServiceInvoice', { serviceId: service.id })}>{t('service.billsLink')}</a></p>
      {offer.subscription && service.subscriptionUrl !== null ? <SubscriptionSection locale={locale} subscriptionUrl={service.subscriptionUrl} profileName={service.productName} t={t} /> : null}
      {!kept && offer.actions.includes('bindEmail') ? <EmailBindingSection locale={locale} target={{ kind: 'service', serviceId: service.id }} t={t} /> : null}
      {!kept && offer.actions.includes('reset') ? <ResetSection locale={locale} serviceId={service.id} t={t} /> : <ResetDialogHost locale={locale} serviceId={service.id} t={t} />}
    </section>
  );
}

function ServiceFacts({ locale, t, service, usage, deviceLimit, now }: { locale: Locale; t: T; service: ShownService; usage: UsageView; deviceLimit: number; now: number }) {
  const running = service.status === 'Active';
  const resetDate = formatDateTime(locale, usage.resetAt);
  const runningAddons = service.addons.filter((addon) => addonRunning(addon, now));
  return (
    <dl className="facts">
      <dt>{t('service.status')}</dt>
      <dd>
        {/* The status is its word; the colour only repeats it. */}
        <span className={`status-badge status-badge--${service.status}`}>{t(`status.${service.status}`)}</span>
      </dd>
      <dt>{t('service.cycle')}</dt>
      <dd>{t(`cycle.${service.cycle}`)}</dd>
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
    </dl>
  );
}

/** What the status means now and the way forward, in words (rules/service-actions). */
function Standing({ locale, t, standing }: { locale: Locale; t: T; standing: ServiceStanding }) {
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

/** The status's actions, each wired; the renewal and pending bills go to order/pay. */
function ServiceActions({ locale, t, service, actions }: { locale: Locale; t: T; service: ShownService; actions: ServiceAction[] }) {
  const bill = useStore($serviceBill);
  const working = bill.kind === 'working';

  async function open(action: 'renew' | 'payBill') {
    const invoiceId = await openServiceBill(provider, action, service.id);
    if (invoiceId !== null) location.assign(`${routeHref(locale, 'orderPay')}?invoice=${invoiceId}`);
  }

  const shown = actions.filter((action) => action !== 'share' && action !== 'reset' && action !== 'bindEmail');
  return (
    <div className="stack" role="group" aria-label={t('service.actions')}>
      <div className="service-actions">
        {shown.map((action, index) => {
          const kind = index === 0 ? 'button' : 'button button--quiet';
          switch (action) {
            case 'renew':
            case 'payBill':
              return (
                <button key={action} type="button" className={kind} disabled={working} aria-busy={working && bill.action === action ? true : undefined} onClick={() => void open(action)}>
                  {action === 'renew' ? t('service.action.renew') : t('service.action.payBill')}
                </button>
              );
            case 'renewOtherLength':
              return (
                <a key={action} className={kind} href={`${routeHref(locale, 'orderPlace')}?renew=${service.id}`}>
                  {t('service.action.renewOtherLength')}
                </a>
              );
            case 'reorder':
              return (
                <a key={action} className={kind} href={routeHref(locale, 'orderPlace')}>
                  {service.cycle === 'Trial' && service.status === 'Active' ? t('service.action.choosePlan') : t('service.action.reorder')}
                </a>
              );
            case 'contactSupport':
              // The help centre's contact page is not built yet (ADR 0023): it will read the service from the query.
              return (
                <a key={action} className={kind} href={`${routeHref(locale, 'helpContactUs')}?service=${service.id}`}>
                  {t('service.action.contactSupport')}
                </a>
              );
            default:
              return null;
          }
        })}
      </div>
      <p role="status" className={working ? '' : 'visually-hidden'}>
        {working ? t('service.action.working') : ''}
      </p>
      {bill.kind === 'error' ? <ErrorNotice error={bill.error} t={t} onRetry={bill.error === 'RenewalInvoiceFailed' || bill.error === 'OrderTimedOut' ? undefined : () => void open(bill.action)} /> : null}
      {bill.kind === 'error' && bill.error === 'OrderTimedOut' ? (
        <a className="button button--small" href={routeHref(locale, 'orderPlace')}>
          {t('action.reorder')}
        </a>
      ) : null}
      {bill.kind === 'error' && bill.error === 'RenewalInvoiceFailed' ? (
        <a className="button button--small" href={`${routeHref(locale, 'helpContactUs')}?service=${service.id}`}>
          {t('service.action.contactSupport')}
        </a>
      ) : null}
    </div>
  );
}

/** "Switch service": the dialog, loaded the first time it is opened. */
function ServiceSwitcher({ locale, t, services, shownId }: { locale: Locale; t: T; services: ServiceChoice[]; shownId: number }) {
  const [open, setOpen] = useState(false);
  // Fetched on the first press; a download that fails says so with a retry instead of
  // taking the panel down (React.lazy would throw to the page).
  const [dialog, loadDialog] = useOnDemand(() => import('./SwitchServiceDialog'));
  const press = () => {
    setOpen(true);
    if (dialog.kind !== 'ready') loadDialog();
  };
  const Dialog = dialog.kind === 'ready' ? dialog.module.default : null;
  return (
    <>
      <button type="button" className="button button--quiet button--small" aria-haspopup="dialog" onClick={press}>
        {t('service.switch.open')}
      </button>
      {open && dialog.kind === 'failed' ? <ErrorNotice error="NetworkTrouble" t={t} onRetry={loadDialog} /> : null}
      {open && Dialog ? <Dialog locale={locale} t={t} services={services} shownId={shownId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The page shows the device's copy: when it was loaded, why, and a retry. */
function KeptNotice({ locale, t, savedAt, problem, now }: { locale: Locale; t: T; savedAt: number; problem: ServiceProblem; now: number }) {
  const loading = useStore($serviceLoading);
  const title = problem === 'Offline' ? t('service.offline.title') : t(errorMessageKeys(problem).title);
  return (
    <div className="notice notice--error" role="alert">
      <strong className="notice__title">{title}</strong>
      <p className="notice__hint">{t('service.kept.asOf', { time: formatAsOf(locale, savedAt, now) })}</p>
      <button type="button" className="button button--small" disabled={loading} aria-busy={loading || undefined} onClick={reload}>
        {t('action.retry')}
      </button>
    </div>
  );
}

function OfflineNotice({ t }: { t: T }) {
  return (
    <div className="notice notice--error" role="alert">
      <strong className="notice__title">{t('service.offline.title')}</strong>
      <p className="notice__hint">{t('service.offline.hint')}</p>
      <button type="button" className="button button--small" onClick={reload}>
        {t('action.retry')}
      </button>
    </div>
  );
}

/**
 * While the guard checks the login and the provider answers: the panel as it will be,
 * with the same heading, labels and line heights and blank values, inside a panel whose
 * minimum height holds the notices and the sections below too. The data then fills the
 * space instead of pushing the page down (CLS 0.15 on slow 4G before; under 0.1 now).
 */
function ServiceSkeleton({ t }: { t: T }) {
  const blank = (
    <dd className="skeleton" aria-hidden="true">
      {'\u00a0'}
    </dd>
  );
  return (
    <section className="panel stack service-panel" aria-labelledby="service-heading" aria-busy="true">
      <h1 id="service-heading">{t('service.heading')}</h1>
      <p role="status" className="visually-hidden">
        {t('service.loading')}
      </p>
      <div className="service-title">
        <h2 className="skeleton" aria-hidden="true">
          {'\u00a0'}
        </h2>
      </div>
      <dl className="facts">
        <dt>{t('service.status')}</dt>
        <dd>
          <span className="status-badge skeleton" aria-hidden="true">
            {'\u00a0'}
          </span>
        </dd>
        <dt>{t('service.cycle')}</dt>
        {blank}
        <dt>{t('service.expires')}</dt>
        {blank}
        <dt>{t('service.usage')}</dt>
        <dd className="stack usage" aria-hidden="true">
          <span className="skeleton skeleton--meter">{'\u00a0'}</span>
          <span className="skeleton">{'\u00a0'}</span>
          <small className="skeleton">{'\u00a0'}</small>
        </dd>
        <dt>{t('service.speed')}</dt>
        {blank}
        <dt>{t('service.devices')}</dt>
        <dd className="stack" aria-hidden="true">
          <span className="skeleton">{'\u00a0'}</span>
          <small className="skeleton">{'\u00a0'}</small>
        </dd>
        <dt>{t('service.addons')}</dt>
        {blank}
        <dt>{t('service.resetAt')}</dt>
        {blank}
      </dl>
    </section>
  );
}
