/**
 * The 4-step order wizard on order/place: plan and cycle with a coupon (steps/PlanStep);
 * email or an anonymous account, or the renewal of a service held (steps/AccountStep);
 * payment method with the order summary, and placing the order (steps/PaymentStep);
 * then on to order/pay. State and rules live in the stores (order-draft, catalogue,
 * payment-options, renewal) and in lib/rules; the steps only render them.
 *
 * order/place hydrates it with `client:interaction`: its first step is prerendered from
 * the plans read at build time, so it shows and takes a choice before React loads.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import { translatorFrom } from '../../lib/core/i18n/t';
import type { FirstStepMessages, OrderWizardKey } from './messages';
import type { Product } from '../../lib/core/contract';
import { provider } from '../../lib/core/api/provider';
import { $orderDraft, recheckStoredCoupon } from '../../lib/order/store';
import { loadCatalogue, seedCatalogue } from '../../lib/order/catalogue-store';
import Stepper from '../ui/Stepper';
import { useHydrated } from '../ui/use-hydrated';
import { readLaterMessages } from './later-messages';
import PlanStep from './steps/PlanStep';
import AccountStep from './steps/AccountStep';
import PaymentStep from './steps/PaymentStep';
import './order-wizard.css';
import { island } from '../ui/island-boundary';

interface Props {
  locale: Locale;
  /** The first step's strings; the others are read from the page (`order-wizard-messages`) once live. */
  messages: FirstStepMessages;
  /** The plans the page was built with (null: the provider could not be read at build time). */
  prebuilt: Product[] | null;
}

const STEPS = ['order.steps.plan', 'order.steps.account', 'order.steps.payment', 'order.steps.pay'] as const;

function OrderWizard({ locale, messages, prebuilt }: Props) {
  // False while React adopts the prerendered HTML; the first render must match it.
  const live = useHydrated();
  const t = translatorFrom<OrderWizardKey>(locale, live ? { ...messages, ...readLaterMessages() } : messages);
  const draft = useStore($orderDraft);
  const step = live ? draft.step : 1;

  // Before the first live paint, so the built plans never blink to "loading" or unchosen.
  useLayoutEffect(() => {
    if (prebuilt) seedCatalogue(prebuilt);
    void loadCatalogue(provider);
  }, [prebuilt]);

  // A coupon kept from an earlier visit is asked of the provider again: its discount shows
  // only from that answer, never from what storage says.
  useEffect(() => {
    void recheckStoredCoupon(provider);
  }, []);

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

export default island(OrderWizard);
