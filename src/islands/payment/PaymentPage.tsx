/**
 * order/pay: the bill, the chosen method's panel, and a status timeline that follows
 * the payment until the service is delivered. Works with a login or from a bare
 * invoice link; a reload resumes from the link. What it shows is the payment store's
 * `$payView` (lib/payment/store.ts), which the static bill preview renders too; the page
 * script (payment-page-entry.ts) loads it, so the bill shows before React.
 */
import { useLayoutEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import { translatorFrom } from '../../lib/core/i18n/t';
import type { PaymentMessages } from './messages';
import { provider } from '../../lib/core/api/provider';
import { routeHref } from '../../lib/core/routes';
import * as pay from '../../lib/payment/store';
import { $moneySeen } from '../../lib/payment/timeline-store';
import { removeBillPreview } from './bill-preview';
import ErrorNotice from '../ui/ErrorNotice';
import Stepper from '../ui/Stepper';
import { useHydrated } from '../ui/use-hydrated';
import Timeline from './Timeline';
import PaidView from './PaidView';
import UnpaidBill from './UnpaidBill';
import PaymentSupportRequest from './PaymentSupportRequest';
import './payment.css';
import { island } from '../ui/island-boundary';

interface Props {
  locale: Locale;
  messages: PaymentMessages;
}

function PaymentPage({ locale, messages }: Props) {
  const t = translatorFrom(locale, messages);
  const view = useStore(pay.$payView);
  const moneySeen = useStore($moneySeen);
  const checking = useStore(pay.$checking);
  // The island wakes on interaction: until its first live render, the page's bill preview
  // (BillPreview.astro) stands in for it, and the page script loads the bill.
  const live = useHydrated();
  useLayoutEffect(() => {
    if (live) removeBillPreview();
  }, [live]);

  if (!live) return null;
  if (view.kind === 'loading') return <p role="status">{t('pay.loading')}</p>;
  if (view.kind === 'missing') {
    return (
      <section className="panel stack">
        <h1>{t('pay.heading')}</h1>
        <p>{t('pay.missing')}</p>
        <a className="button" href={routeHref(locale, 'orderPlace')}>
          {t('action.reorder')}
        </a>
      </section>
    );
  }
  if (view.kind === 'error') return <ErrorNotice error={view.error} t={t} onRetry={() => void pay.loadInvoice(provider, pay.invoiceIdFromSearch(location.search))} />;

  const steps = [t('pay.steps.choose'), t('pay.steps.pay'), t('pay.steps.deliver')];
  return (
    <section className="panel stack" aria-labelledby="pay-heading">
      <h1 id="pay-heading">{t('pay.heading')}</h1>
      <Stepper label={t('order.steps.label')} steps={steps} current={view.step} />
      <Timeline stage={view.stage} moneySeen={moneySeen} t={t} />
      <p>{t('pay.invoice', { id: view.invoice.id })}</p>
      {view.kind === 'paid' ? (
        <PaidView invoice={view.invoice} view={view.view} locale={locale} t={t} />
      ) : view.kind === 'closed' ? (
        <div className="stack">
          {view.reason ? <ErrorNotice error={view.reason} t={t} /> : <p className="notice">{t('pay.refunded')}</p>}
          <a className="button" href={routeHref(locale, 'orderPlace')}>
            {t('action.reorder')}
          </a>
          {/* Someone who paid just before the bill closed has a way forward too. */}
          {view.reason ? <PaymentSupportRequest invoice={view.invoice} reason="alreadyPaid" locale={locale} t={t} /> : null}
        </div>
      ) : (
        <UnpaidBill bill={view} checking={checking} locale={locale} t={t} />
      )}
    </section>
  );
}

export default island(PaymentPage);
