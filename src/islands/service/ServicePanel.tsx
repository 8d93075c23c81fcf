/**
 * The service page (spec section 2, "My service"; issue 10), a React island: which
 * service, its plan, status in words, cycle, expiry, usage against the full-speed
 * allowance, speed now, devices, add-on packs and reset date; the actions its status
 * allows (rules/service-actions); the switcher for several services; and the
 * subscription, email binding and reset sections, each built in its own folder. On a bad
 * network it shows the last service loaded, with when. State and actions:
 * stores/service-page, which also takes the answers the page's head asked for
 * (EarlyReads, ADR 0026). Nothing private shows before the guard has passed.
 */
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import { translatorFrom, type AreaKey, type AreaMessages, type Translate } from '../../lib/core/i18n/t';
import { formatAsOf } from '../../lib/core/i18n/format';
import { errorMessageKeys } from '../../lib/core/api/errors';
import { provider } from '../../lib/core/api/provider';
import { $guardState } from '../../lib/core/stores/guard';
import { $serviceLoading, $servicePage, ensureServicePageLoaded, loadServicePage, resetServiceBill, type ServicePageState, type ServiceProblem } from '../../lib/service/store';
import { serviceIdFromPath, type ServiceChoice } from '../../lib/service/default-service';
import { routeHref } from '../../lib/core/routes';
import ErrorNotice from '../ui/ErrorNotice';
import { useReadsPerLogin } from '../ui/use-reads-per-login';
import { useHydrated } from '../ui/use-hydrated';
import { onDemandPart } from '../ui/on-demand-part';
import { useDialog } from '../ui/use-dialog';
import SubscriptionSection from '../subscription/SubscriptionSection';
import EmailBindingSection from '../email-binding/EmailBindingSection';
import { ResetDialogHost, ResetStart } from '../reset/ResetSection';
import { ServiceFacts, ServiceSkeleton, Standing } from './ServiceFacts';
import ServiceActions from './ServiceActions';
import { $resellers, emailSectionShown } from '../../lib/reseller/store';
import ResellerSection from '../reseller/ResellerSection';
import type { ServicePanelArea } from './messages';
import './service-panel.css';
import { island } from '../ui/island-boundary';

type T = Translate<AreaKey<ServicePanelArea>>;
type Ready = Extract<ServicePageState, { kind: 'ready' }>;

/** The switch dialog, fetched on the first press. */
const SwitchServiceDialog = onDemandPart(() => import('./SwitchServiceDialog'));

interface Props {
  locale: Locale;
  /** The areas the page sends (`SERVICE_PANEL_AREAS`, of the errors `SERVICE_PAGE_ERRORS`). */
  messages: AreaMessages<ServicePanelArea>;
}

/** The service the address names (`/user/service/{id}`; 0: the stored choice or the default). */
function requestedId(): number | null {
  return serviceIdFromPath(location.pathname);
}

function reload(): void {
  void loadServicePage(provider, requestedId());
}

function ServicePanel({ locale, messages }: Props) {
  const t = useMemo(() => translatorFrom(locale, messages), [locale, messages]);
  const guard = useStore($guardState);
  const state = useStore($servicePage);
  const hydrated = useHydrated();

  // The head has asked the provider already (ADR 0026); the store takes those answers. A
  // login link in the address is stored after the page starts: the page loads once it is
  // there, and again for a new login (a link that arrived, a reset).
  useReadsPerLogin(() => ensureServicePageLoaded(provider, requestedId()));

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

  // The prerendered HTML is the loading panel: hydrate onto it first, even when the store
  // already holds the service, then show the service.
  const shown: ServicePageState = hydrated && guard === 'pass' ? state : { kind: 'loading' };
  const ready = shown.kind === 'ready' ? shown : null;
  // The reset dialog stays beside the panel, whatever the panel shows: a reset's new login
  // link stays on screen even when the page's reload with the new login fails.
  return (
    <>
      {shown.kind === 'ready' ? <ReadyPanel locale={locale} t={t} page={shown} /> : <OtherPanel locale={locale} t={t} state={shown} />}
      {hydrated ? <ResetDialogHost locale={locale} serviceId={ready?.service.id ?? requestedId()} t={t} sectionShown={ready !== null && resetShown(ready)} /> : null}
    </>
  );
}

