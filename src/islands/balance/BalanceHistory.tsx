/**
 * The balance's history (`POST /account/balance/trans`): each entry's date, amount signed and
 * said in words (in or out, never by colour alone), what kind it was, the bill it concerns
 * and the balance after it, newest first, a page at a time. One component wherever the
 * history shows: the account page's balance island and the affiliate page's balance dialog
 * (reference §2.3: the same view, not a copy). It starts its read when first shown.
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { Translate } from '../../lib/core/i18n/t';
import { formatDateTime, formatMoney } from '../../lib/core/i18n/format';
import { provider } from '../../lib/core/api/provider';
import { routeHref } from '../../lib/core/routes';
import { $balanceHistory, ensureBalanceHistoryLoaded, loadBalanceHistory, loadMoreBalanceHistory, type BalanceHistory as History } from '../../lib/balance/store';
import { balanceMovement, hasMoreEntries } from '../../lib/balance/rules';
import ErrorNotice from '../ui/ErrorNotice';
import type { BalanceText } from './messages';
import './balance.css';

type T = Translate<BalanceText>;

const HEADING_ID = 'balance-history-heading';

interface Props {
  locale: Locale;
  t: T;
  /** Whether the figures may show (hydrated, the guard passed); until then the loading line. */
  ready: boolean;
  /** The id of a heading that already names the history (a dialog's title): then it draws no heading of its own. */
  labelledBy?: string;
}

export default function BalanceHistory({ locale, t, ready, labelledBy }: Props) {
  const history = useStore($balanceHistory);
  useEffect(() => {
    if (ready) ensureBalanceHistoryLoaded(provider);
  }, [ready]);
  return (
    <>
      {labelledBy ? null : <h3 id={HEADING_ID}>{t('balance.history.heading')}</h3>}
      {!ready || history.kind === 'idle' || history.kind === 'loading' ? <p role="status">{t('balance.history.loading')}</p> : null}
      {ready && history.kind === 'error' ? <ErrorNotice error={history.error} t={t} onRetry={() => void loadBalanceHistory(provider)} /> : null}
      {ready && history.kind === 'ready' ? <Entries history={history.value} locale={locale} t={t} labelledBy={labelledBy ?? HEADING_ID} /> : null}
    </>
  );
}

function Entries({ history: { entries, currency, totalCount, more }, locale, t, labelledBy }: { history: History; locale: Locale; t: T; labelledBy: string }) {
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
      <table className="balance__table" role="table" aria-labelledby={labelledBy}>
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
