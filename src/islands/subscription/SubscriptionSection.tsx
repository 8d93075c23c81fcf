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
import { routeHref } from '../../lib/core/routes';
import type { Locale } from '../../lib/core/i18n/locales';
import type { Translate } from '../../lib/core/i18n/t';
import { IMPORTED_PROFILE_NAME, recommendedOffer, subscriptionAddress } from '../../lib/subscription/one-tap-import';
import { readDevice } from '../../lib/subscription/store';
import { loadArea } from '../../lib/core/i18n/load-area';
import CopyButton from '../ui/CopyButton';
import { onDemandPart } from '../ui/on-demand-part';
import { useDialog } from '../ui/use-dialog';
import ImportAction from './ImportAction';
import type { GuideWords, SubscriptionText } from './messages';
import './subscription.css';
import { PROVIDER_ORIGINS } from '../../lib/core/api/provider-origins';

type T = Translate<SubscriptionText>;

// Each part, fetched when first shown; the guide and the share dialog with their words.
const guideWords = (locale: Locale): Promise<GuideWords> => loadArea('subscriptionGuide', locale);
const QrCode = onDemandPart(() => import('../ui/QrCode'));
const SetupGuide = onDemandPart(() => import('./SetupGuide'), guideWords);
const ShareDialog = onDemandPart(() => import('./ShareDialog'), guideWords);

interface Props {
  locale: Locale;
  /** The service's use link: the only address this section shows, copies, encodes or shares (imported as IMPORTED_PROFILE_NAME). */
  subscriptionUrl: string;
  t: T;
}

export default function SubscriptionSection({ locale, subscriptionUrl, t }: Props) {
  const [device] = useState(readDevice);
  const [qr, qrOpener] = useDialog();
  const [guide, guideOpener] = useDialog();
  const [share, shareOpener] = useDialog();
  const address = subscriptionAddress(subscriptionUrl, PROVIDER_ORIGINS);
  if (address === null) {
    return (
      <section className="stack subscription" aria-labelledby="subscription-heading">
        <h2 id="subscription-heading">{t('subscription.heading')}</h2>
        <p className="notice notice--error">{t('subscription.unavailable')}</p>
      </section>
    );
  }
  // This device's recommended app (none when the agent names no platform: the guide asks).
  const oneTap = device.platform !== null ? recommendedOffer(device.platform, address, IMPORTED_PROFILE_NAME) : null;
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
        <button ref={qrOpener} type="button" className="button button--small button--quiet" aria-expanded={qr.open} aria-controls="subscription-qr" onClick={qr.toggle}>
          {qr.open ? t('subscription.qr.hide') : t('subscription.qr.show')}
        </button>
        <button ref={shareOpener} type="button" className="button button--small button--quiet" onClick={share.show}>
          {t('subscription.share.open')}
        </button>
        {/* A modal dialog once here (the top layer: not in the row's flow), else what failed, across the row. */}
        {share.open ? (
          <ShareDialog
            locale={locale}
            props={{ locale, address, t, onClose: share.close }}
            failed={(retry) => <PartFailure title={t('subscription.share.unavailable.title')} retry={retry} t={t} className="subscription__wide" />}
          />
        ) : null}
      </div>
      <div id="subscription-qr" className="stack subscription__qr" hidden={!qr.open}>
        {qr.open ? (
          <QrCode
            props={{ content: address, alt: t('subscription.qr.alt'), failure: qrFailure, caption: <p className="field-hint">{t('subscription.qr.hint')}</p> }}
            loading={<div className="qr qr--loading" role="img" aria-label={t('subscription.qr.alt')} />}
            failed={(retry) => <PartFailure title={qrFailure.title} retry={retry} t={t} />}
          />
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
        <button ref={guideOpener} type="button" className="button button--small button--quiet" aria-expanded={guide.open} aria-controls="subscription-guide" onClick={guide.toggle}>
          {t('subscription.guide.open')}
        </button>
      </p>
      <p>
        <a href={routeHref(locale, 'helpSubscription')}>{t('subscription.articles.link')}</a>
      </p>
      <div id="subscription-guide" hidden={!guide.open}>
        {guide.open ? (
          <SetupGuide locale={locale} props={{ locale, address, device, t }} failed={(retry) => <PartFailure title={t('subscription.guide.unavailable.title')} retry={retry} t={t} />} />
        ) : null}
      </div>
    </section>
  );
}

/** A part that could not be fetched: what, that the address above still works, and "try again". */
function PartFailure({ title, retry, t, className = '' }: { title: string; retry: () => void; t: T; className?: string }) {
  return (
    <div className={`notice notice--error ${className}`.trim()} role="alert">
      <strong className="notice__title">{title}</strong>
      <p className="notice__hint">{t('subscription.fallback.hint')}</p>
      <button type="button" className="button button--small" onClick={retry}>
        {t('action.retry')}
      </button>
    </div>
  );
}
