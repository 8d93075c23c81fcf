/**
 * The QR invite (reference §2.3 item 5): the code drawn in the browser from the provider's
 * `qrText` (the link plus `&via=qr`), a download of the image, the same link printed under
 * it as its text alternative, and the hint for WeChat, which may not open links.
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { provider } from '../../lib/core/api/provider';
import { retryableImport } from '../../lib/core/ui/on-demand';
import { $inviteLink, loadInviteLink } from '../../lib/affiliate/store';
import QrCode from '../ui/QrCode';
import ErrorNotice from '../ui/ErrorNotice';
import type { AffiliateTranslate } from './messages';

/** The encoder (the chunk QrCode draws with): the download makes a larger image of the same text. */
const qrEncoder = retryableImport(() => import('../ui/qr-encoder'));

/** The image's file name: the code, never anything of the account. */
function fileName(code: string): string {
  return `skyline-invite-${code}.png`;
}

export default function QrSection({ t }: { t: AffiliateTranslate }) {
  const link = useStore($inviteLink);
  const [downloadFailed, setDownloadFailed] = useState(false);

  async function download(text: string, code: string) {
    setDownloadFailed(false);
    try {
      const encoder = await qrEncoder();
      const anchor = document.createElement('a');
      anchor.href = await encoder.toDataURL(text, { margin: 2, width: 720, errorCorrectionLevel: 'M' });
      anchor.download = fileName(code);
      anchor.click();
    } catch (error) {
      console.warn('The QR image could not be made', error);
      setDownloadFailed(true);
    }
  }

  return (
    <section className="stack" aria-labelledby="affiliate-qr-heading">
      <h2 id="affiliate-qr-heading">{t('affiliate.qr.heading')}</h2>
      {link.kind === 'ready' ? (
        <>
          <QrCode content={link.value.qrText} alt={t('affiliate.qr.alt')} failure={{ title: t('affiliate.qr.failed'), hint: t('affiliate.qr.failedHint'), retry: t('affiliate.qr.retry') }} />
          <p className="affiliate__qr-text">{link.value.qrText}</p>
          <p className="button-row">
            <button type="button" className="button button--small button--quiet" onClick={() => void download(link.value.qrText, link.value.code)}>
              {t('affiliate.qr.download')}
            </button>
          </p>
          {downloadFailed ? (
            <p className="notice notice--error" role="alert">
              {t('affiliate.qr.failed')}
            </p>
          ) : null}
          <p className="notice__hint">{t('affiliate.qr.wechat')}</p>
        </>
      ) : link.kind === 'error' ? (
        <ErrorNotice error={link.error} t={t} onRetry={() => void loadInviteLink(provider)} />
      ) : (
        <p role="status">{t('affiliate.link.loading')}</p>
      )}
    </section>
  );
}
