/**
 * The subscription address of an Active service, for its logged-in owner (spec section 6),
 * on the service page and on order/pay's paid view. Up front, what a customer needs at a
 * glance: the address as text, copy, "show QR code", share, and one-tap import into the
 * app recommended for this device with its "didn't open?" steps (or, in WeChat and QQ,
 * how to get to the browser). On demand, each with its code and words and a "try again":
 * the QR code (and its encoder), the share dialog, and the step-by-step setup with the
 * other apps and platforms (SetupGuide, an expanded panel: ADR 0024).
 *
 * Only the use link comes in (`subscriptionUrl`), so nothing here can show, copy, encode
 * or share the manage link, the login or the service's signature.
 */
import { useState } from 'react';
import { PUBLIC_PROVIDER_API_BASE } from 'astro:env/client';
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/t';
import { recommendedOffer, subscriptionAddress } from '../../lib/rules/one-tap-import';
import { readDevice } from '../../lib/stores/subscription-import';
import CopyButton from '../ui/CopyButton';
import { useOnDemand, type OnDemand } from '../ui/use-on-demand';
import ImportAction from './ImportAction';
import OnDemandPart from './OnDemandPart';
import ShareAction from './ShareAction';
import { withGuideWords, type SubscriptionText } from './messages';
import './subscription.css';

const PROVIDER_ORIGIN = new URL(PUBLIC_PROVIDER_API_BASE).origin;

type T = Translate<SubscriptionText>;

interface Props {
  locale: Locale;
  /** The use link: the only address this section shows, copies, encodes or shares. */
  subscriptionUrl: string;
  /** The name clients give the imported profile (the product's name). */
  profileName: string;
  t: T;
}

export default function SubscriptionSection({ locale, subscriptionUrl, profileName, t }: Props) {
  const [device] = useState(readDevice);
  const [qrShown, setQrShown] = useState(false);
  const [qr, loadQr] = useOnDemand(() => import('../ui/QrCode'));
  const [guideOpen, setGuideOpen] = useState(false);
  const [guide, loadGuide] = useOnDemand(() => withGuideWords(import('./SetupGuide'), locale));
  const address = subscriptionAddress(subscriptionUrl, PROVIDER_ORIGIN);
  if (address === null) {
    return (
      <section className="stack subscription" aria-labelledby="subscription-heading">
        <h2 id="subscription-heading">{t('subscription.heading')}</h2>
        <p className="notice notice--error">{t('subscription.unavailable')}</p>
      </section>
    );
  }
  // This device's recommended app (none when the agent names no platform: the guide asks).
  const oneTap = device.platform !== null ? recommendedOffer(device.platform, address, profileName) : null;
  const qrFailure = { title: t('subscription.qr.unavailable.title'), hint: t('subscription.fallback.hint'), retry: t('action.retry') };
  return (
    <section className="stack subscription" aria-labelledby="subscription-heading">
      <h2 id="subscription-heading">{t('subscription.heading')}</h2>
      <p>{t('subscription.intro')}</p>
      <p className="subscription__address">
        <code>{address}</code>
      </p>
      <div className="button-row">
        <CopyButton value={address} label={t('subscription.copy')} copiedText={t('subscription.copied')} keepLabel className="button button--small" />
        <button type="button" className="button button--small button--quiet" aria-expanded={qrShown} aria-controls="subscription-qr" onClick={() => toggle(qrShown, setQrShown, qr, loadQr)}>
          {qrShown ? t('subscription.qr.hide') : t('subscription.qr.show')}
        </button>
        <ShareAction locale={locale} address={address} t={t} />
      </div>
      <div id="subscription-qr" className="stack subscription__qr" hidden={!qrShown}>
        {qrShown ? (
          <OnDemandPart part={qr} retry={loadQr} title={qrFailure.title} t={t} placeholder={<div className="qr qr--loading" role="img" aria-label={t('subscription.qr.alt')} />}>
            {(module) => (
              <>
                <module.default content={address} alt={t('subscription.qr.alt')} failure={qrFailure} />
                <p className="field-hint">{t('subscription.qr.hint')}</p>
              </>
            )}
          </OnDemandPart>
        ) : null}
      </div>
      {device.inApp !== null ? (
        <div className="notice notice--warning" role="note">
          <strong className="notice__title">{t('subscription.inApp.title')}</strong>
          <p className="notice__hint">{t('subscription.inApp.hint', { browser: t(`subscription.inApp.${device.inApp}`) })}</p>
        </div>
      ) : oneTap?.link ? (
        <ImportAction offer={oneTap} link={oneTap.link} address={address} t={t} primary />
      ) : null}
      <p>
        <button type="button" className="button button--small button--quiet" aria-expanded={guideOpen} aria-controls="subscription-guide" aria-busy={guideOpen && guide.kind === 'loading'} onClick={() => toggle(guideOpen, setGuideOpen, guide, loadGuide)}>
          {t('subscription.guide.open')}
        </button>
      </p>
      <div id="subscription-guide" hidden={!guideOpen}>
        {guideOpen ? (
          <OnDemandPart part={guide} retry={loadGuide} title={t('subscription.guide.unavailable.title')} t={t} placeholder={null}>
            {({ part, words }) => <part.default locale={locale} address={address} profileName={profileName} device={device} t={t} words={words} />}
          </OnDemandPart>
        ) : null}
      </div>
    </section>
  );
}

/** Shows or hides a panel; showing it fetches its part, unless it has arrived already. */
function toggle<M>(shown: boolean, setShown: (shown: boolean) => void, part: OnDemand<M>, load: () => void): void {
  setShown(!shown);
  if (!shown && part.kind !== 'ready' && part.kind !== 'loading') load();
}
