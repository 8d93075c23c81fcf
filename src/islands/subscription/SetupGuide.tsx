/**
 * The step-by-step setup (issue 10 item 4), fetched with its words when the section's
 * "Step-by-step setup and other apps" is pressed, and shown in place as an expanded panel
 * (ADR 0024): for the platform chosen (this device's by default), the recommended app,
 * where to get it, its import, and how to check it works; then the platform's other apps,
 * each with its own import button. All of it comes from lib/subscription/client-tutorial.ts.
 *
 * On this device's own platform the recommended app's one-tap button is the one up front,
 * so step 2 points to it rather than showing a second one; in WeChat or QQ, whose pages
 * cannot open other apps, it points to "open this page in your browser" above.
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import { translatorFrom, type Translate } from '../../lib/core/i18n/t';
import { routeHref } from '../../lib/core/routes';
import type { ClientPlatform } from '../../lib/subscription/import-links';
import { CHECK_STEP, ROUTER_SYSTEM, TUTORIAL_PLATFORMS, initialPlatform, pasteKeysOf, pasteStepOf, tutorialFor, type ClientOffer } from '../../lib/subscription/client-tutorial';
import { IMPORTED_PROFILE_NAME } from '../../lib/subscription/one-tap-import';
import { $importAttempt, copiedForPaste, endImport, type Device } from '../../lib/subscription/store';
import { readSetupArticles, SETUP_ARTICLES_ELEMENT_ID } from '../../lib/help/setup-articles';
import ImportAction, { ImportHelp, SourceLink } from './ImportAction';
import type { GuideText, GuideWords, SubscriptionText } from './messages';
import './setup-guide.css';

type G = Translate<GuideText>;

interface Props {
  locale: Locale;
  address: string;
  device: Device;
  t: Translate<SubscriptionText>;
  /** The words fetched with the guide. */
  words: GuideWords;
}

export default function SetupGuide({ locale, address, device, t, words }: Props) {
  const g = translatorFrom<GuideText>(locale, words);
  const [platform, setPlatform] = useState<ClientPlatform>(() => initialPlatform(null, device.platform));
  // The help centre's setup guides, as the page was built with them (components/help/SetupArticles.astro).
  const [articles] = useState(() => readSetupArticles(document.getElementById(SETUP_ARTICLES_ELEMENT_ID)?.textContent));
  const tutorial = tutorialFor(platform, address, IMPORTED_PROFILE_NAME, articles);
  const { recommended } = tutorial;
  const platformName = (choice: ClientPlatform) => g(`subscriptionGuide.platform.${choice}`);
  const here = platform === device.platform;
  const elsewhere = device.platform !== null && !here && platform !== 'router';
  const appImport = (offer: ClientOffer, primary = false) =>
    offer.link !== null ? <ImportAction offer={offer} link={offer.link} address={address} t={t} primary={primary} /> : <PasteAction offer={offer} platform={platform} address={address} t={t} g={g} primary={primary} />;

  return (
    <section className="stack client-setup" aria-labelledby="setup-heading">
      <h3 id="setup-heading">{g('subscriptionGuide.setup.heading')}</h3>
      <label className="field">
        <span>{g('subscriptionGuide.setup.platform')}</span>
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
              {choice === device.platform ? g('subscriptionGuide.setup.thisDevice', { platform: platformName(choice) }) : platformName(choice)}
            </option>
          ))}
        </select>
      </label>
      {elsewhere ? <p className="field-hint">{g('subscriptionGuide.setup.elsewhere', { platform: platformName(platform) })}</p> : null}
      <ol className="client-setup__steps">
        <li className="stack">
          <h4>{g('subscriptionGuide.step.get', { app: recommended.app })}</h4>
          <p>
            <SourceLink offer={recommended} t={t} />
          </p>
          {recommended.source.from === 'appStore' ? <p className="field-hint">{g('subscriptionGuide.get.appStoreRegion')}</p> : null}
          {platform === 'router' ? <p className="field-hint">{g('subscriptionGuide.get.router', { system: ROUTER_SYSTEM, app: recommended.app })}</p> : null}
        </li>
        <li className="stack">
          <h4>{g('subscriptionGuide.step.import')}</h4>
          {device.inApp !== null ? (
            <p>{t('subscription.inApp.title')}</p>
          ) : here ? (
            <p>{g('subscriptionGuide.step.importAbove', { app: recommended.app })}</p>
          ) : (
            appImport(recommended, true)
          )}
        </li>
        <li className="stack">
          <h4>{g('subscriptionGuide.step.check')}</h4>
          <p>{g(`subscriptionGuide.check.${CHECK_STEP[platform]}`, { app: recommended.app })}</p>
          <p>{g('subscriptionGuide.check.confirm')}</p>
        </li>
      </ol>
      {tutorial.article !== null ? (
        <p>
          <a href={routeHref(locale, 'helpArticle', { articleId: tutorial.article })}>{g('subscriptionGuide.article')}</a>
        </p>
      ) : null}
      <p>
        <a href={routeHref(locale, 'helpSubscription')}>{g('subscriptionGuide.articles')}</a>
      </p>
      {tutorial.others.length > 0 && device.inApp === null ? (
        <section className="stack" aria-labelledby="setup-others">
          <h4 id="setup-others">{g('subscriptionGuide.others', { platform: platformName(platform) })}</h4>
          <ul className="client-setup__others">
            {tutorial.others.map((offer) => (
              <li key={offer.id} className="stack">
                {appImport(offer)}
                <SourceLink offer={offer} t={t} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

/**
 * An app with no link (v2rayN, OpenClash): a button that copies the address, then its
 * paste steps at once (from the clipboard, or on the router's admin page).
 */
function PasteAction({ offer, platform, address, t, g, primary }: { offer: ClientOffer; platform: ClientPlatform; address: string; t: Translate<SubscriptionText>; g: G; primary: boolean }) {
  const attempt = useStore($importAttempt);
  const copied = attempt?.client === offer.id && attempt.phase === 'unanswered';
  const step = pasteStepOf(offer.id);

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
    <div className="stack import-action" data-import-state={copied ? 'unanswered' : 'idle'}>
      <p className="button-row">
        <button type="button" className={primary ? 'button' : 'button button--small button--quiet'} onClick={() => void copyForPaste()}>
          {g('subscriptionGuide.import.copyFor', { app: offer.app })}
        </button>
      </p>
      {copied ? (
        <ImportHelp
          heading={g('subscriptionGuide.import.copied', { app: offer.app })}
          steps={step === 'url' ? t('subscription.paste.url', { app: offer.app }) : g(`subscriptionGuide.paste.${step}`, { app: offer.app, keys: pasteKeysOf(platform) })}
          address={address}
          t={t}
        />
      ) : null}
    </div>
  );
}
