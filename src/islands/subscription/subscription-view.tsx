/** @jsxImportSource jsx-dom/min */
/**
 * The subscription address of an Active service, for its logged-in owner (spec section 6),
 * on the service page and on order/pay's paid view. Up front, what a customer needs at a
 * glance: the address as text, copy, "show QR code", share, and one-tap import into the
 * app recommended for this device with its "didn't open?" steps (or, in WeChat and QQ,
 * how to get to the browser). Drawn without React (ADR 0040). On demand, each with its
 * code, React and words and a "try again": the QR code (and its encoder), the share
 * dialog, and the step-by-step setup with the other apps and platforms (SetupGuide, an
 * expanded panel: ADR 0024).
 *
 * Only the use link comes in (`subscriptionUrl`), so nothing here can show, copy, encode
 * or share the manage link, the login or the service's signature.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ReactNode } from 'jsx-dom/min';
import { PUBLIC_PROVIDER_API_BASE } from 'astro:env/client';
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/t';
import { IMPORTED_PROFILE_NAME, recommendedOffer, subscriptionAddress } from '../../lib/rules/one-tap-import';
import { $importAttempt, readDevice } from '../../lib/stores/subscription-import';
import { drawView, focusAfterDrawing, outsideDrawings } from '../../lib/ui/dom-view';
import { onDemand, retryableImport, type OnDemand } from '../../lib/ui/on-demand';
import { CopyButtonView } from '../ui/copy-button-view';
import { importActionView } from './import-action-view';
import { withGuideWords, type SubscriptionText } from './messages';
import './subscription.css';

const PROVIDER_ORIGIN = new URL(PUBLIC_PROVIDER_API_BASE).origin;

type T = Translate<SubscriptionText>;

/** The use link: the only address this section shows, copies, encodes or shares (imported as IMPORTED_PROFILE_NAME). */
export interface SubscriptionSource {
  subscriptionUrl: string;
}

interface Options {
  locale: Locale;
  t: T;
  /** The service's use link; null: nothing to show (the section is empty). */
  $source: ReadableAtom<SubscriptionSource | null>;
}

