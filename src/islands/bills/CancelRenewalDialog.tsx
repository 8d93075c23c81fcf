/**
 * The cancel-renewal dialog (loaded on demand): exactly what happens and when (the
 * service works until its expiry, then stops; no renewal bill, an unpaid one cancelled
 * now; nothing refunded by cancelling, a refund where the rules allow one asked of
 * support; no undoing it), a deliberate confirmation (a box that enables a button naming
 * the date) and an optional reason. A native modal `<dialog>`, so focus stays inside it
 * and Escape closes it (not while the cancellation is under way: its outcome must be seen).
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { AreaMessages, Translate } from '../../lib/core/i18n/t';
import { withAreaWords } from '../../lib/core/i18n/load-area';
import { formatDate, formatDateTime } from '../../lib/core/i18n/format';
import { provider } from '../../lib/core/api/provider';
import type { NextRenewal } from '../../lib/bills/contract';
import { refundDays } from '../../lib/order/pricing';
import { routeHref } from '../../lib/core/routes';
import { $cancelReason, $cancelRenewal, closeCancelRenewal, confirmCancelRenewal, setCancelReason } from '../../lib/bills/store';
import ErrorNotice from '../ui/ErrorNotice';
import { useModalDialog } from '../ui/use-modal-dialog';
import type { BillsText } from './messages';
import '../ui/modal-dialog.css';

/** The reason's limit (the contract's). */
const REASON_MAX = 500;

interface Props {
  locale: Locale;
  /** The page's translator; the dialog's own area comes with it (`words`). */
  t: Translate<BillsText>;
  words: AreaMessages<'billsDialog'>;
  serviceId: number;
  renewal: Extract<NextRenewal, { state: 'scheduled' | 'billed' }>;
}

export default function CancelRenewalDialog({ locale, t: pageT, words, serviceId, renewal }: Props) {
  const t = useMemo(() => withAreaWords(pageT, locale, 'billsDialog', words), [pageT, locale, words]);
  const step = useStore($cancelRenewal);
  const reason = useStore($cancelReason);
  const dialog = useModalDialog(closeCancelRenewal);
  const [understood, setUnderstood] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const sending = step.kind === 'sending';
  const error = step.kind === 'open' ? step.error : null;
  // The service's expiry: the renewal's due date (ADR 0025: it stops then).
  const endsOn = formatDate(locale, renewal.dueAt);
  const support = `${routeHref(locale, 'helpContactUs')}?service=${serviceId}`;

  // Start at the top: the heading says what is being decided.
  useEffect(() => heading.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!understood || sending) return;
    void confirmCancelRenewal(provider);
  }

  return (
    <dialog
      ref={dialog}
      className="modal-dialog cancel-renewal-dialog"
      aria-labelledby="cancel-renewal-heading"
      onCancel={(event) => sending && event.preventDefault()}
    >
      <form className="stack" noValidate onSubmit={submit}>
        <h2 id="cancel-renewal-heading" ref={heading} tabIndex={-1}>
          {t('billsDialog.heading', { id: serviceId })}
        </h2>
        <p>{t('billsDialog.what')}</p>
        <ul className="stack">
          <li>
            <strong>{t('billsDialog.keepsWorking', { date: formatDateTime(locale, renewal.dueAt) })}</strong>
          </li>
          <li>{t('billsDialog.noBill')}</li>
          {renewal.state === 'billed' ? <li>{t('billsDialog.billCancelled', { id: renewal.invoiceId })}</li> : null}
          <li>
            {t('billsDialog.noRefund', { days: refundDays(renewal.cycle === 'Trial' ? 'Monthly' : renewal.cycle, null), trialDays: refundDays('Trial', null) })}{' '}
            <a href={support}>{t('billsDialog.refundLink')}</a>
          </li>
          <li>
            <strong>{t('billsDialog.final')}</strong>
          </li>
        </ul>
        <label className="choice">
          <input type="checkbox" checked={understood} disabled={sending} onChange={(event) => setUnderstood(event.target.checked)} />
          <span className="choice__label">{t('billsDialog.understood')}</span>
        </label>
        <div className="stack">
          <label htmlFor="cancel-renewal-reason">{t('billsDialog.reason.label')}</label>
          <textarea
            id="cancel-renewal-reason"
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            disabled={sending}
            aria-describedby="cancel-renewal-reason-hint"
            onChange={(event) => setCancelReason(event.target.value)}
          />
          <small id="cancel-renewal-reason-hint">{t('billsDialog.reason.hint', { max: REASON_MAX })}</small>
        </div>
        {sending ? <p role="status">{step.checking ? t('billsDialog.checking') : t('billsDialog.sending')}</p> : null}
        {/* Connection trouble: sending again is safe (the call answers the same cancellation). */}
        {error ? <ErrorNotice error={error} t={t} onRetry={error === 'RenewalCancelFailed' || !understood ? undefined : () => void confirmCancelRenewal(provider)} /> : null}
        {error === 'RenewalCancelFailed' ? (
          <p>
            <a className="button button--small button--quiet" href={support}>
              {t('action.contactSupport')}
            </a>
          </p>
        ) : null}
        <p className="button-row">
          <button type="submit" className="button button--danger" disabled={!understood || sending} aria-busy={sending || undefined}>
            {t('billsDialog.confirm', { date: endsOn })}
          </button>
          <button type="button" className="button button--quiet" disabled={sending} onClick={() => dialog.current?.close()}>
            {t('billsDialog.keep')}
          </button>
        </p>
      </form>
    </dialog>
  );
}
