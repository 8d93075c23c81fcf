/**
 * The subscription address of an Active service, for its logged-in owner (spec section 6):
 * the address as text, copy, a QR code of the raw address (the encoder loads when the
 * code is asked for), the share dialog (loaded when opened), and the app setup: the
 * client tutorial with one-tap import for this device's apps (ClientSetup). Shown on the
 * service page and on order/pay's paid view.
 *
 * Only the use link comes in (`subscriptionUrl`), so nothing here can show, copy, encode
 * or share the manage link, the login or the service's signature.
 */
import { useState } from 'react';
import { PUBLIC_PROVIDER_API_BASE } from 'astro:env/client';
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/t';
import { subscriptionAddress } from '../../lib/rules/import-links';
import CopyButton from '../ui/CopyButton';
import QrCode from '../ui/QrCode';
import ClientSetup from './ClientSetup';
import ShareAction from './ShareAction';
import type { SubscriptionText } from './messages';
import './subscription.css';

const PROVIDER_ORIGIN = new URL(PUBLIC_PROVIDER_API_BASE).origin;

interface Props {
  locale: Locale;
  /** The use link: the only address this section shows, copies, encodes or shares. */
  subscriptionUrl: string;
  /** The name clients give the imported profile (the product's name). */
  profileName: string;
  t: Translate<SubscriptionText>;
}

export default function SubscriptionSection({ locale, subscriptionUrl, profileName, t }: Props) {
  const [qrShown, setQrShown] = useState(false);
  const address = subscriptionAddress(subscriptionUrl, PROVIDER_ORIGIN);
  if (address === null) {
    return (
      <section className="stack subscription" aria-labelledby="subscription-heading">
        <h2 id="subscription-heading">{t('subscription.heading')}</h2>
        <p className="notice notice--error">{t('subscription.unavailable')}</p>
      </section>
    );
  }
  return (
    <section className="stack subscription" aria-labelledby="subscription-heading">
      <h2 id="subscription-heading">{t('subscription.heading')}</h2>
      <p>{t('subscription.intro')}</p>
      <p className="subscription__address">
        <code>{address}</code>
      </p>
      <div className="button-row">
        <CopyButton value={address} label={t('subscription.copy')} copiedText={t('subscription.copied')} keepLabel className="button button--small" />
        <button type="button" className="button button--small button--quiet" aria-expanded={qrShown} aria-controls="subscription-qr" onClick={() => setQrShown((shown) => !shown)}>
          {qrShown ? t('subscription.qr.hide') : t('subscription.qr.show')}
        </button>
        <ShareAction address={address} t={t} />
      </div>
      <div id="subscription-qr" className="stack subscription__qr" hidden={!qrShown}>
        {qrShown ? (
          <>
            <QrCode content={address} alt={t('subscription.qr.alt')} failure={{ title: t('subscription.qr.unavailable.title'), hint: t('subscription.qr.unavailable.hint'), retry: t('action.retry') }} />
            <p className="field-hint">{t('subscription.qr.hint')}</p>
          </>
        ) : null}
      </div>
      <ClientSetup locale={locale} address={address} profileName={profileName} t={t} />
    </section>
  );
}
