/**
 * The share dialog (a native <dialog> opened with showModal, so focus stays inside and
 * Escape closes it): the use link only, to copy, to scan, or to hand to the system's
 * share sheet, with one line on the manage link versus the use link. It receives the
 * use link and nothing else, so the manage link, the login and the signatures cannot
 * reach anything it shows, copies, encodes or shares (spec section 6, ADR 0022).
 * Loaded on demand by the subscription section (SubscriptionSection), with its words (`subscriptionGuide.share.*`).
 */
import type { Locale } from '../../lib/core/i18n/locales';
import { translatorFrom, type Translate } from '../../lib/core/i18n/t';
import CopyButton from '../ui/CopyButton';
import QrCode from '../ui/QrCode';
import type { GuideText, GuideWords, SubscriptionText } from './messages';
import './share-dialog.css';
import { useModalDialog } from '../ui/use-modal-dialog';
import '../ui/modal-dialog.css';

interface Props {
  locale: Locale;
  address: string;
  t: Translate<SubscriptionText>;
  /** The words fetched with the dialog. */
  words: GuideWords;
  onClose: () => void;
}

/** The system share sheet, where there is one; it is handed the use link alone. */
function canShare(address: string): boolean {
  return typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare({ url: address }));
}

export default function ShareDialog({ locale, address, t, words, onClose }: Props) {
  const g = translatorFrom<GuideText>(locale, words);
  const ref = useModalDialog(onClose);

  function share() {
    navigator.share({ url: address }).catch((error: unknown) => {
      // Closing the share sheet rejects with AbortError: the person chose not to share.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('The share sheet failed', error);
    });
  }

  return (
    <dialog ref={ref} className="modal-dialog share-dialog stack" aria-labelledby="share-heading">
      <h2 id="share-heading">{g('subscriptionGuide.share.heading')}</h2>
      <p>{g('subscriptionGuide.share.explain')}</p>
      <p className="subscription__address">
        <code>{address}</code>
      </p>
      <QrCode content={address} alt={g('subscriptionGuide.share.qrAlt')} failure={{ title: t('subscription.qr.unavailable.title'), hint: t('subscription.fallback.hint'), retry: t('action.retry') }} />
      <div className="button-row">
        <CopyButton value={address} label={g('subscriptionGuide.share.copy')} copiedText={t('subscription.copied')} keepLabel className="button button--small" />
        {canShare(address) ? (
          <button type="button" className="button button--small button--quiet" onClick={share}>
            {g('subscriptionGuide.share.system')}
          </button>
        ) : null}
        <form method="dialog">
          <button type="submit" className="button button--small button--quiet">
            {g('subscriptionGuide.share.close')}
          </button>
        </form>
      </div>
    </dialog>
  );
}
