/**
 * user/service/{id}/invoice (spec section 2, "Bills"; issue 11): the service's next
 * renewal in words with "cancel renewal" where one is coming (RenewalSection), and its
 * bills 25 a page (BillList). A React island woken at once (issue 24); the account, the
 * bills and the renewal are read from the page's head (ADR 0026) and the stores take those
 * answers. The first render is the loading state Astro prerenders, so nothing private
 * shows before the guard has passed. State and actions: stores/bills.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { provider } from '../../lib/core/api/provider';
import type { Locale } from '../../lib/core/i18n/locales';
import { translatorFrom, type Translate } from '../../lib/core/i18n/t';
import { routeHref } from '../../lib/core/routes';
import { serviceIdFromPath } from '../../lib/service/default-service';
import { $billsPage, ensureBillsLoaded, followAddress, loadBillsPage } from '../../lib/bills/store';
import { $guardState } from '../../lib/core/stores/guard';
import ErrorNotice from '../ui/ErrorNotice';
import { useReadsPerLogin } from '../ui/use-reads-per-login';
import { useHydrated } from '../ui/use-hydrated';
import BillList, { BillListLoading } from './BillList';
import RenewalSection from './RenewalSection';
import type { BillsText } from './messages';
import './bills.css';
import { island } from '../ui/island-boundary';

type T = Translate<BillsText>;

interface Props {
  locale: Locale;
  /** The areas `BILLS_AREAS` whole; of the others, the page's errors, payment methods' names and a bill's words (messages.ts). */
  messages: Partial<Record<BillsText, string>>;
}

/** The service the address names (none for `0`, the stored choice or the default). */
function addressServiceId(): number | null {
  return serviceIdFromPath(location.pathname);
}

function BillsPage({ locale, messages }: Props) {
  const t: T = translatorFrom(locale, messages);
  const hydrated = useHydrated();
  const guard = useStore($guardState);
  const page = useStore($billsPage);

  // Read once a login is kept (the head's early reads are usually under way, and are
  // taken); a login link in the address may be stored after the island wakes.
  useReadsPerLogin(() => ensureBillsLoaded(provider, addressServiceId()));

  // Back and forward move between pages of bills (each is an entry in the history).
  useEffect(() => {
    const follow = () => followAddress(provider);
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, []);

  if (!hydrated || guard !== 'pass' || page.kind === 'loading') return <BillsLoading t={t} />;
  if (page.kind === 'error') {
    return (
      <section className="panel stack bills-panel" aria-labelledby="bills-heading">
        <h1 id="bills-heading">{t('bills.heading')}</h1>
        <ErrorNotice error={page.error} t={t} onRetry={() => void loadBillsPage(provider, addressServiceId())} />
      </section>
    );
  }
  if (page.kind === 'empty') {
    return (
      <section className="panel stack bills-panel" aria-labelledby="bills-heading">
        <h1 id="bills-heading">{t('bills.heading')}</h1>
        <p>{t('bills.noService')}</p>
        <p>
          <a className="button" href={routeHref(locale, 'orderPlace')}>
            {t('bills.orderFirst')}
          </a>
        </p>
      </section>
    );
  }

  const { service, requestedMissing } = page;
  return (
    <section className="panel stack bills-panel" aria-labelledby="bills-heading">
      <div className="bills-title">
        <h1 id="bills-heading">{t('bills.heading')}</h1>
        <a href={routeHref(locale, 'userService', { serviceId: service.id })}>{t('bills.toService', { id: service.id })}</a>
      </div>
      {requestedMissing ? <p className="notice">{t('bills.requestedMissing', { id: addressServiceId() ?? 0, service: t('bills.service', { id: service.id }) })}</p> : null}
      <RenewalSection locale={locale} t={t} serviceId={service.id} />
      <BillList locale={locale} t={t} />
    </section>
  );
}

/**
 * While the guard checks the login and the provider answers: the page's headings, blank
 * lines below where the renewal and the bills will be, so they fill in where they stay.
 */
function BillsLoading({ t }: { t: T }) {
  return (
    <section className="panel stack bills-panel" aria-labelledby="bills-heading" aria-busy="true">
      <div className="bills-title">
        <h1 id="bills-heading">{t('bills.heading')}</h1>
      </div>
      <section className="stack" aria-labelledby="renewal-heading">
        <h2 id="renewal-heading">{t('bills.renewal.heading')}</h2>
        <p className="skeleton" aria-hidden="true">
          &nbsp;
        </p>
      </section>
      <section className="stack" aria-labelledby="bills-list-heading">
        <h2 id="bills-list-heading">{t('bills.list.heading')}</h2>
        <BillListLoading t={t} />
      </section>
    </section>
  );
}

export default island(BillsPage);
