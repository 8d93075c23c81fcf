/**
 * The login link, kept: hidden until the person shows it (a toggle), copied, downloaded
 * as a text file holding only the link, or printed on a recovery sheet (a dialog fetched
 * on demand, with the link's QR code drawn on the device). The link goes nowhere else:
 * no address, no title, nothing sent.
 */
import { useState } from 'react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { Translate } from '../../lib/core/i18n/t';
import type { LoginPair } from '../../lib/core/contract/common';
import { formatLoginLink } from '../../lib/login/login-link';
import { LOGIN_LINK_FILE_NAME, loginLinkFileText, maskLoginLink } from '../../lib/account/login-link-keeping';
import CopyButton from '../ui/CopyButton';
import ErrorNotice from '../ui/ErrorNotice';
import { onDemandPart } from '../ui/on-demand-part';
import { useDialog } from '../ui/use-dialog';
import type { AccountPageText } from './messages';

const RecoverySheet = onDemandPart(() => import('./RecoverySheetDialog'));

interface Props {
  locale: Locale;
  pair: LoginPair;
  t: Translate<AccountPageText>;
}

/** Saves the link as a file: a blob of the link alone, under a fixed name, its address freed once the download has it. */
function downloadLink(link: string): void {
  const url = URL.createObjectURL(new Blob([loginLinkFileText(link)], { type: 'text/plain;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = LOGIN_LINK_FILE_NAME;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later, not at once: some browsers (Safari, Firefox) read the blob after the
  // click's task, and a download revoked too early fails (FileSaver.js waits 40 s too).
  window.setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

export default function LoginLinkSection({ locale, pair, t }: Props) {
  const [shown, setShown] = useState(false);
  const [sheet, opener] = useDialog();
  // Rendered only once the guard has passed, in the browser: `location` is the page's.
  const link = formatLoginLink(location.origin, locale, pair);

  return (
    <section className="stack" aria-labelledby="login-link-heading">
      <h2 id="login-link-heading">{t('account.link.heading')}</h2>
      <p>{t('account.link.what')}</p>
      <div className="field">
        <span id="login-link-label">{t('account.link.label')}</span>
        {shown ? (
          <output className="login-link input input--mono" aria-labelledby="login-link-label">
            {link}
          </output>
        ) : (
          <p className="login-link login-link--hidden input input--mono">
            <span aria-hidden="true">{maskLoginLink(link)}</span>
            <span className="visually-hidden">{t('account.link.hidden')}</span>
          </p>
        )}
      </div>
      <p className="button-row">
        <button type="button" className="button button--small button--quiet" aria-pressed={shown} onClick={() => setShown((now) => !now)}>
          {t('account.link.reveal')}
        </button>
        <CopyButton value={link} label={t('account.link.copy')} copiedText={t('account.link.copied')} className="button button--small" />
        <button type="button" className="button button--small button--quiet" onClick={() => downloadLink(link)}>
          {t('account.link.download')}
        </button>
        <button ref={opener} type="button" className="button button--small button--quiet" aria-haspopup="dialog" onClick={sheet.show}>
          {t('account.link.sheet')}
        </button>
      </p>
      {sheet.open ? <RecoverySheet props={{ link, t, onClose: sheet.close }} failed={(retry) => <ErrorNotice error="NetworkTrouble" t={t} onRetry={retry} />} /> : null}
    </section>
  );
}