/** Draws the section into `place`, again as its source and parts change; returns how to stop. */
export function mountSubscription(place: HTMLElement, { locale, t, $source }: Options): () => void {
  const device = readDevice();
  const $qrShown = atom(false);
  const $guideOpen = atom(false);
  const $shareOpen = atom(false);
  const reactPart = retryableImport(() => import('../ui/react-part'));
  const qrCode = retryableImport(() => import('../ui/QrCode'));
  const setupGuide = retryableImport(() => import('./SetupGuide'));
  const shareDialog = retryableImport(() => import('./ShareDialog'));
  const qr = onDemand(() => Promise.all([reactPart(), qrCode()]));
  const guide = onDemand(() => Promise.all([reactPart(), withGuideWords(setupGuide(), locale)]));
  const share = onDemand(() => Promise.all([reactPart(), withGuideWords(shareDialog(), locale)]));
  // The React parts keep their elements across drawings; the share dialog (a modal) sits
  // outside the page's drawings, so a drawing never takes it out of the document while open.
  const qrPart = document.createElement('div');
  const guidePart = document.createElement('div');
  const shareHost = outsideDrawings();

  const closeShare = () => {
    $shareOpen.set(false);
    focusAfterDrawing('subscription-share');
  };
  const toggle = (shown: typeof $qrShown, part: { load: () => void }) => {
    shown.set(!shown.get());
    if (shown.get()) part.load();
  };

  const stop = drawView(place, [$source, $importAttempt, $qrShown, qr.$state, $guideOpen, guide.$state, $shareOpen, share.$state], () => {
    const source = $source.get();
    if (source === null) return document.createDocumentFragment();
    const address = subscriptionAddress(source.subscriptionUrl, PROVIDER_ORIGIN);
    if (address === null) {
      return (
        <section className="stack subscription" aria-labelledby="subscription-heading">
          <h2 id="subscription-heading">{t('subscription.heading')}</h2>
          <p className="notice notice--error">{t('subscription.unavailable')}</p>
        </section>
      );
    }
    const qrFailure = { title: t('subscription.qr.unavailable.title'), hint: t('subscription.fallback.hint'), retry: t('action.retry') };
    const qrState = qr.$state.get();
    const guideState = guide.$state.get();
    const shareState = share.$state.get();
    if (qrState.kind === 'ready' && $qrShown.get()) {
      const [{ renderPart }, QrCode] = qrState.module;
      renderPart(qrPart, QrCode.default, { content: address, alt: t('subscription.qr.alt'), failure: qrFailure });
    }
    if (guideState.kind === 'ready' && $guideOpen.get()) {
      const [{ renderPart }, { part, words }] = guideState.module;
      renderPart(guidePart, part.default, { locale, address, device, t, words });
    }
    if (shareState.kind === 'ready') {
      const [{ renderPart, clearPart }, { part, words }] = shareState.module;
      if ($shareOpen.get()) renderPart(shareHost, part.default, { locale, address, t, words, onClose: closeShare });
      else clearPart(shareHost);
    }
    // This device's recommended app (none when the agent names no platform: the guide asks).
    const oneTap = device.platform !== null ? recommendedOffer(device.platform, address, IMPORTED_PROFILE_NAME) : null;
    const shareOpen = $shareOpen.get();
    return (
      <section className="stack subscription" aria-labelledby="subscription-heading">
        <h2 id="subscription-heading">{t('subscription.heading')}</h2>
        <p>{t('subscription.intro')}</p>
        <p className="subscription__address">
          <code>{address}</code>
        </p>
        <div className="button-row">
          <CopyButtonView id="subscription-copy" value={address} label={t('subscription.copy')} copiedText={t('subscription.copied')} keepLabel className="button button--small" />
          <button id="subscription-qr-toggle" type="button" className="button button--small button--quiet" aria-expanded={$qrShown.get() ? 'true' : 'false'} aria-controls="subscription-qr" onClick={() => toggle($qrShown, qr)}>
            {$qrShown.get() ? t('subscription.qr.hide') : t('subscription.qr.show')}
          </button>
          <button
            id="subscription-share"
            type="button"
            className="button button--small button--quiet"
            aria-busy={shareOpen && shareState.kind === 'loading' ? 'true' : 'false'}
            onClick={() => {
              $shareOpen.set(true);
              share.load();
            }}
          >
            {t('subscription.share.open')}
          </button>
          {shareOpen && shareState.kind === 'failed' ? partFailure(t, 'subscription-share-failure', t('subscription.share.unavailable.title'), share.load, 'subscription__wide') : null}
        </div>
        <div id="subscription-qr" className="stack subscription__qr" hidden={!$qrShown.get()}>
          {$qrShown.get() ? shownPart(qrState, t, 'subscription-qr-failure', qrFailure.title, qr.load, [qrPart, <p className="field-hint">{t('subscription.qr.hint')}</p>], <div className="qr qr--loading" role="img" aria-label={t('subscription.qr.alt')} />) : null}
        </div>
        {device.inApp !== null ? (
          <div className="notice notice--warning" role="note">
            <strong className="notice__title">{t('subscription.inApp.title')}</strong>
            <p className="notice__hint">{t('subscription.inApp.hint', { browser: t(`subscription.inApp.${device.inApp}`) })}</p>
          </div>
        ) : oneTap?.link ? (
          importActionView({ offer: oneTap, link: oneTap.link, address, t, primary: true, idPrefix: 'subscription' })
        ) : null}
        <p>
          <button id="subscription-guide-toggle" type="button" className="button button--small button--quiet" aria-expanded={$guideOpen.get() ? 'true' : 'false'} aria-controls="subscription-guide" aria-busy={$guideOpen.get() && guideState.kind === 'loading' ? 'true' : 'false'} onClick={() => toggle($guideOpen, guide)}>
            {t('subscription.guide.open')}
          </button>
        </p>
        <div id="subscription-guide" hidden={!$guideOpen.get()}>
          {$guideOpen.get() ? shownPart(guideState, t, 'subscription-guide-failure', t('subscription.guide.unavailable.title'), guide.load, guidePart, null) : null}
        </div>
      </section>
    );
  });
  return () => {
    stop();
    // Its React parts go with it (a paid view that shows another bill's address).
    for (const [state, container] of [[qr.$state.get(), qrPart], [guide.$state.get(), guidePart], [share.$state.get(), shareHost]] as const) {
      if (state.kind === 'ready') state.module[0].clearPart(container);
    }
    shareHost.remove();
  };
}

/** An on-demand part: itself once it has arrived, a placeholder meanwhile, and what failed with "try again". */
function shownPart(state: OnDemand<unknown>, t: T, id: string, title: string, retry: () => void, part: ReactNode, placeholder: ReactNode): ReactNode {
  if (state.kind === 'ready') return part;
  if (state.kind === 'failed') return partFailure(t, id, title, retry, '');
  return placeholder;
}

/** A part that could not be fetched: what, that the address above still works, and "try again". */
function partFailure(t: T, id: string, title: string, retry: () => void, className: string) {
  return (
    <div id={id} className={`notice notice--error ${className}`.trim()} role="alert">
      <strong className="notice__title">{title}</strong>
      <p className="notice__hint">{t('subscription.fallback.hint')}</p>
      <button type="button" className="button button--small" onClick={retry}>
        {t('action.retry')}
      </button>
    </div>
  );
}
