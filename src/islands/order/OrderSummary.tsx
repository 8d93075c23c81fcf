/**
 * Step 3's summary of the order: plan, cycle, price, coupon, fee, total, the renewal and
 * the refund terms. Every figure comes computed from the order draft store
 * ($orderSummary); this only lays it out in the page's language.
 */
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { Translate } from './messages';
import { formatMoney } from '../../lib/core/i18n/format';
import { $orderDraft, $orderSummary } from '../../lib/order/store';

export default function OrderSummary({ locale, t }: { locale: Locale; t: Translate }) {
  const draft = useStore($orderDraft);
  const summary = useStore($orderSummary);
  if (!summary) return null;
  const { amounts } = summary;
  return (
    <section className="summary" aria-labelledby="order-summary-heading">
      <h3 id="order-summary-heading">{t('order.summary.heading')}</h3>
      <dl className="facts">
        <dt>{t('order.summary.plan')}</dt>
        <dd>{summary.product.name}</dd>
        <dt>{t('order.summary.cycle')}</dt>
        <dd>{t(`cycle.${summary.cycle}`)}</dd>
        <dt>{t('order.summary.subtotal')}</dt>
        <dd>{formatMoney(locale, amounts.subtotal)}</dd>
        {summary.price.discountMinor > 0 && draft.coupon ? (
          <>
            <dt>{t('order.summary.coupon', { code: draft.coupon.code })}</dt>
            <dd>{t('order.summary.discountAmount', { amount: formatMoney(locale, amounts.discount) })}</dd>
          </>
        ) : null}
        {summary.price.feeMinor > 0 ? (
          <>
            <dt>{t('order.summary.fee')}</dt>
            <dd>{formatMoney(locale, amounts.fee)}</dd>
          </>
        ) : null}
        <dt>{t('order.summary.total')}</dt>
        <dd className="total">{formatMoney(locale, amounts.total)}</dd>
      </dl>
      {draft.renewServiceId !== null ? <p>{t('order.renew.renewing', { service: t('service.number', { id: draft.renewServiceId }) })}</p> : null}
      <p>{summary.refundDays > 0 ? t('order.summary.refund', { days: summary.refundDays }) : t('order.summary.noRefund')}</p>
    </section>
  );
}
