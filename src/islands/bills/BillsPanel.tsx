/**
 * The bills page (spec section 2, "Bills"; issue 11): the service's next renewal in
 * words, with "cancel renewal" where one is coming (its dialog loads on demand), and its
 * bills 25 a page, each with its status in words and its way forward (pay, or order
 * again). State and actions: stores/bills; paging and standing: rules/invoice-list.
 */
import { useEffect, useMemo, useRef, type FormEvent, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/i18n/locales';
import { translatorFrom, type AreaKey, type Translate } from '../../lib/i18n/t';
import { loadArea } from '../../lib/i18n/load-area';
import { formatDate, formatDateTime, formatMoney } from '../../lib/i18n/format';
import { provider } from '../../lib/api/provider';
import { $guardState } from '../../lib/stores/guard';
import { $credentials } from '../../lib/stores/session';
import {
  $billList,
  $billsPage,
  $cancelRenewal,
  $nextRenewal,
  ensureBillsLoaded,
  followAddress,
  loadBillList,
  loadBillsPage,
  loadNextRenewal,
  openCancelRenewal,
  renewalCancellable,
  showBills,
  type BillPage,
  type BillsService,
} from '../../lib/stores/bills';
import type { InvoiceSummary, InvoiceSortField, NextRenewal, SortOrder } from '../../lib/contract/bills';
import { serviceIdFromPath } from '../../lib/rules/default-service';
import { billsSearch, billStanding, readBillsQuery, type BillsQuery } from '../../lib/rules/invoice-list';
import { routeHref } from '../../lib/routes';
import ErrorNotice from '../ui/ErrorNotice';
import { useOnDemand } from '../ui/use-on-demand';
import { useHydrated } from '../ui/use-hydrated';
import type { BillsDialogText, BillsText } from './messages';
import './bills.css';

type T = Translate<BillsText>;

interface Props {
  locale: Locale;
  /** The areas `BILLS_AREAS`, the page's errors and the payment methods' names. */
  messages: Record<BillsText, string>;
}

function reload(): void {
  void loadBillsPage(provider, serviceIdFromPath(location.pathname));
}

export default function BillsPanel({ locale, messages }: Props) {
  const t = translatorFrom(locale, messages);
  const guard = useStore($guardState);
  const page = useStore($billsPage);
  const credentials = useStore($credentials);
  const hydrated = useHydrated();

  // The page script has usually started this already, while React was on its way; the
  // island can wake before a login link in the address was stored: it loads once it is.
  useEffect(() => {
    if (credentials) ensureBillsLoaded(provider, serviceIdFromPath(location.pathname));
  }, [credentials]);

  // Back and forward move between pages of bills (each is an entry in the history).
  useEffect(() => {
    const onPopState = () => followAddress(provider);
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);

  // The prerendered HTML is the skeleton: hydrate onto it first, then show the bills.
  if (!hydrated || page.kind === 'loading' || guard !== 'pass') return <BillsSkeleton t={t} />;
  if (page.kind === 'error') {
    return (
      <section className="panel stack bills-panel" aria-labelledby="bills-heading">
        <h1 id="bills-heading">{t('bills.heading')}</h1>
        <ErrorNotice error={page.error} t={t} onRetry={reload} />
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
      {requestedMissing ? <p className="notice">{t('bills.requestedMissing', { id: serviceIdFromPath(location.pathname) ?? 0 })}</p> : null}
      <RenewalSection locale={locale} t={t} service={service} />
      <BillList locale={locale} t={t} />
    </section>
  );
}

/** The next renewal in words, and "cancel renewal" where one is coming. */
function RenewalSection({ locale, t, service }: { locale: Locale; t: T; service: BillsService }) {
  const renewal = useStore($nextRenewal);
  const step = useStore($cancelRenewal);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const open = step.kind === 'open' || step.kind === 'sending';
  const wasOpen = useRef(open);
  // The dialog's code and its words come together, when it first opens.
  const [dialog, loadDialog] = useOnDemand(() => Promise.all([import('./CancelRenewalDialog'), loadArea('billsDialog', locale)]));
  const dialogT = useMemo<Translate<BillsDialogText> | null>(() => {
    if (dialog.kind !== 'ready') return null;
    const own = translatorFrom<AreaKey<'billsDialog'>>(locale, dialog.module[1]);
    return (key, vars) => (key.startsWith('billsDialog.') ? own(key as AreaKey<'billsDialog'>, vars) : t(key as BillsText, vars));
  }, [dialog, locale, t]);

  useEffect(() => {
    if (open && dialog.kind === 'idle') loadDialog();
  }, [open, dialog.kind, loadDialog]);

  // Focus goes back where the person was: the button when the dialog is closed, the
  // section's heading when the renewal was cancelled (the button is gone).
  useEffect(() => {
    if (wasOpen.current && !open) (step.kind === 'done' ? heading.current : opener.current)?.focus();
    wasOpen.current = open;
  }, [open, step.kind]);

  const value = renewal.kind === 'ready' ? renewal.value : null;
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
      {value && renewalCancellable(value) ? (
        <>
          <p>{t('bills.renewal.cancelWhat')}</p>
          <p className="button-row">
            <button ref={opener} type="button" className="button button--quiet" aria-haspopup="dialog" onClick={openCancelRenewal}>
              {t('bills.renewal.cancel')}
            </button>
          </p>
        </>
      ) : null}
      {open && dialog.kind === 'failed' ? <ErrorNotice error="NetworkTrouble" t={t} onRetry={loadDialog} /> : null}
      {open && value && renewalCancellable(value) && dialog.kind === 'ready' && dialogT ? (
        <CancelDialog module={dialog.module[0]} locale={locale} t={dialogT} serviceId={service.id} renewal={value} />
      ) : null}
    </section>
  );
}

/** The dialog from its fetched module (JSX cannot name `module[0].default` directly). */
function CancelDialog({ module, ...props }: { module: typeof import('./CancelRenewalDialog'); locale: Locale; t: Translate<BillsDialogText>; serviceId: number; renewal: Extract<NextRenewal, { state: 'scheduled' | 'billed' }> }) {
  const Dialog = module.default;
  return <Dialog {...props} />;
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

/** Where an unpaid bill is paid: order/pay with its id, as the service page's "pay the bill" opens it. */
function payHref(locale: Locale, invoiceId: number): string {
  return `${routeHref(locale, 'orderPay')}?invoice=${invoiceId}`;
}

/** The sorts the page offers: allow-listed fields, each both ways (a status sort has no order a person could name). */
const SORT_CHOICES: readonly { orderby: Exclude<InvoiceSortField, 'status'>; order: SortOrder }[] = [
  { orderby: 'date', order: 'desc' },
  { orderby: 'date', order: 'asc' },
  { orderby: 'duedate', order: 'desc' },
  { orderby: 'duedate', order: 'asc' },
  { orderby: 'total', order: 'desc' },
  { orderby: 'total', order: 'asc' },
  { orderby: 'id', order: 'desc' },
  { orderby: 'id', order: 'asc' },
];

function BillList({ locale, t }: { locale: Locale; t: T }) {
  const list = useStore($billList);
  const heading = useRef<HTMLHeadingElement>(null);
  const query = list.kind === 'ready' ? list.page.query : list.query;

  /** Another page or sort: the list's heading takes the focus, so the new bills are read from their top. */
  const show = (next: BillsQuery) => {
    showBills(provider, next);
    heading.current?.focus();
  };

  return (
    // `data-bills-shown`: the bills (or the words that there are none) are on screen (npm run bench waits for it).
    <section className="stack" aria-labelledby="bills-list-heading" aria-busy={list.kind === 'loading' || undefined} data-bills-shown={list.kind === 'ready' || undefined}>
      <div className="bills-title">
        <h2 id="bills-list-heading" ref={heading} tabIndex={-1}>
          {t('bills.list.heading')}
        </h2>
        <SortForm t={t} query={query} onSort={show} />
      </div>
      {list.kind === 'loading' ? <BillsLoading t={t} /> : null}
      {list.kind === 'error' ? <ErrorNotice error={list.error} t={t} onRetry={() => void loadBillList(provider, list.query)} /> : null}
      {list.kind === 'ready' ? <BillPageView locale={locale} t={t} page={list.page} onShow={show} /> : null}
    </section>
  );
}

function SortForm({ t, query, onSort }: { t: T; query: BillsQuery; onSort: (query: BillsQuery) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [orderby = '', order = ''] = String(new FormData(event.currentTarget).get('sort') ?? '').split('.');
    // Read back through the allow-list: only its values are ever sent.
    const chosen = readBillsQuery(new URLSearchParams({ sort: orderby, order }));
    onSort({ ...chosen, page: 1 });
  };
  const current = `${query.orderby}.${query.order}`;
  return (
    <form className="bills-sort" onSubmit={submit}>
      <label htmlFor="bills-sort">{t('bills.sort.label')}</label>
      {/* Keyed by the shown sort: back and forward show the address's sort. */}
      <select id="bills-sort" name="sort" key={current} defaultValue={current}>
        {SORT_CHOICES.map(({ orderby, order }) => (
          <option key={`${orderby}.${order}`} value={`${orderby}.${order}`}>
            {t(`bills.sort.${orderby}.${order}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--quiet button--small">
        {t('bills.sort.apply')}
      </button>
    </form>
  );
}

function BillPageView({ locale, t, page, onShow }: { locale: Locale; t: T; page: BillPage; onShow: (query: BillsQuery) => void }) {
  if (page.totalCount === 0) return <p>{t('bills.list.empty')}</p>;
  return (
    <>
      <p>{t('bills.list.count', { count: page.totalCount })}</p>
      {page.invoices.length === 0 ? (
        <p>{t('bills.list.pageEmpty')}</p>
      ) : (
        <ol className="bill-list">
          {page.invoices.map((bill) => (
            <BillItem key={bill.id} locale={locale} t={t} bill={bill} />
          ))}
        </ol>
      )}
      {page.pageCount > 1 ? <Paging t={t} page={page} onShow={onShow} /> : null}
    </>
  );
}

/** One bill: what it is, when, how much, where it stands in words, and its way forward. */
function BillItem({ locale, t, bill }: { locale: Locale; t: T; bill: InvoiceSummary }) {
  const standing = billStanding(bill);
  const amount = (value: string) => formatMoney(locale, { amount: value, currency: bill.currency });
  let status: string;
  switch (standing.kind) {
    case 'paid':
      status = t('bills.bill.paid');
      break;
    case 'payable':
      status = t('bills.bill.payable', { date: formatDateTime(locale, bill.deadline.payableUntil) });
      break;
    case 'closed':
      status = t('bills.bill.closed');
      break;
    case 'refunded':
      status = t('bills.bill.refunded', { amount: amount(standing.amount) });
      break;
    case 'cancelled':
      status = t(`bills.bill.cancelled.${standing.reason}`);
      break;
  }
  return (
    <li className="bill" aria-labelledby={`bill-${bill.id}`}>
      <h3 id={`bill-${bill.id}`}>
        <a href={routeHref(locale, 'userInvoice', { invoiceId: bill.id })}>{t('bills.bill.number', { id: bill.id })}</a>
      </h3>
      {/* The provider's description, as text. */}
      <p className="bill__what">
        {bill.description} · {bill.isRenewal ? t('bills.bill.renewal') : t('bills.bill.order')}
      </p>
      <dl className="facts">
        <dt>{t('bills.bill.status')}</dt>
        <dd>
          {/* The status is its words; the colour only repeats it. */}
          <span className={`bill-status bill-status--${standing.kind}`}>{status}</span>
        </dd>
        <dt>{t('bills.bill.total')}</dt>
        <dd>{amount(bill.total)}</dd>
        <dt>{t('bills.bill.createdAt')}</dt>
        <dd>{formatDate(locale, bill.createdAt)}</dd>
        <dt>{t('bills.bill.dueAt')}</dt>
        <dd>{formatDate(locale, bill.dueAt)}</dd>
        <dt>{t('bills.bill.method')}</dt>
        <dd>{t(`order.method.${bill.paymentMethod}`)}</dd>
      </dl>
      {standing.kind === 'payable' ? (
        <p>
          <a className="button button--small" href={payHref(locale, bill.id)}>
            {t('bills.bill.pay', { id: bill.id })}
          </a>
        </p>
      ) : null}
      {standing.kind === 'closed' ? (
        <p className="button-row">
          <span>{t('bills.bill.reorderWhy', { id: bill.id })}</span>
          <a className="button button--small button--quiet" href={routeHref(locale, 'orderPlace')}>
            {t('bills.bill.reorder')}
          </a>
        </p>
      ) : null}
    </li>
  );
}

/** Previous and next as links to their address (so they open in a new tab too), and where this page is. */
function Paging({ t, page, onShow }: { t: T; page: BillPage; onShow: (query: BillsQuery) => void }) {
  const { query, pageCount } = page;
  const link = (target: number, label: string, rel: 'prev' | 'next') => {
    const next = { ...query, page: target };
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onShow(next);
    };
    return (
      <a className="button button--quiet button--small" rel={rel} href={`${location.pathname}${billsSearch(next, location.search) || '?'}`} onClick={follow}>
        {label}
      </a>
    );
  };
  return (
    <nav className="bills-paging" aria-label={t('bills.paging.label')}>
      {query.page > 1 ? link(query.page - 1, t('bills.paging.previous'), 'prev') : null}
      <span aria-current="page">{t('bills.paging.position', { page: query.page, pages: pageCount })}</span>
      {query.page < pageCount ? link(query.page + 1, t('bills.paging.next'), 'next') : null}
    </nav>
  );
}

function BillsLoading({ t }: { t: T }) {
  return (
    <>
      <p role="status" className="visually-hidden">
        {t('bills.loading')}
      </p>
      <ol className="bill-list" aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <li key={row} className="bill">
            <h3 className="skeleton">{'\u00a0'}</h3>
            <p className="skeleton">{'\u00a0'}</p>
            <p className="skeleton">{'\u00a0'}</p>
          </li>
        ))}
      </ol>
    </>
  );
}

/** While the guard checks the login and the provider answers: the page's headings, blank lines below. */
function BillsSkeleton({ t }: { t: T }) {
  return (
    <section className="panel stack bills-panel" aria-labelledby="bills-heading" aria-busy="true">
      <div className="bills-title">
        <h1 id="bills-heading">{t('bills.heading')}</h1>
      </div>
      <section className="stack" aria-labelledby="renewal-heading">
        <h2 id="renewal-heading">{t('bills.renewal.heading')}</h2>
        <p className="skeleton" aria-hidden="true">
          {'\u00a0'}
        </p>
      </section>
      <section className="stack" aria-labelledby="bills-list-heading">
        <h2 id="bills-list-heading">{t('bills.list.heading')}</h2>
        <BillsLoading t={t} />
      </section>
    </section>
  );
}
