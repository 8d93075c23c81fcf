/**
 * The bills page's next renewal in words (scheduled, billed, cancelled, none), with
 * "cancel renewal" where one is coming (ADR 0025). The cancel dialog's code and words are
 * fetched on the first press (a retry after a failure fetches again, at a new address:
 * lib/core/ui/on-demand.ts), and the focus comes back where the person was when it closes.
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { provider } from '../../lib/core/api/provider';
import type { Locale } from '../../lib/core/i18n/locales';
import type { Translate } from '../../lib/core/i18n/t';
import { loadArea } from '../../lib/core/i18n/load-area';
import { formatDateTime, formatMoney } from '../../lib/core/i18n/format';
import type { NextRenewal } from '../../lib/bills/contract';
import { routeHref } from '../../lib/core/routes';
import { $cancelRenewal, $nextRenewal, loadNextRenewal, openCancelRenewal, renewalCancellable } from '../../lib/bills/store';
import ErrorNotice from '../ui/ErrorNotice';
import { onDemandPart } from '../ui/on-demand-part';
import { payHref } from '../../lib/payment/pay-href';
import type { BillsText } from './messages';

type T = Translate<BillsText>;

/** The dialog, fetched with its words when it first opens. */
const CancelRenewalDialog = onDemandPart(() => import('./CancelRenewalDialog'), (locale) => loadArea('billsDialog', locale));

export default function RenewalSection({ locale, t, serviceId }: { locale: Locale; t: T; serviceId: number }) {
  const renewal = useStore($nextRenewal);
  const step = useStore($cancelRenewal);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const open = step.kind === 'open' || step.kind === 'sending';

  // Focus goes back where the person was: the button when the dialog is closed, the
  // section's heading when the renewal was cancelled (the button is gone).
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) (step.kind === 'done' ? heading.current : opener.current)?.focus();
    wasOpen.current = open;
  }, [open, step.kind]);

  const value = renewal.kind === 'ready' ? renewal.value : null;
  const cancellable = value !== null && renewalCancellable(value) ? value : null;
  return (
    <section className="stack" aria-labelledby="renewal-heading">
      <h2 id="renewal-heading" ref={heading} tabIndex={-1}>
        {t('bills.renewal.heading')}
      </h2>
      {renewal.kind === 'error' ? <ErrorNotice error={renewal.error} t={t} onRetry={() => void loadNextRenewal(provider)} /> : null}
      {/* Polite: a cancellation done in the dialog is read out as the new state. */}
      <div aria-live="polite" className="stack">
        {renewal.kind === 'idle' || renewal.kind === 'loading' ? (
          <p className="skeleton" role="status">
            {t('bills.renewal.loading')}
          </p>
        ) : null}
        {value ? <RenewalWords locale={locale} t={t} renewal={value} /> : null}
      </div>
      {cancellable ? (
        <>
          <p>{t('bills.renewal.cancelWhat')}</p>
          <p className="button-row">
            <button ref={opener} type="button" className="button button--quiet" aria-haspopup="dialog" onClick={openCancelRenewal}>
              {t('bills.renewal.cancel')}
            </button>
          </p>
        </>
      ) : null}
      {open && cancellable ? (
        <CancelRenewalDialog locale={locale} props={{ locale, t, serviceId, renewal: cancellable }} failed={(retry) => <ErrorNotice error="NetworkTrouble" t={t} onRetry={retry} />} />
      ) : null}
    </section>
  );
}

function RenewalWords({ locale, t, renewal }: { locale: Locale; t: T; renewal: NextRenewal }) {
  switch (renewal.state) {
    case 'scheduled':
      return (
        <p>
          {t('bills.renewal.scheduled', {
            amount: formatMoney(locale, renewal.amount),
            cycle: t(`cycle.${renewal.cycle}`),
            issuesAt: formatDateTime(locale, renewal.issuesAt),
            dueAt: formatDateTime(locale, renewal.dueAt),
          })}
        </p>
      );
    case 'billed':
      return (
        <>
          <p>{t('bills.renewal.billed', { id: renewal.invoiceId, amount: formatMoney(locale, renewal.amount), dueAt: formatDateTime(locale, renewal.dueAt) })}</p>
          <p>
            <a className="button" href={payHref(locale, renewal.invoiceId)}>
              {t('bills.renewal.payBill', { id: renewal.invoiceId })}
            </a>
          </p>
        </>
      );
    case 'cancelled':
      return (
        <>
          <p>
            <strong>{t('bills.renewal.cancelled', { cancelledAt: formatDateTime(locale, renewal.cancelledAt), endsAt: formatDateTime(locale, renewal.endsAt) })}</strong>
          </p>
          <p>{t('bills.renewal.cancelledFinal')}</p>
          <p>
            <a className="button button--quiet" href={routeHref(locale, 'orderPlace')}>
              {t('bills.renewal.orderNew')}
            </a>
          </p>
        </>
      );
    case 'none':
      return <p>{t(`bills.renewal.none.${renewal.reason}`)}</p>;
  }
}
