/**
 * user/invoice/{id} (spec section 2, "Invoice detail"; issue 11): the bill as its owner or
 * the bill link's holder may see it, or where its read stands. A React island woken at
 * once (issue 24); the read itself starts in the page's head (ADR 0026) and the store takes
 * its answer. The first render is the loading state Astro prerenders, so nothing private
 * shows before the guard has passed and the bill is read. Printing loads nothing more.
 * State and the figures derived from the bill: stores/invoice-detail.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { provider } from '../../lib/core/api/provider';
import type { Locale } from '../../lib/core/i18n/locales';
import { translatorFrom, type Translate } from '../../lib/core/i18n/t';
import { routeHref } from '../../lib/core/routes';
import { invoiceIdFromPath } from '../../lib/invoice/path';
import { invoiceDocumentTitle } from '../../lib/invoice/standing';
import { $guardState } from '../../lib/core/stores/guard';
import { $invoiceDetail, ensureInvoiceDetailLoaded, loadInvoiceDetail } from '../../lib/invoice/store';
import { $credentials } from '../../lib/core/stores/session';
import ErrorNotice from '../ui/ErrorNotice';
import { useHydrated } from '../ui/use-hydrated';
import { titleWhileShown } from './document-title';
import InvoiceDocument from './InvoiceDocument';
import type { InvoicePageKey } from './messages';
import './invoice.css';
import { island } from '../ui/island-boundary';

type T = Translate<InvoicePageKey>;

interface Props {
  locale: Locale;
  /**
   * The invoice area, and of the others only the words the page shows (messages.ts): the
   * errors reading a bill can end in, payment methods' and cycles' names.
   */
  messages: Partial<Record<InvoicePageKey, string>>;
}

/** Reads the bill the address names again (a retry, or the network back). */
function reload(): void {
  void loadInvoiceDetail(provider, invoiceIdFromPath(location.pathname));
}

function InvoicePage({ locale, messages }: Props) {
  const t: T = translatorFrom(locale, messages);
  const hydrated = useHydrated();
  const guard = useStore($guardState);
  const state = useStore($invoiceDetail);
  const credentials = useStore($credentials);

  // Read at once (the head's early read is usually under way, and is taken), and again when
  // a login arrives or changes (another tab): the bill always matches who is looking.
  useEffect(() => {
    ensureInvoiceDetailLoaded(provider, invoiceIdFromPath(location.pathname));
  }, [credentials]);

  // Back online after a failed read: read again by itself (the retry stays for the rest).
  useEffect(() => {
    const readAgainIfFailed = () => {
      if ($invoiceDetail.get().kind === 'error') reload();
    };
    addEventListener('online', readAgainIfFailed);
    return () => removeEventListener('online', readAgainIfFailed);
  }, []);

  // "Save as PDF" names the file after the page's title: the bill's number while it is shown.
  const shownId = state.kind === 'ready' ? state.invoice.id : null;
  const word = t('invoice.word');
  useEffect(() => (shownId === null ? undefined : titleWhileShown(invoiceDocumentTitle(word, shownId))), [shownId, word]);

  if (!hydrated || guard !== 'pass' || state.kind === 'loading') return <InvoiceLoading t={t} />;
  if (state.kind === 'notFound') {
    return (
      <section className="panel stack invoice" aria-labelledby="invoice-heading">
        <h1 id="invoice-heading">{t('invoice.notFound.heading')}</h1>
        <p>{t('invoice.notFound.body')}</p>
        <a className="button button--quiet invoice__no-print" href={routeHref(locale, 'userService', { serviceId: 0 })}>
          {t('invoice.notFound.myService')}
        </a>
      </section>
    );
  }
  if (state.kind === 'error') {
    return (
      <section className="panel stack invoice" aria-labelledby="invoice-heading">
        <h1 id="invoice-heading">{word}</h1>
        <ErrorNotice error={state.error} t={t} onRetry={reload} />
      </section>
    );
  }
  return <InvoiceDocument locale={locale} t={t} state={state} />;
}

/** While the guard checks the login and the bill is read: the heading, a status line and a block the size of a short bill. */
function InvoiceLoading({ t }: { t: T }) {
  return (
    <section className="panel stack invoice invoice--loading" aria-labelledby="invoice-heading" aria-busy="true">
      <h1 id="invoice-heading">{t('invoice.word')}</h1>
      <p role="status">{t('invoice.loading')}</p>
      <div className="invoice__placeholder" aria-hidden="true" />
    </section>
  );
}

export default island(InvoicePage);
