/** @jsxImportSource jsx-dom/min */
/**
 * The service page (spec section 2, "My service"; issue 10): which service, its plan,
 * status in words, cycle, expiry, usage against the full-speed allowance, speed now,
 * devices, add-on packs and reset date; the actions its status allows
 * (rules/service-actions); the switcher for several services; and the subscription,
 * email binding and reset sections, each built in its own folder and placed here. On a
 * bad network it shows the last service loaded, with when. Drawn without React
 * (ADR 0040); the dialogs bring it. State and actions: stores/service-page; the drawing's
 * wiring: service-page-entry.
 */
import type { Locale } from '../../lib/i18n/locales';
import type { AreaKey, Translate } from '../../lib/i18n/t';
import { formatAsOf, formatBytes, formatDateTime } from '../../lib/i18n/format';
import { errorMessageKeys } from '../../lib/api/errors';
import type { GuardState } from '../../lib/stores/guard';
import type { ServiceBillState, ServicePageState, ServiceProblem } from '../../lib/stores/service-page';
import type { ServiceAction, ServiceStanding } from '../../lib/rules/service-actions';
import { addonRunning, type UsageView } from '../../lib/rules/usage';
import type { ShownService } from '../../lib/rules/kept-service';
import { routeHref } from '../../lib/routes';
import type { OnDemand } from '../../lib/ui/on-demand';
import { ErrorNoticeView } from '../ui/error-notice-view';
import { UsageFactsView } from '../ui/usage-facts-view';
import type { ServicePanelArea } from './messages';

type T = Translate<AreaKey<ServicePanelArea>>;

/** The sections built in their own folders, each drawn into its own element (kept across drawings). */
export interface ServiceSections {
  subscription: () => HTMLElement;
  email: () => HTMLElement;
  reset: () => HTMLElement;
}

export interface ServiceViewProps {
  locale: Locale;
  t: T;
  guard: GuardState;
  state: ServicePageState;
  bill: ServiceBillState;
  /** A read of the service under way (the kept copy's retry). */
  loading: boolean;
  switchDialog: OnDemand<unknown>['kind'] | 'closed';
  /** The service the address named (for "not yours, here is the default"). */
  requestedId: number;
  sections: ServiceSections;
  /** The page's prerendered skeleton. */
  skeleton: () => HTMLElement;
  actions: {
    reload: () => void;
    openBill: (action: 'renew' | 'payBill', serviceId: number) => void;
    openSwitch: () => void;
    retrySwitch: () => void;
  };
}

export function serviceView(props: ServiceViewProps): Node {
  const { locale, t, guard, state, sections, actions } = props;
  if (state.kind === 'loading' || guard !== 'pass') return props.skeleton();
  if (state.kind === 'error') {
    return (
      <section className="panel stack service-panel" aria-labelledby="service-heading">
        <h1 id="service-heading">{t('service.heading')}</h1>
        {state.error === 'Offline' ? offlineNotice(t, actions.reload) : <ErrorNoticeView id="service-error" error={state.error} t={t} onRetry={actions.reload} />}
      </section>
    );
  }
  if (state.kind === 'empty') {
    return (
      <section className="panel stack service-panel" aria-labelledby="service-heading">
        <h1 id="service-heading">{t('service.heading')}</h1>
        <p>{t('service.empty')}</p>
        <a className="button" href={routeHref(locale, 'orderPlace')}>
          {t('service.orderFirst')}
        </a>
      </section>
    );
  }

  const { service, services, kept, requestedMissing, offer, usage, deviceLimit, at } = state;
  return (
    <section className="panel stack service-panel" aria-labelledby="service-heading">
      <h1 id="service-heading">{t('service.heading')}</h1>
      {kept ? keptNotice(props, kept.savedAt, kept.problem, at) : null}
      {requestedMissing ? <p className="notice">{t('service.requestedMissing', { id: props.requestedId, service: t('service.number', { id: service.id }) })}</p> : null}
      <div className="service-title">
        <h2>{t('service.title', { product: service.productName, service: t('service.number', { id: service.id }) })}</h2>
        {services.length > 1 ? serviceSwitcher(props) : null}
      </div>
      {serviceFacts(locale, t, service, offer.started ? { usage, deviceLimit, now: at } : null)}
      {standingLine(locale, t, offer.standing)}
      {/* A copy from the device cannot be acted on: its status may have changed since. */}
      {kept ? null : serviceActions(props, service, offer.actions)}
      <p>
        <a href={routeHref(locale, 'userServiceInvoice', { serviceId: service.id })}>{t('service.billsLink')}</a>
      </p>
      {offer.subscription && service.subscriptionUrl !== null ? sections.subscription() : null}
      {!kept && offer.actions.includes('bindEmail') ? sections.email() : null}
      {!kept && offer.actions.includes('reset') ? sections.reset() : null}
    </section>
  );
}

/** What a service that has run shows of its use; null for an order never paid (nothing to show). */
interface UseFacts {
  usage: UsageView;
  deviceLimit: number;
  now: number;
}

