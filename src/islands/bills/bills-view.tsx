/** @jsxImportSource jsx-dom/min */
/**
 * The bills page (spec section 2, "Bills"; issue 11): the service's next renewal in
 * words, with "cancel renewal" where one is coming (its dialog loads on demand, with
 * React), and its bills 25 a page, each with its status in words and its way forward (pay,
 * or order again). Drawn without React (docs/decisions/0040). State and actions:
 * stores/bills; paging and standing: rules/invoice-list.
 */
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/t';
import { formatDate, formatDateTime, formatMoney } from '../../lib/i18n/format';
import type { GuardState } from '../../lib/stores/guard';
import { openCancelRenewal, renewalCancellable, type BillListState, type BillPage, type BillsPageState, type CancelRenewalStep } from '../../lib/stores/bills';
import type { Loadable } from '../../lib/stores/loadable';
import type { OnDemand } from '../../lib/ui/on-demand';
import type { InvoiceSummary, InvoiceSortField, NextRenewal, SortOrder } from '../../lib/contract/bills';
import { billsSearch, billStanding, readBillsQuery, type BillsQuery } from '../../lib/rules/invoice-list';
import { billItemName } from '../../lib/i18n/bill-item';
import { routeHref } from '../../lib/routes';
import { ErrorNoticeView } from '../ui/error-notice-view';
import type { BillsText } from './messages';

type T = Translate<BillsText>;

/** Everything the page shows, read from the stores, and what its controls do. */
export interface BillsViewProps {
  locale: Locale;
  t: T;
  guard: GuardState;
  page: BillsPageState;
  renewal: Loadable<NextRenewal>;
  cancel: CancelRenewalStep;
  dialog: OnDemand<unknown>['kind'];
  list: BillListState;
  /** The service the address named, when it is not this account's. */
  requestedId: number;
  /** The sort chosen in the list but not yet applied (kept across drawings). */
  chosenSort: string | null;
  /** The page's prerendered parts: all of it while loading, and the list's loading rows. */
  skeleton: () => HTMLElement;
  listLoading: () => HTMLElement;
  actions: {
    reload: () => void;
    reloadRenewal: () => void;
    reloadList: (query: BillsQuery) => void;
    loadDialog: () => void;
    show: (query: BillsQuery) => void;
    chooseSort: (value: string) => void;
  };
}

