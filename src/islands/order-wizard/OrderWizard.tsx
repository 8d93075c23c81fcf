/**
 * The 4-step order wizard on order/place: plan and cycle with a coupon; email or an
 * anonymous account; payment method with the order summary; placing the order, then
 * on to order/pay. All state and rules live in stores/order-draft.ts.
 *
 * order/place hydrates it with `client:interaction`: its first step is prerendered from
 * the plans read at build time, so it shows and takes a choice before React loads.
 */
import { useEffect, useLayoutEffect, useRef, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/i18n/locales';
import { translatorFrom } from '../../lib/i18n/t';
import type { FirstStepMessages, LaterStepMessages, OrderWizardKey, Translate } from './messages';
import { formatMoney } from '../../lib/i18n/format';
import { fromMinor } from '../../lib/rules/money';
import { defaultPlan, planChoiceValue, planPrice } from '../../lib/rules/plans';
import type { Product } from '../../lib/contract';
import { formatLoginLink } from '../../lib/rules/login-link';
import { provider } from '../../lib/api/provider';
import { routeHref } from '../../lib/routes';
import { $credentials } from '../../lib/stores/session';
import { $inApp } from '../../lib/stores/visitor';
import * as order from '../../lib/stores/order-draft';
import { detectDevice } from '../../lib/ui/device';
import EmailField from '../ui/EmailField';
import ErrorNotice from '../ui/ErrorNotice';
import LoginLinkSaver from '../ui/LoginLinkSaver';
import Stepper from '../ui/Stepper';
import { useHydrated } from '../ui/use-hydrated';
import * as z from 'zod/mini';
import { decodeJson } from '../../lib/stores/persist';
import './order-wizard.css';

interface Props {
  locale: Locale;
  /** The first step's strings; the others are read from the page (`order-wizard-messages`) once live. */
  messages: FirstStepMessages;
  /** The plans the page was built with (null: the provider could not be read at build time). */
  prebuilt: Product[] | null;
}

const STEPS = ['order.steps.plan', 'order.steps.account', 'order.steps.payment', 'order.steps.pay'] as const;

function money(locale: Locale, minor: number, currency: string): string {
  return formatMoney(locale, { amount: fromMinor(minor), currency });
}

/**
 * Step 1. Prerendered from the plans the page was built with, and rendered the same way
 * while React hydrates it (`live` false), so the HTML a visitor may already have tapped
 * is kept; from then on (`live` true) it follows the stores. Before the island wakes, a
 * page script sends the visitor's choices to the same stores (order-wizard-prewake.ts).
 */
function PlanStep({ locale, t, prebuilt, live }: { locale: Locale; t: Translate; prebuilt: Product[] | null; live: boolean }) {
  const draft = useStore(order.$orderDraft);
  const catalogue = useStore(order.$catalogue);
  const coupon = useStore(order.$couponState);
  const summary = useStore(order.$orderSummary);

  if (live && catalogue.kind === 'error') return <ErrorNotice error={catalogue.error} t={t} onRetry={() => void order.loadCatalogue(provider)} />;
  const products = live && catalogue.kind === 'ready' ? catalogue.value : prebuilt;
  if (!products) return <p role="status">{t('order.loading')}</p>;

  const builtChoice = defaultPlan(products);
  const chosen = live ? { pid: draft.pid, cycle: draft.cycle } : builtChoice;
  // Built: the default plan's price as it stands (no coupon or fee chosen yet).
  const builtPrice = planPrice(products, builtChoice);
  const total = live ? summary && money(locale, summary.price.totalMinor, summary.currency) : builtPrice && formatMoney(locale, builtPrice);

  function onCoupon(event: FormEvent) {
    event.preventDefault();
    void order.applyCoupon(provider);
  }

  return (
    <div className="stack">
      {products.map((product) => (
        <fieldset key={product.pid} className="plan">
          <legend className="plan__name">
            {product.name} <span className="plan__devices">{t('order.plan.devices', { count: product.deviceLimit })}</span>
          </legend>
          <div className="choices">
            {product.cycles.map(({ cycle, price }) => (
              <label key={cycle} className="choice">
                <input
                  type="radio"
                  name="plan"
                  value={planChoiceValue({ pid: product.pid, cycle })}
                  checked={chosen?.pid === product.pid && chosen.cycle === cycle}
                  onChange={() => order.choosePlan(product.pid, cycle)}
                />
                <span className="choice__label">{t(`cycle.${cycle}`)}</span>
                <span className="choice__price">{formatMoney(locale, price)}</span>
                {cycle === 'Trial' ? <span className="choice__note">{t('order.cycle.trialNote')}</span> : null}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <form className="coupon" onSubmit={onCoupon} noValidate data-wizard-coupon="">
        <label className="field">
          <span>{t('order.coupon.label')}</span>
          <input
            className="input"
            name="coupon"
            value={live ? draft.couponInput : ''}
            onChange={(event) => order.editCoupon(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
          />
        </label>
        <button type="submit" className="button button--quiet" disabled={live && coupon.kind === 'checking'}>
          {t('order.coupon.apply')}
        </button>
      </form>
      {live ? <CouponMessage locale={locale} t={t} /> : null}
      {total ? (
        <p className="total">
          {t('order.summary.total')}: <strong>{total}</strong>
        </p>
      ) : null}
      <p className="button-row">
        <button type="button" className="button" disabled={live ? !summary : !total} onClick={() => order.goToStep(2)} data-wizard-next="">
          {t('order.next')}
        </button>
      </p>
    </div>
  );
}

function CouponMessage({ locale, t }: { locale: Locale; t: Translate }) {
  const state = useStore(order.$couponState);
  const draft = useStore(order.$orderDraft);
  const summary = useStore(order.$orderSummary);
  const code = draft.coupon?.code ?? draft.couponInput;
  if (state.kind === 'checking') return <p role="status">{t('order.coupon.checking')}</p>;
  if (state.kind === 'problem') {
    if (state.problem === 'CouponEmpty' || state.problem === 'CouponInvalid' || state.problem === 'CouponUsed') {
      return <p className="field-error" role="alert">{t(`order.coupon.${state.problem}`)}</p>;
    }
    return <ErrorNotice error={state.problem} t={t} onRetry={() => void order.applyCoupon(provider)} />;
  }
  if (!draft.coupon) return null;
  const discount = summary ? money(locale, summary.price.discountMinor, summary.currency) : '';
  return (
    <p role="status" className="coupon__state">
      {summary?.price.couponApplies ? t('order.coupon.applied', { code, discount }) : t('order.coupon.notApplicable', { code })}{' '}
      <button type="button" className="link-button" onClick={order.removeCoupon}>
        {t('order.coupon.remove')}
      </button>
    </p>
  );
}

function AccountStep({ locale, t }: { locale: Locale; t: Translate }) {
  const draft = useStore(order.$orderDraft);
  const credentials = useStore($credentials);
  const emailState = useStore(order.$emailState);
  const creation = useStore(order.$accountCreation);
  const renewable = useStore(order.$renewalOffer);

  useEffect(() => {
    void order.loadRenewalCandidate(provider);
  }, [credentials]);

  if (credentials) {
    return (
      <div className="stack">
        {creation.kind === 'created' ? (
          <>
            <p className="notice" role="status">{t('order.account.created')}</p>
            <LoginLinkSaver link={formatLoginLink(location.origin, locale, credentials)} t={t} />
          </>
        ) : (
          <p>{t('order.account.loggedIn')}</p>
        )}
        {renewable && creation.kind !== 'created' ? (
          <fieldset className="stack">
            <legend>{t('order.renew.offer', { service: t('service.number', { id: renewable.serviceId }) })}</legend>
            <div className="choices">
              <label className="choice">
                <input type="radio" name="renew" checked={draft.renewServiceId === renewable.serviceId} onChange={() => order.chooseRenewal(renewable)} />
                <span className="choice__label">{t('order.renew.renew', { service: t('service.number', { id: renewable.serviceId }), product: renewable.productName })}</span>
              </label>
              <label className="choice">
                <input type="radio" name="renew" checked={draft.renewServiceId === null} onChange={() => order.chooseRenewal(null)} />
                <span className="choice__label">{t('order.renew.buyNew')}</span>
              </label>
            </div>
          </fieldset>
        ) : null}
        <p className="button-row">
          <button type="button" className="button button--quiet" onClick={() => order.goToStep(1)}>
            {t('order.back')}
          </button>
          <button type="button" className="button" onClick={() => order.goToStep(3)}>
            {creation.kind === 'created' ? t('order.account.savedContinue') : t('order.next')}
          </button>
        </p>
      </div>
    );
  }

  function onEmail(event: FormEvent) {
    event.preventDefault();
    void order.confirmEmail(provider);
  }

  const emailProblem = emailState.kind === 'problem' ? emailState.problem : null;
  return (
    <div className="stack">
      <fieldset className="choices">
        <legend>{t('order.account.legend')}</legend>
        <label className="choice">
          <input type="radio" name="account" checked={draft.accountMode === 'email'} onChange={() => order.chooseAccountMode('email')} />
          <span className="choice__label">{t('order.account.withEmail')}</span>
          <span className="choice__note">{t('order.account.withEmailHint')}</span>
        </label>
        <label className="choice">
          <input type="radio" name="account" checked={draft.accountMode === 'anonymous'} onChange={() => order.chooseAccountMode('anonymous')} />
          <span className="choice__label">{t('order.account.anonymous')}</span>
          <span className="choice__note">{t('order.account.anonymousHint')}</span>
        </label>
      </fieldset>
      {draft.accountMode === 'email' ? (
        <form className="stack" onSubmit={onEmail} noValidate>
          <EmailField
            id="order-email"
            label={t('order.account.email')}
            value={draft.email}
            problem={emailProblem === 'EmailEmpty' || emailProblem === 'EmailFormat' ? t(`order.account.${emailProblem}`) : null}
            onChange={order.editEmail}
          >
            {emailProblem && emailProblem !== 'EmailEmpty' && emailProblem !== 'EmailFormat' ? (
              <ErrorNotice error={emailProblem} t={t} onRetry={() => void order.confirmEmail(provider)} />
            ) : null}
            {emailState.kind === 'checking' ? <p role="status">{t('order.account.checking')}</p> : null}
            {emailState.kind === 'registered' ? (
              <div className="notice" role="status">
                <p className="notice__hint">{t('order.account.registered')}</p>
                <p className="button-row">
                  <a className="button button--small" href={routeHref(locale, 'userLogin')}>
                    {t('action.login')}
                  </a>
                  <button type="button" className="button button--quiet button--small" onClick={() => order.goToStep(3)}>
                    {t('order.account.registeredContinue')}
                  </button>
                </p>
              </div>
            ) : null}
          </EmailField>
          <p className="button-row">
            <button type="button" className="button button--quiet" onClick={() => order.goToStep(1)}>
              {t('order.back')}
            </button>
            <button type="submit" className="button" disabled={emailState.kind === 'checking'}>
              {t('order.next')}
            </button>
          </p>
        </form>
      ) : (
        <div className="stack">
          <p className="notice notice--warning">{t('order.account.anonymousWarning')}</p>
          {creation.kind === 'error' ? <ErrorNotice error={creation.error} t={t} /> : null}
          <p className="button-row">
            <button type="button" className="button button--quiet" onClick={() => order.goToStep(1)}>
              {t('order.back')}
            </button>
            <button type="button" className="button" disabled={creation.kind === 'creating'} onClick={() => void order.createAnonymousAccount(provider)}>
              {creation.kind === 'creating' ? t('order.account.creating') : t('order.account.createAnonymous')}
            </button>
          </p>
        </div>
      )}
    </div>
  );
}

function PaymentStep({ locale, t }: { locale: Locale; t: Translate }) {
  const draft = useStore(order.$orderDraft);
  const options = useStore(order.$paymentOptions);
  const summary = useStore(order.$orderSummary);
  const placing = useStore(order.$placing);

  useEffect(() => {
    void order.loadPaymentOptions(provider, detectDevice());
  }, []);

  async function place() {
    const invoiceId = await order.placeOrder(provider, detectDevice());
    // Inside the Android app, the in-app paying screen takes over.
    if (invoiceId !== null) location.assign(`${routeHref(locale, $inApp.get().inApp ? 'orderPaying' : 'orderPay')}?invoice=${invoiceId}`);
  }

  if (options.kind === 'error') return <ErrorNotice error={options.error} t={t} onRetry={() => void order.loadPaymentOptions(provider, detectDevice())} />;
  if (options.kind !== 'ready') return <p role="status">{t('order.payment.loading')}</p>;
  if (options.value.length === 0) return <p className="notice">{t('order.payment.none')}</p>;

  const fee = summary?.method?.feePercent;
  return (
    <div className="stack">
      <fieldset className="choices">
        <legend>{t('order.payment.legend')}</legend>
        {options.value.map((method) => (
          <label key={method.id} className="choice">
            <input type="radio" name="method" checked={draft.paymentMethod === method.id} onChange={() => order.choosePaymentMethod(method.id)} />
            <span className="choice__label">{t(`order.method.${method.id}`)}</span>
          </label>
        ))}
      </fieldset>
      {fee ? <p className="notice">{t('order.payment.feeNote', { percent: fee })}</p> : null}
      {summary ? (
        <section className="summary" aria-labelledby="order-summary-heading">
          <h3 id="order-summary-heading">{t('order.summary.heading')}</h3>
          <dl className="facts">
            <dt>{t('order.summary.plan')}</dt>
            <dd>{summary.product.name}</dd>
            <dt>{t('order.summary.cycle')}</dt>
            <dd>{t(`cycle.${summary.cycle}`)}</dd>
            <dt>{t('order.summary.subtotal')}</dt>
            <dd>{money(locale, summary.price.subtotalMinor, summary.currency)}</dd>
            {summary.price.discountMinor > 0 && draft.coupon ? (
              <>
                <dt>{t('order.summary.coupon', { code: draft.coupon.code })}</dt>
                <dd>−{money(locale, summary.price.discountMinor, summary.currency)}</dd>
              </>
            ) : null}
            {summary.price.feeMinor > 0 ? (
              <>
                <dt>{t('order.summary.fee')}</dt>
                <dd>{money(locale, summary.price.feeMinor, summary.currency)}</dd>
              </>
            ) : null}
            <dt>{t('order.summary.total')}</dt>
            <dd className="total">{money(locale, summary.price.totalMinor, summary.currency)}</dd>
          </dl>
          {draft.renewServiceId !== null ? <p>{t('order.renew.renewing', { service: t('service.number', { id: draft.renewServiceId }) })}</p> : null}
          <p>{summary.refundDays > 0 ? t('order.summary.refund', { days: summary.refundDays }) : t('order.summary.noRefund')}</p>
        </section>
      ) : null}
      {placing.kind === 'error' ? (
        placing.error === 'TrialUsed' || placing.error === 'CouponInvalid' || placing.error === 'CouponUsed' ? (
          <p className="field-error" role="alert">{placing.error === 'TrialUsed' ? t('order.error.TrialUsed') : t(`order.coupon.${placing.error}`)}</p>
        ) : (
          <div>
            <ErrorNotice error={placing.error} t={t} />
            <p>{t('order.error.retryHint')}</p>
          </div>
        )
      ) : null}
      <p className="button-row">
        <button type="button" className="button button--quiet" onClick={() => order.goToStep(2)}>
          {t('order.back')}
        </button>
        <button type="button" className="button" disabled={!summary || !draft.paymentMethod || placing.kind === 'placing' || placing.kind === 'placed'} onClick={() => void place()}>
          {placing.kind === 'placing' || placing.kind === 'placed' ? t('order.placing') : t('order.place')}
        </button>
      </p>
    </div>
  );
}

const LaterMessages = z.record(z.string(), z.string());

/** The other steps' strings, from the data block at the end of the page (read once, when live). */
let laterMessages: LaterStepMessages | undefined;
function readLaterMessages(): LaterStepMessages {
  laterMessages ??= decodeJson<LaterStepMessages>(LaterMessages, document.getElementById('order-wizard-messages')?.textContent ?? undefined, {});
  return laterMessages;
}

export default function OrderWizard({ locale, messages, prebuilt }: Props) {
  // False while React adopts the prerendered HTML; the first render must match it.
  const live = useHydrated();
  const t = translatorFrom<OrderWizardKey>(locale, live ? { ...messages, ...readLaterMessages() } : messages);
  const draft = useStore(order.$orderDraft);
  const step = live ? draft.step : 1;

  // Before the first live paint, so the built plans never blink to "loading" or unchosen.
  useLayoutEffect(() => {
    if (prebuilt) order.seedCatalogue(prebuilt);
    void order.loadCatalogue(provider);
  }, [prebuilt]);

  // Each new step starts at its top, as a page would (spec: scroll to top after
  // navigation); the first render leaves the page where the visitor is.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    document.getElementById('order-wizard')?.scrollIntoView({ block: 'start' });
  }, [step]);

  return (
    <section id="order-wizard" className="panel wizard stack" aria-labelledby="order-heading" data-awake={live ? '' : undefined}>
      <h2 id="order-heading">{t('order.heading')}</h2>
      <Stepper label={t('order.steps.label')} steps={STEPS.map((key) => t(key))} current={step} />
      <p className="visually-hidden" aria-live="polite">
        {t('order.stepOf', { step, total: STEPS.length })}
      </p>
      {step === 1 ? <PlanStep locale={locale} t={t} prebuilt={prebuilt} live={live} /> : null}
      {step === 2 ? <AccountStep locale={locale} t={t} /> : null}
      {step >= 3 ? <PaymentStep locale={locale} t={t} /> : null}
    </section>
  );
}
