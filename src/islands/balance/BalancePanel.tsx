/**
 * The account page's balance and its history, an island: the balance in the page's
 * language and its currency; each entry's date, amount signed and said in words (in or
 * out, never by colour alone), what kind it was, the bill it concerns (a link to the
 * bill) and the balance after it, newest first, a page at a time. State: lib/balance/store.ts.
 * Astro prerenders the loading state from this component; the figures show from the
 * render after hydration, once the guard has passed.
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import { translatorFrom, type Translate } from '../../lib/core/i18n/t';
import { formatDateTime, formatMoney } from '../../lib/core/i18n/format';
import { provider } from '../../lib/core/api/provider';
import { routeHref } from '../../lib/core/routes';
import { $guardState } from '../../lib/core/stores/guard';
import { $balance, $balanceHistory, ensureBalanceLoaded, loadBalance, loadBalanceHistory, loadMoreBalanceHistory, type BalanceHistory } from '../../lib/balance/store';
import { balanceMovement, hasMoreEntries } from '../../lib/balance/rules';
import ErrorNotice from '../ui/ErrorNotice';
import { useReadsPerLogin } from '../ui/use-reads-per-login';
import { useHydrated } from '../ui/use-hydrated';
import type { BalanceMessages, BalanceText } from './messages';
import './balance.css';
import { island } from '../ui/island-boundary';

type T = Translate<BalanceText>;

interface Props {
  locale: Locale;
  messages: BalanceMessages;
}

function BalancePanel({ locale, messages }: Props) {
  const t: T = translatorFrom(locale, messages);
  const guard = useStore($guardState);
  const balance = useStore($balance);
  const history = useStore($balanceHistory);
  const hydrated = useHydrated();

  // Both reads, once per login: now, and again when a login arrives later.
  useReadsPerLogin(() => ensureBalanceLoaded(provider));

  const ready = hydrated && guard === 'pass';
  return (
    <section className="stack balance" aria-labelledby="balance-heading">
      <h2 id="balance-heading">{t('balance.heading')}</h2>
      {!ready || balance.kind === 'idle' || balance.kind === 'loading' ? <p role="status">{t('balance.loading')}</p> : null}
      {ready && balance.kind === 'error' ? <ErrorNotice error={balance.error} t={t} onRetry={() => void loadBalance(provider)} /> : null}
      {ready && balance.kind === 'ready' ? (
        <dl className="facts balance__now">
          <dt>{t('balance.available')}</dt>
          <dd className="balance__amount">{formatMoney(locale, balance.value)}</dd>
        </dl>
      ) : null}
      <p className="notice__hint">{t('balance.hint')}</p>
      <h3 id="balance-history-heading">{t('balance.history.heading')}</h3>
      {!ready || history.kind === 'idle' || history.kind === 'loading' ? <p role="status">{t('balance.history.loading')}</p> : null}
      {ready && history.kind === 'error' ? <ErrorNotice error={history.error} t={t} onRetry={() => void loadBalanceHistory(provider)} /> : null}
      {ready && history.kind === 'ready' ? <History history={history.value} locale={locale} t={t} /> : null}
    </section>
  );
}

function History({ history: { entries, currency, totalCount, more }, locale, t }: { history: BalanceHistory; locale: Locale; t: T }) {
  const rows = useRef<HTMLTableSectionElement>(null);
  // After "more", the first entry it added takes the focus (the button may be gone).
  const shown = useRef(entries.length);
  useEffect(() => {
    if (shown.current > 0 && entries.length > shown.current) rows.current?.rows[shown.current]?.focus();
    shown.current = entries.length;
  }, [entries.length]);

  if (entries.length === 0) return <p>{t('balance.history.empty')}</p>;
  const money = (amount: string) => formatMoney(locale, { amount, currency });
  return (
    <>
      {/* Roles written out: on a phone the rows are laid out as cards (balance.css), and a table whose display changes keeps its meaning only so. */}
      <table className="balance__table" role="table" aria-labelledby="balance-history-heading">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">{t('balance.col.date')}</th>
            <th scope="col" role="columnheader">{t('balance.col.amount')}</th>
            <th scope="col" role="columnheader">{t('balance.col.type')}</th>
            <th scope="col" role="columnheader">{t('balance.col.for')}</th>
            <th scope="col" role="columnheader">{t('balance.col.after')}</th>
          </tr>
        </thead>
        <tbody ref={rows} role="rowgroup">
          {entries.map((entry) => {
            const movement = balanceMovement(entry.amount);
            return (
              <tr key={entry.id} role="row" tabIndex={-1}>
                <td role="cell" data-label={t('balance.col.date')}>
                  <time dateTime={entry.at}>{formatDateTime(locale, entry.at)}</time>
                </td>
                <td role="cell" data-label={t('balance.col.amount')} className={`balance__move balance__move--${movement.direction}`}>
                  {t(movement.direction === 'in' ? 'balance.in' : 'balance.out', { amount: money(movement.amount) })}
                </td>
                <td role="cell" data-label={t('balance.col.type')}>
                  {t(`balance.type.${entry.type}`)}
                </td>
                <td role="cell" data-label={t('balance.col.for')}>
                  {entry.invoiceId === null ? null : <a href={routeHref(locale, 'userInvoice', { invoiceId: entry.invoiceId })}>{t('balance.bill', { id: entry.invoiceId })}</a>}
                </td>
                <td role="cell" data-label={t('balance.col.after')} className="balance__money">
                  {money(entry.balanceAfter)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="notice__hint">{t('balance.shown', { shown: entries.length, total: totalCount })}</p>
      {more.kind === 'error' ? <ErrorNotice error={more.error} t={t} onRetry={() => void loadMoreBalanceHistory(provider)} /> : null}
      {more.kind === 'loading' ? <p role="status">{t('balance.moreLoading')}</p> : null}
      {hasMoreEntries(entries.length, totalCount) && more.kind === 'idle' ? (
        <p className="button-row">
          <button type="button" className="button button--quiet" onClick={() => void loadMoreBalanceHistory(provider)}>
            {t('balance.more')}
          </button>
        </p>
      ) : null}
    </>
  );
}

export default island(BalancePanel);
