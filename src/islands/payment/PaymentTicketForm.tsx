/**
 * The ticket form as the payment page's support request shows it (PaymentSupportRequest,
 * which fetches this with the ticket's words when the request opens): the compact form,
 * speaking the page's translator for errors and actions and the fetched area for its own.
 */
import { useMemo } from 'react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { AreaKey, AreaMessages, Translate } from '../../lib/core/i18n/t';
import { withAreaWords } from '../../lib/core/i18n/load-area';
import { TicketFormView, type TicketPrefill } from '../ticket/TicketForm';

interface Props {
  locale: Locale;
  /** The payment page's translator: it sends the whole `error` and `action` areas. */
  t: Translate<AreaKey<'error' | 'action'>>;
  /** The ticket area, fetched with the form. */
  words: AreaMessages<'ticket'>;
  formKey: string;
  prefill: TicketPrefill;
}

export default function PaymentTicketForm({ locale, t, words, formKey, prefill }: Props) {
  const ticketT = useMemo(() => withAreaWords(t, locale, 'ticket', words), [t, locale, words]);
  return <TicketFormView compact locale={locale} t={ticketT} formKey={formKey} prefill={prefill} />;
}
