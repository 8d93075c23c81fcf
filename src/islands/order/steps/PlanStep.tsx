/**
 * Step 1: plan and cycle, with a coupon. Prerendered from the plans the page was built
 * with, and rendered the same way while React hydrates it (`live` false), so the HTML a
 * visitor may already have tapped is kept; from then on (`live` true) it follows the
 * stores. Before the island wakes, a page script sends the visitor's choices to the same
 * stores (order-wizard-prewake.ts).
 */
import type { FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../../lib/core/i18n/locales';
import type { Translate } from '../messages';
import { formatMoney } from '../../../lib/core/i18n/format';
import { builtFirstStep, planChoiceValue } from '../../../lib/order/plans';
import { couponProblemView } from '../../../lib/order/problems';
import type { Product } from '../../../lib/core/contract';
import { provider } from '../../../lib/core/api/provider';
import { $catalogue, loadCatalogue } from '../../../lib/order/catalogue-store';
import * as order from '../../../lib/order/store';
import { $giftToken } from '../../../lib/attribution/ad-tracking';
import { $inApp } from '../../../lib/core/stores/visitor';
import { GIFT_TRIAL_DAYS } from '../../../lib/affiliate/terms';
import { TRIAL_DAYS } from '../../../lib/order/offers';
import ErrorNotice from '../../ui/ErrorNotice';
import StepNav from '../StepNav';

interface Props {
  locale: Locale;
  t: Translate;
  prebuilt: Product[] | null;
  live: boolean;
}

export default function PlanStep({ locale, t, prebuilt, live }: Props) {
  const draft = useStore(order.$orderDraft);
  const catalogue = useStore($catalogue);
  const coupon = useStore(order.$couponState);
  const summary = useStore(order.$orderSummary);
  const gift = useStore($giftToken);
  const inApp = useStore($inApp);

  if (live && catalogue.kind === 'error') return <ErrorNotice error={catalogue.error} t={t} onRetry={() => void loadCatalogue(provider)} />;
  const products = live && catalogue.kind === 'ready' ? catalogue.value : prebuilt;
  if (!products) return <p role="status">{t('order.loading')}</p>;

  // Built: the default plan at its own price (no coupon or method chosen yet).
  const built = builtFirstStep(products);
  const chosen = live ? { pid: draft.pid, cycle: draft.cycle } : built.choice;
  const total = live ? summary?.amounts.total : built.total;

  function onCoupon(event: FormEvent) {
    event.preventDefault();
    void order.applyCoupon(provider);
  }

  return (
    <div className="stack">
      {/* "Renew for another length" from a service page: the plan chosen here renews that service. */}
      {live && draft.renewServiceId !== null ? <p>{t('order.renew.renewing', { service: t('service.number', { id: draft.renewServiceId }) })}</p> : null}
      {/* A gift mail's link was opened here: its token goes with a trial order (lib/order/placing.ts). */}
      {live && gift !== null ? <p role="note">{t('order.gift.note', { days: GIFT_TRIAL_DAYS })}</p> : null}
      {/* Opened by the Android app's trial button (ADR 0063): the trial is chosen, and the others stay a tap away. */}
      {live && inApp.inApp && inApp.inAppTrial && draft.cycle === 'Trial' ? <p role="note">{t('order.inAppTrial.note', { days: TRIAL_DAYS })}</p> : null}
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
      {total ? <p className="total">{t('order.summary.totalIs', { total: formatMoney(locale, total) })}</p> : null}
      <StepNav forward={{ label: t('order.next'), disabled: !total, onClick: () => order.goToStep(2), keptBeforeWake: true }} />
    </div>
  );
}

function CouponMessage({ locale, t }: { locale: Locale; t: Translate }) {
  const state = useStore(order.$couponState);
  const draft = useStore(order.$orderDraft);
  const summary = useStore(order.$orderSummary);
  const confirmed = useStore(order.$confirmedCoupon);
  const code = draft.coupon?.code ?? draft.couponInput;
  if (state.kind === 'checking') return <p role="status">{t('order.coupon.checking')}</p>;
  if (state.kind === 'affiliate') return <p role="status" className="coupon__state">{t('order.coupon.inviteCode', { code: state.code })}</p>;
  if (state.kind === 'problem') {
    const view = couponProblemView(state.problem);
    if (view.kind === 'field') return <p className="field-error" role="alert">{t(view.message)}</p>;
    return <ErrorNotice error={view.error} t={t} onRetry={() => void order.applyCoupon(provider)} />;
  }
  // Nothing is said of a coupon the provider has not confirmed on this page.
  if (!confirmed) return null;
  const discount = summary ? formatMoney(locale, summary.amounts.discount) : '';
  return (
    <p role="status" className="coupon__state">
      {summary?.price.couponApplies ? t('order.coupon.applied', { code, discount }) : t('order.coupon.notApplicable', { code })}{' '}
      <button type="button" className="link-button" onClick={order.removeCoupon}>
        {t('order.coupon.remove')}
      </button>
    </p>
  );
}
