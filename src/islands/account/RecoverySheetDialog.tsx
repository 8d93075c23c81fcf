/**
 * The recovery sheet (loaded on demand): the login link as text and as a QR code drawn on
 * the device, what it is, that whoever holds it controls the account, and what to do if
 * it leaks. A native modal <dialog> with a print button; printed, the sheet is all that
 * shows (account-page.css). Nothing of it leaves the device.
 */
import type { Translate } from '../../lib/core/i18n/t';
import QrCode from '../ui/QrCode';
import { useModalDialog } from '../ui/use-modal-dialog';
import type { AccountPageText } from './messages';
import '../ui/modal-dialog.css';

interface Props {
  link: string;
  t: Translate<AccountPageText>;
  onClose: () => void;
}

export default function RecoverySheetDialog({ link, t, onClose }: Props) {
  const dialog = useModalDialog(onClose);
  return (
    <dialog ref={dialog} className="modal-dialog recovery-sheet" aria-labelledby="recovery-sheet-heading">
      <div className="stack">
        <h2 id="recovery-sheet-heading">{t('account.sheet.heading')}</h2>
        <p>{t('account.sheet.what')}</p>
        <p className="recovery-sheet__warning">
          <strong>{t('account.sheet.danger')}</strong>
        </p>
        <h3>{t('account.sheet.linkLabel')}</h3>
        <p className="recovery-sheet__link input input--mono">{link}</p>
        <QrCode content={link} alt={t('account.sheet.qrAlt')} failure={{ title: t('account.sheet.qrFailed.title'), hint: t('account.sheet.qrFailed.hint'), retry: t('action.retry') }} />
        <p>{t('account.sheet.leak')}</p>
        <p className="recovery-sheet__local">{t('account.sheet.local')}</p>
        <form method="dialog" className="button-row recovery-sheet__actions">
          <button type="button" className="button" onClick={() => window.print()}>
            {t('account.sheet.print')}
          </button>
          <button type="submit" className="button button--quiet">
            {t('account.sheet.close')}
          </button>
        </form>
      </div>
    </dialog>
  );
}