/** The reset section shows for a live service whose status allows it (a kept copy cannot be acted on). */
function resetShown({ kept, offer }: Ready): boolean {
  return !kept && offer.actions.includes('reset');
}

/** Loading, an error with nothing kept, or an account with no service. */
function OtherPanel({ locale, t, state }: { locale: Locale; t: T; state: Exclude<ServicePageState, Ready> }) {
  if (state.kind === 'loading') return <ServiceSkeleton t={t} />;
  return (
    <section className="panel stack service-panel" aria-labelledby="service-heading">
      <h1 id="service-heading">{t('service.heading')}</h1>
      {state.kind === 'empty' ? (
        <>
          <p>{t('service.empty')}</p>
          <a className="button" href={routeHref(locale, 'orderPlace')}>
            {t('service.orderFirst')}
          </a>
        </>
      ) : state.error === 'Offline' ? (
        <OfflineNotice t={t} />
      ) : (
        <ErrorNotice error={state.error} t={t} onRetry={reload} />
      )}
    </section>
  );
}

function ReadyPanel({ locale, t, page }: { locale: Locale; t: T; page: Ready }) {
  const { service, services, kept, requestedMissing, offer, usage, deviceLimit, at } = page;
  const reseller = useStore($resellers)[String(service.id)];
  return (
    <section className="panel stack service-panel" aria-labelledby="service-heading">
      <h1 id="service-heading">{t('service.heading')}</h1>
      {kept ? <KeptNotice locale={locale} t={t} savedAt={kept.savedAt} problem={kept.problem} now={at} /> : null}
      {requestedMissing ? <p className="notice">{t('service.requestedMissing', { id: requestedId() ?? 0, service: t('service.number', { id: service.id }) })}</p> : null}
      <div className="service-title">
        <h2>{t('service.title', { product: service.productName, service: t('service.number', { id: service.id }) })}</h2>
        {services.length > 1 ? <ServiceSwitcher locale={locale} t={t} services={services} shownId={service.id} /> : null}
      </div>
      <ServiceFacts locale={locale} t={t} service={service} use={offer.started ? { usage, deviceLimit, now: at } : null} />
      <Standing locale={locale} t={t} standing={offer.standing} />
      {/* A copy from the device cannot be acted on: its status may have changed since. */}
      {kept ? null : <ServiceActions locale={locale} t={t} service={service} actions={offer.actions} />}
      <p>
        <a href={routeHref(locale, 'userServiceInvoice', { serviceId: service.id })}>{t('service.billsLink')}</a>
      </p>
      {offer.subscription && service.subscriptionUrl !== null ? <SubscriptionSection locale={locale} subscriptionUrl={service.subscriptionUrl} t={t} /> : null}
      {kept ? null : <ResellerSection locale={locale} serviceId={service.id} t={t} />}
      {!kept && offer.actions.includes('bindEmail') && emailSectionShown(reseller) ? <EmailBindingSection locale={locale} target={{ kind: 'service', serviceId: service.id }} t={t} /> : null}
      {resetShown(page) ? <ResetStart locale={locale} serviceId={service.id} t={t} /> : null}
    </section>
  );
}

/** "Switch service": the dialog is fetched the first time it is opened. */
function ServiceSwitcher({ locale, t, services, shownId }: { locale: Locale; t: T; services: ServiceChoice[]; shownId: number }) {
  const [dialog, opener] = useDialog();
  return (
    <>
      <button ref={opener} type="button" className="button button--quiet button--small" aria-haspopup="dialog" onClick={dialog.show}>
        {t('service.switch.open')}
      </button>
      {dialog.open ? (
        <SwitchServiceDialog props={{ locale, t, services, shownId, onClose: dialog.close }} failed={(retry) => <ErrorNotice error="NetworkTrouble" t={t} onRetry={retry} />} />
      ) : null}
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

export default island(ServicePanel);
