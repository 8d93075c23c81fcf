/**
 * Step 3: the payment method, the order summary, and placing the order; then on to the
 * bill (order/pay, or order/paying inside the Android app).
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../../lib/core/i18n/locales';
import type { Translate } from '../messages';
import { placingProblemView } from '../../../lib/order/problems';
import { provider } from '../../../lib/core/api/provider';
import { $inApp } from '../../../lib/core/stores/visitor';
import * as order from '../../../lib/order/store';
import { $placing, placeOrder } from '../../../lib/order/placing';
import { $paymentOptions, loadPaymentOptions } from '../../../lib/payment/options-store';
import { detectDevice } from '../../../lib/core/ui/device';
import ErrorNotice from '../../ui/ErrorNotice';
import OrderSummary from '../OrderSummary';
import StepNav from '../StepNav';
import { payHref } from '../../../lib/payment/pay-href';

export default function PaymentStep({ locale, t }: { locale: Locale; t: Translate }) {
  const draft = useStore(order.$orderDraft);
  const options = useStore($paymentOptions);
  const summary = useStore(order.$orderSummary);
  const placing = useStore($placing);

  useEffect(() => {
    void loadPaymentOptions(provider, detectDevice());
  }, []);

  async function place() {
    const invoiceId = await placeOrder(provider, detectDevice());
    // Inside the Android app, the in-app paying screen takes over.
    if (invoiceId !== null) location.assign(payHref(locale, invoiceId, $inApp.get().inApp));
  }

  if (options.kind === 'error') return <ErrorNotice error={options.error} t={t} onRetry={() => void loadPaymentOptions(provider, detectDevice())} />;
  if (options.kind !== 'ready') return <p role="status">{t('order.payment.loading')}</p>;
  if (options.value.length === 0) return <p className="notice">{t('order.payment.none')}</p>;

  const fee = summary?.method?.feePercent;
  const problem = placing.kind === 'error' ? placingProblemView(placing.error) : null;
  const busy = placing.kind === 'placing' || placing.kind === 'placed';
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
      <OrderSummary locale={locale} t={t} />
      {problem?.kind === 'field' ? <p className="field-error" role="alert">{t(problem.message)}</p> : null}
      {problem?.kind === 'notice' ? (
        <div>
          <ErrorNotice error={problem.error} t={t} />
          <p>{t('order.error.retryHint')}</p>
        </div>
      ) : null}
      <StepNav
        back={{ label: t('order.back'), onClick: () => order.goToStep(2) }}
        forward={{ label: busy ? t('order.placing') : t('order.place'), disabled: !summary || !draft.paymentMethod || busy, onClick: () => void place() }}
      />
    </div>
  );
}
