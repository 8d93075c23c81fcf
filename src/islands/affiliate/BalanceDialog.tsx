/**
 * 餘額明細: the account page's balance history, the same component (reference §2.3), so a
 * withdrawal to the balance shows as the account page shows it (`withdraw-credit`).
 */
import BalanceHistory from '../balance/BalanceHistory';
import { DialogFrame, useDialogWords, type AffiliateDialogProps } from './dialog-parts';

export default function BalanceDialog({ onClose, ...props }: AffiliateDialogProps) {
  const t = useDialogWords(props);
  return (
    <DialogFrame id="affiliate-balance" heading={t('affiliateDialog.balance.heading')} closeLabel={t('affiliateDialog.close')} onClose={onClose}>
      <BalanceHistory locale={props.locale} t={t} ready labelledBy="affiliate-balance-heading" />
    </DialogFrame>
  );
}
