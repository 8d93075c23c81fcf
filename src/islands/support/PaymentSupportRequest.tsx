/**
 * "Paid but not active?" under an unpaid bill: a support request with the bill's number,
 * method and time filled in, sent from the payment page itself (the most common complaint
 * should not need a second page). The request goes to the help desk (stores/support).
 */
import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/t';
import { formatDateTime } from '../../lib/i18n/format';
import { $supportSending, clearSupportProblem, sendSupportRequest } from '../../lib/stores/support';
import { helpDesk } from '../../lib/api/help-desk';
import type { Invoice } from '../../lib/contract/index';
import CopyButton from '../ui/CopyButton';
import EmailField from '../ui/EmailField';
import ErrorNotice from '../ui/ErrorNotice';

export default function PaymentSupportRequest({ invoice, locale, t }: { invoice: Invoice; locale: Locale; t: Translate }) {
  const details = t('pay.stuck.details', { id: invoice.id, method: t(`order.method.${invoice.paymentMethod}`), time: formatDateTime(locale, invoice.lastPayment?.at ?? invoice.createdAt) });
  const [email, setEmail] = useState(invoice.payerEmail ?? '');
  const [note, setNote] = useState('');
  const sending = useStore($supportSending);
  const send = () =>
    void sendSupportRequest(helpDesk, {
      email,
      subject: t('pay.stuck.subject', { id: invoice.id }),
      details: note.trim() === '' ? details : `${details}\n\n${note.trim()}`,
      issues: ['payment-not-activated'],
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const problem = sending.kind === 'problem' ? sending.problem : null;
  return (
    <details className="panel panel--soft">
      <summary>{t('pay.stuck.heading')}</summary>
      {sending.kind === 'sent' ? (
        <p className="notice" role="status">
          {t('pay.stuck.sent', { id: sending.requestId })}
        </p>
      ) : (
        <form className="stack" onSubmit={onSubmit} noValidate>
          <p>{t('pay.stuck.body')}</p>
          <p>
            <code>{details}</code>
          </p>
          <EmailField
            id="stuck-email"
            label={t('pay.stuck.email')}
            value={email}
            problem={problem ? t(`pay.stuck.${problem}`) : null}
            onChange={(value) => {
              setEmail(value);
              clearSupportProblem();
            }}
          />
          <label className="field">
            <span>{t('pay.stuck.note')}</span>
            <textarea className="input" rows={3} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
          {sending.kind === 'error' ? <ErrorNotice error={sending.error} t={t} onRetry={send} /> : null}
          <p className="button-row">
            <button type="submit" className="button button--small" disabled={sending.kind === 'sending'}>
              {sending.kind === 'sending' ? t('pay.stuck.sending') : t('pay.stuck.send')}
            </button>
            <CopyButton value={details} label={t('pay.stuck.copy')} copiedText={t('order.account.copied')} />
          </p>
        </form>
      )}
    </details>
  );
}
