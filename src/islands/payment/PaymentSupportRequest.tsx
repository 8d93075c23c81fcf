/**
 * A support request about a bill, sent from the payment page itself: "paid but not
 * active?" under an unpaid bill, "already paid?" beside an expired one. It is the one
 * ticket form (../ticket/TicketForm.tsx, issue 12): email, categories, details and up to 5
 * files, with the bill's number, method and time, its service and the category "paid but
 * not active" filled in, and its draft kept for the tab under the bill's own key.
 *
 * The form, its upload code and its words are fetched when the person opens the request
 * (or at once when it opens by itself), never with the page: the payment page stays
 * within its byte budget (scripts/page-weight.ts).
 */
import { useState, type SyntheticEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $billHelpAsked } from '../../lib/payment/store';
import type { Locale } from '../../lib/core/i18n/locales';
import type { AreaKey, Translate } from '../../lib/core/i18n/t';
import { formatDateTime } from '../../lib/core/i18n/format';
import { loadArea } from '../../lib/core/i18n/load-area';
import { sessionText, STORED_NAMES } from '../../lib/core/stores/stored-names';
import { hasKeptDraft } from '../../lib/ticket/kept-drafts';
import type { Invoice } from '../../lib/core/contract/index';
import type { TicketPrefill } from '../ticket/TicketForm';
import CopyButton from '../ui/CopyButton';
import ErrorNotice from '../ui/ErrorNotice';
import { onDemandPart } from '../ui/on-demand-part';

/** The ticket form, fetched with its words when the request is first opened. */
const PaymentTicketForm = onDemandPart(() => import('./PaymentTicketForm'), (locale) => loadArea('ticket', locale));

interface Props {
  invoice: Invoice;
  /** Which question leads here: a bill not yet paid that should have been, or an expired one that was. */
  reason: 'notActive' | 'alreadyPaid';
  locale: Locale;
  t: Translate<AreaKey<'pay' | 'order' | 'error' | 'action'>>;
}

/** The ticket draft of a bill's request (lib/ticket/store.ts keeps one per form key). */
export function paymentTicketKey(invoiceId: number): string {
  return `pay-${invoiceId}`;
}

export default function PaymentSupportRequest({ invoice, reason, locale, t }: Props) {
  const facts = t('pay.stuck.details', { id: invoice.id, method: t(`order.method.${invoice.paymentMethod}`), time: formatDateTime(locale, invoice.lastPayment?.at ?? invoice.createdAt) });
  const formKey = paymentTicketKey(invoice.id);
  // Opened from the start where it is the way forward, or where a draft waits from before a
  // reload; fixed once, so sending (which drops the draft) does not fold the receipt away.
  const [openAtFirst] = useState(() => reason === 'alreadyPaid' || hasKeptDraft(sessionText(STORED_NAMES.ticketDrafts), formKey));
  // Or opened on the bill's preview before this island woke (bill-preview.ts).
  const askedOnPreview = useStore($billHelpAsked) && reason === 'notActive';
  const open = openAtFirst || askedOnPreview;
  // The form is fetched when the request is first opened, and stays once it is.
  const [opened, setOpened] = useState(false);
  const prefill: TicketPrefill = {
    email: invoice.payerEmail ?? '',
    categories: ['payment-not-activated'],
    subject: t('pay.stuck.subject', { id: invoice.id }),
    facts,
    serviceId: invoice.serviceId,
  };
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) setOpened(true);
  };
  const heading = reason === 'alreadyPaid' ? t('pay.closed.alreadyPaid', { id: invoice.id }) : t('pay.stuck.heading');
  return (
    <details className="panel panel--soft" open={open || undefined} onToggle={onToggle}>
      <summary>{heading}</summary>
      <div className="stack">
        <p>{t('pay.stuck.body')}</p>
        {open || opened ? (
          <PaymentTicketForm
            locale={locale}
            props={{ locale, t, formKey, prefill }}
            loading={<p role="status">{t('pay.stuck.loading')}</p>}
            failed={(retry) => <ErrorNotice error="NetworkTrouble" t={t} onRetry={retry} />}
          />
        ) : null}
        <p className="button-row">
          <CopyButton value={facts} label={t('pay.stuck.copy')} copiedText={t('order.account.copied')} />
        </p>
      </div>
    </details>
  );
}
