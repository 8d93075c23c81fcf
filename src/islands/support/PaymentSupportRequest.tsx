/**
 * A support request about a bill, sent from the payment page itself: "paid but not
 * active?" under an unpaid bill, "already paid?" beside an expired one. The bill's
 * number, method and time are filled in; what the person types is kept for the tab
 * (stores/support) and its length limit is shown as they type, never applied by cutting.
 */
import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/i18n/locales';
import type { AreaKey, Translate } from '../../lib/i18n/t';
import { formatDateTime } from '../../lib/i18n/format';
import { $supportDraft, $supportSending, editSupportDraft, sendSupportRequest, supportDraftFor } from '../../lib/stores/support';
import { noteLength, SUPPORT_NOTE_MAX } from '../../lib/rules/support-request';
import { helpDesk } from '../../lib/api/help-desk';
import type { Invoice } from '../../lib/contract/index';
import CopyButton from '../ui/CopyButton';
import EmailField from '../ui/EmailField';
import ErrorNotice from '../ui/ErrorNotice';

interface Props {
  invoice: Invoice;
  /** Which question leads here: a bill not yet paid that should have been, or an expired one that was. */
  reason: 'notActive' | 'alreadyPaid';
  locale: Locale;
  t: Translate<AreaKey<'pay' | 'order' | 'error' | 'action'>>;
}

export default function PaymentSupportRequest({ invoice, reason, locale, t }: Props) {
  const facts = t('pay.stuck.details', { id: invoice.id, method: t(`order.method.${invoice.paymentMethod}`), time: formatDateTime(locale, invoice.lastPayment?.at ?? invoice.createdAt) });
  const draft = supportDraftFor(useStore($supportDraft), invoice.id, invoice.payerEmail);
  const sending = useStore($supportSending);
  const send = () => void sendSupportRequest(helpDesk, { email: draft.email, note: draft.note, facts, subject: t('pay.stuck.subject', { id: invoice.id }), issues: ['payment-not-activated'], serviceId: invoice.serviceId });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const problem = sending.kind === 'problem' ? sending.problem : null;
  const length = noteLength(draft.note);
  // Opened from the start where it is the way forward, or where a note waits from before a reload;
  // fixed once, so sending (which empties the draft) does not fold the receipt away.
  const [openAtFirst] = useState(reason === 'alreadyPaid' || draft.note !== '');
  const heading = reason === 'alreadyPaid' ? t('pay.closed.alreadyPaid', { id: invoice.id }) : t('pay.stuck.heading');
  return (
    <details className="panel panel--soft" open={openAtFirst || undefined}>
      <summary>{heading}</summary>
      {sending.kind === 'sent' ? (
        <p className="notice" role="status">
          {t('pay.stuck.sent', { id: sending.requestId })}
        </p>
      ) : (
        <form className="stack" onSubmit={onSubmit} noValidate>
          <p>{t('pay.stuck.body')}</p>
          <p>
            <code>{facts}</code>
          </p>
          <EmailField
            id="stuck-email"
            label={t('pay.stuck.email')}
            value={draft.email}
            problem={problem === 'EmailEmpty' || problem === 'EmailFormat' ? t(`pay.stuck.${problem}`) : null}
            onChange={(email) => editSupportDraft({ ...draft, email })}
          />
          <label className="field">
            <span>{t('pay.stuck.note')}</span>
            <textarea
              className="input"
              rows={3}
              value={draft.note}
              aria-describedby="stuck-note-count"
              aria-invalid={length > SUPPORT_NOTE_MAX || undefined}
              onChange={(event) => editSupportDraft({ ...draft, note: event.target.value })}
            />
          </label>
          <p id="stuck-note-count" className={length > SUPPORT_NOTE_MAX ? 'field-error' : 'field-hint'} role={problem === 'NoteTooLong' ? 'alert' : undefined}>
            {length > SUPPORT_NOTE_MAX ? t('pay.stuck.NoteTooLong', { count: length, max: SUPPORT_NOTE_MAX }) : t('pay.stuck.count', { count: length, max: SUPPORT_NOTE_MAX })}
          </p>
          {sending.kind === 'error' ? <ErrorNotice error={sending.error} t={t} onRetry={send} /> : null}
          <p className="button-row">
            <button type="submit" className="button button--small" disabled={sending.kind === 'sending'}>
              {sending.kind === 'sending' ? t('pay.stuck.sending') : t('pay.stuck.send')}
            </button>
            <CopyButton value={facts} label={t('pay.stuck.copy')} copiedText={t('order.account.copied')} />
          </p>
        </form>
      )}
    </details>
  );
}
