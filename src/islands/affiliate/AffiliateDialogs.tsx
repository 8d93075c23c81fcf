/**
 * The page's dialogs, each fetched with the dialogs' words on its first opening
 * (`onDemandPart`): booked bills (with the status asked for), the withdrawal, the
 * withdrawals, the balance history and the gift quota. One shows at a time; a dialog whose
 * code cannot be fetched says so here, with "try again".
 */
import type { Locale } from '../../lib/core/i18n/locales';
import { loadArea } from '../../lib/core/i18n/load-area';
import type { BookedBillStatus } from '../../lib/affiliate/contract';
import { onDemandPart } from '../ui/on-demand-part';
import ErrorNotice from '../ui/ErrorNotice';
import type { AffiliateTranslate } from './messages';

/** Which dialog to show, and what it opens on. */
export type DialogRequest = { name: 'bills'; status: BookedBillStatus | null } | { name: 'withdraw' } | { name: 'withdrawals' } | { name: 'balance' } | { name: 'quota' };

const words = (locale: Locale) => loadArea('affiliateDialog', locale);
const BookedBillsDialog = onDemandPart(() => import('./BookedBillsDialog'), words);
const WithdrawDialog = onDemandPart(() => import('./WithdrawDialog'), words);
const WithdrawalsDialog = onDemandPart(() => import('./WithdrawalsDialog'), words);
const BalanceDialog = onDemandPart(() => import('./BalanceDialog'), words);
const QuotaDialog = onDemandPart(() => import('./QuotaDialog'), words);

interface Props {
  request: DialogRequest | null;
  locale: Locale;
  t: AffiliateTranslate;
  onClose: () => void;
}

export default function AffiliateDialogs({ request, locale, t, onClose }: Props) {
  if (!request) return null;
  const failed = (retry: () => void) => (
    <div className="stack">
      <p>
        <strong>{t('affiliate.dialogFailed')}</strong>
      </p>
      <ErrorNotice error="NetworkTrouble" t={t} onRetry={retry} />
      <p className="button-row">
        <button type="button" className="button button--small button--quiet" onClick={onClose}>
          {t('action.dismiss')}
        </button>
      </p>
    </div>
  );
  const shared = { locale, t, onClose };
  switch (request.name) {
    case 'bills':
      return <BookedBillsDialog locale={locale} props={{ ...shared, status: request.status }} failed={failed} />;
    case 'withdraw':
      return <WithdrawDialog locale={locale} props={shared} failed={failed} />;
    case 'withdrawals':
      return <WithdrawalsDialog locale={locale} props={shared} failed={failed} />;
    case 'balance':
      return <BalanceDialog locale={locale} props={shared} failed={failed} />;
    case 'quota':
      return <QuotaDialog locale={locale} props={shared} failed={failed} />;
  }
}
