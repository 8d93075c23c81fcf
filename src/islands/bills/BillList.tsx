/**
 * The bills page's list (spec section 2, "Bills"; issue 11): the service's bills 25 a
 * page, each with its status in words and its way forward (pay, or order again), a sort
 * from the allow-list and paging, both kept in the address (stores/bills: a choice is a
 * new history entry). Paging and standing: rules/invoice-list.
 */
import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { provider } from '../../lib/core/api/provider';
import type { Locale } from '../../lib/core/i18n/locales';
import type { Translate } from '../../lib/core/i18n/t';
import { formatDate, formatDateTime, formatMoney } from '../../lib/core/i18n/format';
import { billItemName } from '../../lib/core/i18n/bill-item';
import type { InvoiceSortField, InvoiceSummary, SortOrder } from '../../lib/bills/contract';
import { billsSearch, billStanding, readBillsQuery, type BillsQuery } from '../../lib/bills/list';
import { routeHref } from '../../lib/core/routes';
import { $billList, loadBillList, showBills, type BillPage } from '../../lib/bills/store';
import ErrorNotice from '../ui/ErrorNotice';
import { payHref } from '../../lib/payment/pay-href';
import type { BillsText } from './messages';

type T = Translate<BillsText>;

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

export default function BillList({ locale, t }: { locale: Locale; t: T }) {
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
    <section className="stack" aria-labelledby="bills-list-heading" aria-busy={list.kind === 'loading' ? 'true' : undefined} data-bills-shown={list.kind === 'ready' ? 'true' : undefined}>
      <div className="bills-title">
        <h2 id="bills-list-heading" ref={heading} tabIndex={-1}>
          {t('bills.list.heading')}
        </h2>
        <SortForm t={t} query={query} show={show} />
      </div>
      {list.kind === 'loading' ? <BillListLoading t={t} /> : null}
      {list.kind === 'error' ? <ErrorNotice error={list.error} t={t} onRetry={() => void loadBillList(provider, list.query)} /> : null}
      {list.kind === 'ready' ? <ShownPage locale={locale} t={t} page={list.page} show={show} /> : null}
    </section>
  );
}

/** Three blank bills while a page of them is read, said once to a screen reader. */
export function BillListLoading({ t }: { t: T }) {
  return (
    <div className="stack">
      <p role="status" className="visually-hidden">
        {t('bills.loading')}
      </p>
      <ol className="bill-list" aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <li key={row} className="bill">
            <h3 className="skeleton">&nbsp;</h3>
            <p className="skeleton">&nbsp;</p>
            <p className="skeleton">&nbsp;</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The sort as `orderby.order`, the select's value. */
function sortValue(query: Pick<BillsQuery, 'orderby' | 'order'>): string {
  return `${query.orderby}.${query.order}`;
}

function SortForm({ t, query, show }: { t: T; query: BillsQuery; show: (query: BillsQuery) => void }) {
  const applied = sortValue(query);
  // A sort chosen but not yet applied holds only for the sort it was chosen over: another
  // page or sort shown (a choice applied, back or forward) puts the select back on it.
  const [chosen, setChosen] = useState<{ over: string; value: string } | null>(null);
  const shown = chosen?.over === applied ? chosen.value : applied;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [orderby = '', order = ''] = shown.split('.');
    // Read back through the allow-list: only its values are ever sent.
    const next = readBillsQuery(new URLSearchParams({ sort: orderby, order }));
    setChosen(null);
    show({ ...next, page: 1 });
  };
  return (
    <form className="bills-sort" onSubmit={submit}>
      <label htmlFor="bills-sort">{t('bills.sort.label')}</label>
      <select id="bills-sort" name="sort" value={shown} onChange={(event) => setChosen({ over: applied, value: event.target.value })}>
        {SORT_CHOICES.map((choice) => (
          <option key={sortValue(choice)} value={sortValue(choice)}>
            {t(`bills.sort.${choice.orderby}.${choice.order}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--quiet button--small">
        {t('bills.sort.apply')}
      </button>
    </form>
  );
}

function ShownPage({ locale, t, page, show }: { locale: Locale; t: T; page: BillPage; show: (query: BillsQuery) => void }) {
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
      {page.pageCount > 1 ? <Paging t={t} page={page} show={show} /> : null}
    </>
  );
}

/** A bill's standing in words (the colour of its badge only repeats them). */
function statusWords(locale: Locale, t: T, bill: InvoiceSummary): { kind: string; words: string } {
  const standing = billStanding(bill);
  switch (standing.kind) {
    case 'paid':
      return { kind: standing.kind, words: t('bills.bill.paid') };
    case 'payable':
      return { kind: standing.kind, words: t('bills.bill.payable', { date: formatDateTime(locale, bill.deadline.payableUntil) }) };
    case 'closed':
      return { kind: standing.kind, words: t('bills.bill.closed') };
    case 'refunded':
      return { kind: standing.kind, words: t('bills.bill.refunded', { amount: formatMoney(locale, { amount: standing.amount, currency: bill.currency }) }) };
    case 'cancelled':
      return { kind: standing.kind, words: t(`bills.bill.cancelled.${standing.reason}`) };
  }
}

/** One bill: what it is, when, how much, where it stands in words, and its way forward. */
function BillItem({ locale, t, bill }: { locale: Locale; t: T; bill: InvoiceSummary }) {
  const status = statusWords(locale, t, bill);
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
          <span className={`bill-status bill-status--${status.kind}`}>{status.words}</span>
        </dd>
        <dt>{t('bills.bill.total')}</dt>
        <dd>{formatMoney(locale, { amount: bill.total, currency: bill.currency })}</dd>
        <dt>{t('bills.bill.createdAt')}</dt>
        <dd>{formatDate(locale, bill.createdAt)}</dd>
        <dt>{t('bills.bill.dueAt')}</dt>
        <dd>{formatDate(locale, bill.dueAt)}</dd>
        <dt>{t('bills.bill.method')}</dt>
        <dd>{t(`order.method.${bill.paymentMethod}`)}</dd>
      </dl>
      {status.kind === 'payable' ? (
        <p>
          <a className="button button--small" href={payHref(locale, bill.id)}>
            {t('bills.bill.pay', { id: bill.id })}
          </a>
        </p>
      ) : null}
      {status.kind === 'closed' ? (
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
function Paging({ t, page, show }: { t: T; page: BillPage; show: (query: BillsQuery) => void }) {
  const { query, pageCount } = page;
  const link = (target: number, label: string, rel: 'prev' | 'next') => {
    const next = { ...query, page: target };
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
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