export function billsView(props: BillsViewProps): Node {
  const { locale, t, guard, page, actions } = props;
  if (page.kind === 'loading' || guard !== 'pass') return props.skeleton();
  if (page.kind === 'error') {
    return (
      <section className="panel stack bills-panel" aria-labelledby="bills-heading">
        <h1 id="bills-heading">{t('bills.heading')}</h1>
        <ErrorNoticeView id="bills-error" error={page.error} t={t} onRetry={actions.reload} />
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
      {requestedMissing ? <p className="notice">{t('bills.requestedMissing', { id: props.requestedId, service: t('bills.service', { id: service.id }) })}</p> : null}
      {renewalSection(props)}
      {billList(props)}
    </section>
  );
}

/** The next renewal in words, and "cancel renewal" where one is coming. */
function renewalSection({ locale, t, renewal, cancel, dialog, actions }: BillsViewProps) {
  const open = cancel.kind === 'open' || cancel.kind === 'sending';
  const value = renewal.kind === 'ready' ? renewal.value : null;
  return (
    <section className="stack" aria-labelledby="renewal-heading">
      <h2 id="renewal-heading" tabIndex={-1}>
        {t('bills.renewal.heading')}
      </h2>
      {renewal.kind === 'error' ? <ErrorNoticeView id="renewal-error" error={renewal.error} t={t} onRetry={actions.reloadRenewal} /> : null}
      {/* Polite: a cancellation done in the dialog is read out as the new state. */}
      <div id="renewal-state" aria-live="polite" className="stack">
        {renewal.kind === 'idle' || renewal.kind === 'loading' ? (
          <p className="skeleton" role="status">
            {t('bills.renewal.loading')}
          </p>
        ) : null}
        {value ? renewalWords(locale, t, value) : null}
      </div>
      {value && renewalCancellable(value) ? (
        <>
          <p>{t('bills.renewal.cancelWhat')}</p>
          <p className="button-row">
            <button id="cancel-renewal-opener" type="button" className="button button--quiet" aria-haspopup="dialog" aria-busy={open && dialog === 'loading' ? 'true' : undefined} onClick={openCancelRenewal}>
              {t('bills.renewal.cancel')}
            </button>
          </p>
        </>
      ) : null}
      {open && dialog === 'failed' ? <ErrorNoticeView id="cancel-renewal-failure" error="NetworkTrouble" t={t} onRetry={actions.loadDialog} /> : null}
    </section>
  );
}

function renewalWords(locale: Locale, t: T, renewal: NextRenewal) {
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

function billList(props: BillsViewProps) {
  const { locale, t, list, actions } = props;
  const query = list.kind === 'ready' ? list.page.query : list.query;
  return (
    // `data-bills-shown`: the bills (or the words that there are none) are on screen (npm run bench waits for it).
    <section className="stack" aria-labelledby="bills-list-heading" aria-busy={list.kind === 'loading' ? 'true' : undefined} data-bills-shown={list.kind === 'ready' ? 'true' : undefined}>
      <div className="bills-title">
        <h2 id="bills-list-heading" tabIndex={-1}>
          {t('bills.list.heading')}
        </h2>
        {sortForm(props, query)}
      </div>
      {list.kind === 'loading' ? props.listLoading() : null}
      {list.kind === 'error' ? <ErrorNoticeView id="bills-list-error" error={list.error} t={t} onRetry={() => actions.reloadList(list.query)} /> : null}
      {list.kind === 'ready' ? billPage(locale, t, list.page, actions.show) : null}
    </section>
  );
}

function sortForm({ t, chosenSort, actions }: BillsViewProps, query: BillsQuery) {
  const submit = (event: Event) => {
    event.preventDefault();
    const [orderby = '', order = ''] = String(new FormData(event.currentTarget as HTMLFormElement).get('sort') ?? '').split('.');
    // Read back through the allow-list: only its values are ever sent.
    const chosen = readBillsQuery(new URLSearchParams({ sort: orderby, order }));
    actions.show({ ...chosen, page: 1 });
  };
  const shown = chosenSort ?? `${query.orderby}.${query.order}`;
  return (
    <form className="bills-sort" onSubmit={submit}>
      <label htmlFor="bills-sort">{t('bills.sort.label')}</label>
      <select id="bills-sort" name="sort" onChange={(event: Event) => actions.chooseSort((event.currentTarget as HTMLSelectElement).value)}>
        {SORT_CHOICES.map(({ orderby, order }) => (
          <option value={`${orderby}.${order}`} selected={`${orderby}.${order}` === shown}>
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

function billPage(locale: Locale, t: T, page: BillPage, show: (query: BillsQuery) => void) {
  if (page.totalCount === 0) return <p>{t('bills.list.empty')}</p>;
  return (
    <>
      <p>{t('bills.list.count', { count: page.totalCount })}</p>
      {page.invoices.length === 0 ? <p>{t('bills.list.pageEmpty')}</p> : <ol className="bill-list">{page.invoices.map((bill) => billItem(locale, t, bill))}</ol>}
      {page.pageCount > 1 ? paging(t, page, show) : null}
    </>
  );
}

/** One bill: what it is, when, how much, where it stands in words, and its way forward. */
function billItem(locale: Locale, t: T, bill: InvoiceSummary) {
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
      {/* Composed in the page's language from the bill's fields (the plan's name is a brand name, set as text). */}
      <p className="bill__what">{billItemName(t, bill)}</p>
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
function paging(t: T, page: BillPage, show: (query: BillsQuery) => void) {
  const { query, pageCount } = page;
  const link = (target: number, label: string, rel: 'prev' | 'next') => {
    const next = { ...query, page: target };
    const follow = (event: MouseEvent) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      show(next);
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
