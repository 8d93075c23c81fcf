/**
 * 入帳明細: the booked bills, newest first, of one status or all (the filter), each with
 * the friend (masked, or anonymous), when they paid, the bonus, its status and what the
 * status means: the withdrawable date in Hong Kong time, under review, the cancel reason,
 * a partial refund's change, a clawback. The friend's own bill amount is never shown.
 */
import { useEffect, useId } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import { formatDate, formatDateTime, formatMoney } from '../../lib/core/i18n/format';
import { toMinor } from '../../lib/core/rules/money';
import { provider } from '../../lib/core/api/provider';
import { BOOKED_BILL_STATUSES, type BookedBill, type BookedBillStatus } from '../../lib/affiliate/contract';
import { $bookedBillFilter, bookedBills, filterBookedBills } from '../../lib/affiliate/lists';
import ErrorNotice from '../ui/ErrorNotice';
import { DialogFrame, MoreRows, useDialogWords, type AffiliateDialogProps } from './dialog-parts';
import type { AffiliateDialogTranslate } from './messages';

export default function BookedBillsDialog({ status, onClose, ...props }: AffiliateDialogProps & { status: BookedBillStatus | null }) {
  const t = useDialogWords(props);
  const { locale } = props;
  const list = useStore(bookedBills.$list);
  const filter = useStore($bookedBillFilter);
  const filterId = useId();
  useEffect(() => void filterBookedBills(provider, status), [status]);

  return (
    <DialogFrame id="affiliate-bills" heading={t('affiliateDialog.bills.heading')} closeLabel={t('affiliateDialog.close')} onClose={onClose}>
      <label className="field" htmlFor={filterId}>
        <span>{t('affiliateDialog.bills.filter')}</span>
        <select
          id={filterId}
          className="input"
          value={filter ?? ''}
          onChange={(event) => {
            const chosen = BOOKED_BILL_STATUSES.find((each) => each === event.target.value) ?? null;
            void filterBookedBills(provider, chosen);
          }}
        >
          <option value="">{t('affiliateDialog.bills.filter.all')}</option>
          {BOOKED_BILL_STATUSES.map((each) => (
            <option key={each} value={each}>
              {t(`affiliateDialog.bills.status.${each}`)}
            </option>
          ))}
        </select>
      </label>
      {list.kind === 'idle' || list.kind === 'loading' ? <p role="status">{t('affiliateDialog.loading')}</p> : null}
      {list.kind === 'error' ? <ErrorNotice error={list.error} t={t} onRetry={() => void bookedBills.load(provider)} /> : null}
      {list.kind === 'ready' && list.value.rows.length === 0 ? <p>{t('affiliateDialog.bills.empty')}</p> : null}
      {list.kind === 'ready' && list.value.rows.length > 0 ? (
        <>
          <table className="affiliate__table" aria-labelledby="affiliate-bills-heading">
            <thead>
              <tr>
                <th scope="col">{t('affiliateDialog.bills.col.friend')}</th>
                <th scope="col">{t('affiliateDialog.bills.col.paidAt')}</th>
                <th scope="col">{t('affiliateDialog.bills.col.amount')}</th>
                <th scope="col">{t('affiliateDialog.bills.col.status')}</th>
                <th scope="col">{t('affiliateDialog.bills.col.note')}</th>
              </tr>
            </thead>
            <tbody>
              {list.value.rows.map((bill) => (
                <tr key={bill.id}>
                  <td>{bill.friend ?? t('affiliateDialog.bills.anonymous')}</td>
                  <td>
                    <time dateTime={bill.paidAt}>{formatDateTime(locale, bill.paidAt)}</time>
                  </td>
                  <td className="affiliate__money">{formatMoney(locale, { amount: bill.amount, currency: list.value.extra.currency })}</td>
                  <td>{t(`affiliateDialog.bills.status.${bill.status}`)}</td>
                  <td>
                    <BillNotes bill={bill} currency={list.value.extra.currency} locale={locale} t={t} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <MoreRows t={t} shown={list.value.rows.length} total={list.value.totalCount} more={list.value.more} onMore={() => void bookedBills.loadMore(provider)} />
        </>
      ) : null}
    </DialogFrame>
  );
}

/** What a bill's status means for it, one line each. */
function BillNotes({ bill, currency, locale, t }: { bill: BookedBill; currency: string; locale: Locale; t: AffiliateDialogTranslate }) {
  const money = (amount: string) => formatMoney(locale, { amount, currency });
  const notes: string[] = [];
  if (bill.status === 'to-be-confirmed') notes.push(bill.underReview ? t('affiliateDialog.bills.underReview') : t('affiliateDialog.bills.withdrawableOn', { date: formatDate(locale, bill.withdrawableAt) }));
  if (bill.cancelReason) notes.push(t(`affiliateDialog.bills.reason.${bill.cancelReason}`));
  if (bill.status !== 'cancelled' && toMinor(bill.amount) < toMinor(bill.originalAmount)) notes.push(t('affiliateDialog.bills.reduced', { amount: money(bill.originalAmount) }));
  if (toMinor(bill.clawedBack) > 0) notes.push(t('affiliateDialog.bills.clawedBack', { amount: money(bill.clawedBack) }));
  return (
    <>
      {notes.map((note) => (
        <span key={note} className="affiliate__note">
          {note}
        </span>
      ))}
    </>
  );
}
