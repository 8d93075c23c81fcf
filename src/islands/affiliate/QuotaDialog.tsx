/**
 * 名額明細: the free-trial gifts left, the friends counted, and every entry that changed
 * the quota (a gift sent −1, returned +1, a friend's first renewal +1, the person's own
 * renewal +1, support's adjustment with its note as text), newest first.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '../../lib/core/i18n/format';
import { provider } from '../../lib/core/api/provider';
import { quotaEntries } from '../../lib/affiliate/lists';
import ErrorNotice from '../ui/ErrorNotice';
import { DialogFrame, MoreRows, useDialogWords, type AffiliateDialogProps } from './dialog-parts';

/** A change with its sign written out: "−1", "+1" (a real minus sign, as the balance's history writes it). */
function signed(change: number): string {
  return change < 0 ? `\u2212${Math.abs(change)}` : `+${change}`;
}

export default function QuotaDialog({ onClose, ...props }: AffiliateDialogProps) {
  const t = useDialogWords(props);
  const { locale } = props;
  const list = useStore(quotaEntries.$list);
  useEffect(() => void quotaEntries.load(provider), []);

  return (
    <DialogFrame id="affiliate-quota" heading={t('affiliateDialog.quota.heading')} closeLabel={t('affiliateDialog.close')} onClose={onClose}>
      {list.kind === 'idle' || list.kind === 'loading' ? <p role="status">{t('affiliateDialog.loading')}</p> : null}
      {list.kind === 'error' ? <ErrorNotice error={list.error} t={t} onRetry={() => void quotaEntries.load(provider)} /> : null}
      {list.kind === 'ready' ? (
        <>
          <p>{t('affiliateDialog.quota.left', { left: list.value.extra.quotaLeft })}</p>
          <p>{t('affiliateDialog.quota.friends', list.value.extra.friends)}</p>
          {list.value.rows.length === 0 ? (
            <p>{t('affiliateDialog.quota.empty')}</p>
          ) : (
            <>
              <table className="affiliate__table" aria-labelledby="affiliate-quota-heading">
                <thead>
                  <tr>
                    <th scope="col">{t('affiliateDialog.quota.col.at')}</th>
                    <th scope="col">{t('affiliateDialog.quota.col.change')}</th>
                    <th scope="col">{t('affiliateDialog.quota.col.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.value.rows.map((entry) => (
                    <tr key={entry.id}>
                      <td>
                        <time dateTime={entry.at}>{formatDateTime(locale, entry.at)}</time>
                      </td>
                      <td className="affiliate__money">{signed(entry.change)}</td>
                      <td>
                        {t(`affiliateDialog.quota.reason.${entry.reason}`)}
                        {entry.friend ? <span className="affiliate__note">{t('affiliateDialog.quota.friend', { friend: entry.friend })}</span> : null}
                        {entry.note ? <span className="affiliate__note">{t('affiliateDialog.quota.note', { note: entry.note })}</span> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <MoreRows t={t} shown={list.value.rows.length} total={list.value.totalCount} more={list.value.more} onMore={() => void quotaEntries.loadMore(provider)} />
            </>
          )}
        </>
      ) : null}
    </DialogFrame>
  );
}