function serviceFacts(locale: Locale, t: T, service: ShownService, use: UseFacts | null) {
  return (
    <dl className="facts">
      <dt>{t('service.status')}</dt>
      <dd>
        {/* The status is its word; the colour only repeats it. */}
        <span className={`status-badge status-badge--${service.status}`}>{t(`status.${service.status}`)}</span>
      </dd>
      <dt>{t('service.cycle')}</dt>
      <dd>{t(`cycle.${service.cycle}`)}</dd>
      {use ? factsOfUse(locale, t, service, use) : null}
    </dl>
  );
}

/** Expiry, data used and when it resets, speed, devices and packs: the facts of a service that has run. */
function factsOfUse(locale: Locale, t: T, service: ShownService, { usage, deviceLimit, now }: UseFacts) {
  const running = service.status === 'Active';
  const resetDate = formatDateTime(locale, usage.resetAt);
  const runningAddons = service.addons.filter((addon) => addonRunning(addon, now));
  return (
    <>
      <dt>{t('service.expires')}</dt>
      <dd>{t('service.hongKongTime', { date: formatDateTime(locale, service.expiresAt) })}</dd>
      <UsageFactsView locale={locale} usage={usage} label={t('service.usage')} termId="usage-term" t={t} />
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
              return <li>{addon.expiresAt === null ? pack : t('service.addons.until', { pack, date: formatDateTime(locale, addon.expiresAt) })}</li>;
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
function standingLine(locale: Locale, t: T, standing: ServiceStanding) {
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
function serviceActions({ locale, t, bill, actions: { openBill } }: ServiceViewProps, service: ShownService, actions: ServiceAction[]) {
  const working = bill.kind === 'working';
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
                <button id={`service-${action}`} type="button" className={kind} disabled={working} aria-busy={working && bill.action === action ? 'true' : undefined} onClick={() => openBill(action, service.id)}>
                  {action === 'renew' ? t('service.action.renew') : t('service.action.payBill')}
                </button>
              );
            case 'renewOtherLength':
              return (
                <a className={kind} href={`${routeHref(locale, 'orderPlace')}?renew=${service.id}`}>
                  {t('service.action.renewOtherLength')}
                </a>
              );
            case 'reorder':
              return (
                <a className={kind} href={routeHref(locale, 'orderPlace')}>
                  {service.cycle === 'Trial' && service.status === 'Active' ? t('service.action.choosePlan') : t('service.action.reorder')}
                </a>
              );
            case 'contactSupport':
              return (
                <a className={kind} href={`${routeHref(locale, 'helpContactUs')}?service=${service.id}`}>
                  {t('service.action.contactSupport')}
                </a>
              );
            default:
              return null;
          }
        })}
      </div>
      <p id="service-action-status" role="status" className={working ? '' : 'visually-hidden'}>
        {working ? t('service.action.working') : ''}
      </p>
      {bill.kind === 'error' ? (
        <ErrorNoticeView id="service-bill-error" error={bill.error} t={t} onRetry={bill.error === 'RenewalInvoiceFailed' || bill.error === 'OrderTimedOut' ? undefined : () => openBill(bill.action, service.id)} />
      ) : null}
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

/** "Switch service": the dialog is fetched (with React) the first time it is opened. */
function serviceSwitcher({ t, switchDialog, actions }: ServiceViewProps) {
  return (
    <>
      <button id="service-switch" type="button" className="button button--quiet button--small" aria-haspopup="dialog" aria-busy={switchDialog === 'loading' ? 'true' : undefined} onClick={actions.openSwitch}>
        {t('service.switch.open')}
      </button>
      {switchDialog === 'failed' ? <ErrorNoticeView id="service-switch-failure" error="NetworkTrouble" t={t} onRetry={actions.retrySwitch} /> : null}
    </>
  );
}

/** The page shows the device's copy: when it was loaded, why, and a retry. */
function keptNotice({ locale, t, loading, actions }: ServiceViewProps, savedAt: number, problem: ServiceProblem, now: number) {
  const title = problem === 'Offline' ? t('service.offline.title') : t(errorMessageKeys(problem).title);
  return (
    <div id="service-kept-notice" className="notice notice--error" role="alert">
      <strong className="notice__title">{title}</strong>
      <p className="notice__hint">{t('service.kept.asOf', { time: formatAsOf(locale, savedAt, now) })}</p>
      <button id="service-kept-retry" type="button" className="button button--small" disabled={loading} aria-busy={loading ? 'true' : undefined} onClick={actions.reload}>
        {t('action.retry')}
      </button>
    </div>
  );
}

function offlineNotice(t: T, reload: () => void) {
  return (
    <div id="service-offline" className="notice notice--error" role="alert">
      <strong className="notice__title">{t('service.offline.title')}</strong>
      <p className="notice__hint">{t('service.offline.hint')}</p>
      <button type="button" className="button button--small" onClick={reload}>
        {t('action.retry')}
      </button>
    </div>
  );
}
