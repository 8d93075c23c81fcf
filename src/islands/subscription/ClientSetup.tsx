/**
 * The client tutorial with one-tap import (issue 10 items 3 and 4): for the platform
 * chosen (this device's by default), the recommended app, where to get it, a button that
 * imports the address into it, and how to check it works; then the platform's other apps,
 * each with its own import button. All of it comes from rules/client-tutorial.ts.
 *
 * Each import button is a link the person presses: Chrome opens an app only from a user
 * gesture. After a few seconds with the page still in front, "didn't open?" offers the
 * download link for this platform and the copy-and-paste steps (stores/subscription-import).
 * In WeChat or QQ, whose pages cannot open other apps, the buttons give way to "open this
 * page in your browser".
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/t';
import { routeHref } from '../../lib/routes';
import type { ClientPlatform } from '../../lib/rules/import-links';
import { CHECK_STEP, ROUTER_SYSTEM, TUTORIAL_PLATFORMS, initialPlatform, pasteKeysOf, pasteStepOf, tutorialFor, type ClientOffer } from '../../lib/rules/client-tutorial';
import { $importAttempt, copiedForPaste, endImport, readDevice, startImport } from '../../lib/stores/subscription-import';
import CopyButton from '../ui/CopyButton';
import type { SubscriptionText } from './messages';

type T = Translate<SubscriptionText>;

interface Props {
  locale: Locale;
  address: string;
  profileName: string;
  t: T;
}

export default function ClientSetup({ locale, address, profileName, t }: Props) {
  const [device] = useState(readDevice);
  const [platform, setPlatform] = useState<ClientPlatform>(() => initialPlatform(null, device.platform));
  const tutorial = tutorialFor(platform, address, profileName);
  const { recommended } = tutorial;
  const platformName = (choice: ClientPlatform) => t(`subscription.platform.${choice}`);
  const elsewhere = device.platform !== null && platform !== device.platform && platform !== 'router';

  return (
    <section className="stack client-setup" aria-labelledby="setup-heading">
      <h3 id="setup-heading">{t('subscription.setup.heading')}</h3>
      <label className="field">
        <span>{t('subscription.setup.platform')}</span>
        <select
          className="input"
          value={platform}
          onChange={(event) => {
            endImport();
            setPlatform(TUTORIAL_PLATFORMS.find((choice) => choice === event.target.value) ?? platform);
          }}
        >
          {TUTORIAL_PLATFORMS.map((choice) => (
            <option key={choice} value={choice}>
              {choice === device.platform ? t('subscription.setup.thisDevice', { platform: platformName(choice) }) : platformName(choice)}
            </option>
          ))}
        </select>
      </label>
      {elsewhere ? <p className="field-hint">{t('subscription.setup.elsewhere', { platform: platformName(platform) })}</p> : null}
      <ol className="client-setup__steps">
        <li className="stack">
          <h4>{t('subscription.step.get', { app: recommended.app })}</h4>
          <p>
            <SourceLink offer={recommended} t={t} />
          </p>
          {recommended.source.from === 'appStore' ? <p className="field-hint">{t('subscription.get.appStoreRegion')}</p> : null}
          {platform === 'router' ? <p className="field-hint">{t('subscription.get.router', { system: ROUTER_SYSTEM, app: recommended.app })}</p> : null}
        </li>
        <li className="stack">
          <h4>{t('subscription.step.import')}</h4>
          {device.inApp ? <OpenInBrowser browser={device.inApp} t={t} /> : <ImportAction offer={recommended} platform={platform} address={address} t={t} primary />}
        </li>
        <li className="stack">
          <h4>{t('subscription.step.check')}</h4>
          <p>{t(`subscription.check.${CHECK_STEP[platform]}`, { app: recommended.app })}</p>
          <p>{t('subscription.check.confirm')}</p>
        </li>
      </ol>
      {tutorial.article !== null ? (
        <p>
          <a href={routeHref(locale, 'helpArticle', { articleId: tutorial.article })}>{t('subscription.article')}</a>
        </p>
      ) : null}
      {tutorial.others.length > 0 && !device.inApp ? (
        <section className="stack" aria-labelledby="setup-others">
          <h4 id="setup-others">{t('subscription.others', { platform: platformName(platform) })}</h4>
          <ul className="client-setup__others">
            {tutorial.others.map((offer) => (
              <li key={offer.id} className="stack">
                <ImportAction offer={offer} platform={platform} address={address} t={t} />
                <SourceLink offer={offer} t={t} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

/** Where to get an app: its store page or official download page (opens in a new tab, so this page stays). */
function SourceLink({ offer, t }: { offer: ClientOffer; t: T }) {
  const label = t(`subscription.get.${offer.source.from}`, { app: offer.app });
  return (
    <a href={offer.source.url} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/**
 * One app's import: a link that opens the app (followed by the browser on the press
 * itself), or, for an app without one, a button that copies the address; then, when the
 * app did not come to the front, the way forward.
 */
function ImportAction({ offer, platform, address, t, primary = false }: { offer: ClientOffer; platform: ClientPlatform; address: string; t: T; primary?: boolean }) {
  const attempt = useStore($importAttempt);
  const phase = attempt?.client === offer.id ? attempt.phase : null;
  const className = primary ? 'button' : 'button button--small button--quiet';

  async function copyForPaste() {
    try {
      await navigator.clipboard.writeText(address);
    } catch (error) {
      // Clipboard refused (an old in-app browser): the address stays on screen to copy by hand.
      console.warn('The address could not be copied', error);
    }
    copiedForPaste(offer.id);
  }

  return (
    <div className="stack import-action" data-import-state={phase ?? 'idle'}>
      <p className="button-row">
        {offer.link !== null ? (
          <a className={className} href={offer.link} onClick={() => startImport(offer.id)}>
            {t('subscription.import.oneTap', { app: offer.app })}
          </a>
        ) : (
          <button type="button" className={className} onClick={() => void copyForPaste()}>
            {t('subscription.import.copyFor', { app: offer.app })}
          </button>
        )}
        <span role="status" className="import-action__status">
          {phase === 'opening' ? t('subscription.import.opening', { app: offer.app }) : null}
        </span>
      </p>
      {phase === 'unanswered' ? <ImportHelp offer={offer} platform={platform} address={address} t={t} /> : null}
    </div>
  );
}

/** "Didn't open?": where to get the app, and how to add the address by hand. */
function ImportHelp({ offer, platform, address, t }: { offer: ClientOffer; platform: ClientPlatform; address: string; t: T }) {
  const heading = offer.link !== null ? t('subscription.import.unanswered', { app: offer.app }) : t('subscription.import.copied', { app: offer.app });
  return (
    <div className="notice stack" role="group" aria-label={heading}>
      <strong className="notice__title">{heading}</strong>
      {offer.link !== null ? (
        <p>
          {t('subscription.import.install')}
          <br />
          <SourceLink offer={offer} t={t} />
        </p>
      ) : null}
      <p>{t(`subscription.paste.${pasteStepOf(offer.id)}`, { app: offer.app, keys: pasteKeysOf(platform) })}</p>
      <p className="button-row">
        <CopyButton value={address} label={t('subscription.copy')} copiedText={t('subscription.copied')} keepLabel />
      </p>
    </div>
  );
}

/** WeChat and QQ open no other app from a page: say how to get to the browser instead. */
function OpenInBrowser({ browser, t }: { browser: 'wechat' | 'qq'; t: T }) {
  return (
    <div className="notice notice--warning" role="note">
      <strong className="notice__title">{t('subscription.inApp.title')}</strong>
      <p className="notice__hint">{t('subscription.inApp.hint', { browser: t(`subscription.inApp.${browser}`) })}</p>
    </div>
  );
}
