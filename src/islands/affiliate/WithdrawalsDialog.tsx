/**
 * 提領紀錄: the withdrawals, newest first: when asked, how much, to the balance or to which
 * PayPal (masked), the status and, once settled, when, why (the operator's reason, as
 * text) and the PayPal reference.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateTime, formatMoney } from '../../lib/core/i18n/format';
import { provider } from '../../lib/core/api/provider';
import { withdrawals } from '../../lib/affiliate/lists';
import ErrorNotice from '../ui/ErrorNotice';
import { DialogFrame, MoreRows, useDialogWords, type AffiliateDialogProps } from './dialog-parts';

export default function WithdrawalsDialog({ onClose, ...props }: AffiliateDialogProps) {
  const t = useDialogWords(props);
  const { locale } = props;
  const list = useStore(withdrawals.$list);
  useEffect(() => void withdrawals.load(provider), []);

  return (
    <DialogFrame id="affiliate-withdrawals" heading={t('affiliateDialog.withdrawals.heading')} closeLabel={t('affiliateDialog.close')} onClose={onClose}>
      {list.kind === 'idle' || list.kind === 'loading' ? <p role="status">{t('affiliateDialog.loading')}</p> : null}
      {list.kind === 'error' ? <ErrorNotice error={list.error} t={t} onRetry={() => void withdrawals.load(provider)} /> : null}
      {list.kind === 'ready' && list.value.rows.length === 0 ? <p>{t('affiliateDialog.withdrawals.empty')}</p> : null}
      {list.kind === 'ready' && list.value.rows.length > 0 ? (
        <>
          <table className="affiliate__table" aria-labelledby="affiliate-withdrawals-heading">
            <thead>
              <tr>
                <th scope="col">{t('affiliateDialog.withdrawals.col.at')}</th>
                <th scope="col">{t('affiliateDialog.withdrawals.col.amount')}</th>
                <th scope="col">{t('affiliateDialog.withdrawals.col.destination')}</th>
                <th scope="col">{t('affiliateDialog.withdrawals.col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.value.rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <time dateTime={row.at}>{formatDateTime(locale, row.at)}</time>
                  </td>
                  <td className="affiliate__money">{formatMoney(locale, { amount: row.amount, currency: list.value.extra.currency })}</td>
                  <td>{row.destination === 'paypal' ? t('affiliateDialog.withdrawals.to.paypal', { email: row.paypalEmail ?? '' }) : t('affiliateDialog.withdrawals.to.balance')}</td>
                  <td>
                    {t(`affiliateDialog.withdrawals.status.${row.status}`)}
                    {row.settledAt ? <span className="affiliate__note">{t('affiliateDialog.withdrawals.settledAt', { date: formatDateTime(locale, row.settledAt) })}</span> : null}
                    {row.reason ? <span className="affiliate__note">{t('affiliateDialog.withdrawals.reason', { reason: row.reason })}</span> : null}
                    {row.reference ? <span className="affiliate__note">{t('affiliateDialog.withdrawals.reference', { reference: row.reference })}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <MoreRows t={t} shown={list.value.rows.length} total={list.value.totalCount} more={list.value.more} onMore={() => void withdrawals.loadMore(provider)} />
        </>
      ) : null}
    </DialogFrame>
  );
}
