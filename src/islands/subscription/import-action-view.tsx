/** @jsxImportSource jsx-dom/min */
/**
 * One app's one-tap import (issue 10 item 3): a link that opens the app, followed by the
 * browser on the press itself (Chrome opens an app only from a user gesture). When the app
 * did not come to the front after a few seconds (stores/subscription-import), "didn't
 * open?" offers the download page and the copy-and-paste steps. Drawn without React
 * (ADR 0040): up front on the service page for the app recommended for this device, and
 * in the setup guide for the other apps (ImportAction.tsx).
 */
import type { Translate } from '../../lib/i18n/t';
import type { ClientOffer } from '../../lib/rules/one-tap-import';
import { $importAttempt, startImport } from '../../lib/stores/subscription-import';
import { drawView } from '../../lib/ui/dom-view';
import { CopyButtonView } from '../ui/copy-button-view';
import type { SubscriptionText } from './messages';

type T = Translate<SubscriptionText>;

export interface ImportActionProps {
  offer: ClientOffer;
  /** The app's link (`offer.link`, given here once it is known not to be null). */
  link: string;
  address: string;
  t: T;
  primary?: boolean;
  /** Names this action's elements on the page: the link keeps the focus and its status stays one live region across drawings. */
  idPrefix: string;
}

/** Draws the import action into `place`, again as the attempt moves on; returns how to stop. */
export function mountImportAction(place: Element, props: ImportActionProps): () => void {
  return drawView(place, [$importAttempt], () => importActionView(props));
}

export function importActionView({ offer, link, address, t, primary = false, idPrefix }: ImportActionProps) {
  const attempt = $importAttempt.get();
  const phase = attempt?.client === offer.id ? attempt.phase : null;
  const app = { app: offer.app };
  return (
    <div className="stack import-action" data-import-state={phase ?? 'idle'}>
      <p className="button-row">
        <a id={`${idPrefix}-import-${offer.id}`} className={primary ? 'button' : 'button button--small button--quiet'} href={link} onClick={() => startImport(offer.id)}>
          {t('subscription.import.oneTap', app)}
        </a>
        <span id={`${idPrefix}-import-status-${offer.id}`} role="status" className="import-action__status">
          {phase === 'opening' ? t('subscription.import.opening', app) : ''}
        </span>
      </p>
      {phase === 'unanswered' ? (
        <div className="notice stack" role="group" aria-label={t('subscription.import.unanswered', app)}>
          <strong className="notice__title">{t('subscription.import.unanswered', app)}</strong>
          <p>
            {t('subscription.import.install')}
            <br />
            <a href={offer.source.url} target="_blank" rel="noopener noreferrer">
              {t(`subscription.get.${offer.source.from}`, app)}
            </a>
          </p>
          <p>{t('subscription.paste.url', app)}</p>
          <p className="button-row">
            <CopyButtonView id={`${idPrefix}-copy-${offer.id}`} value={address} label={t('subscription.copy')} copiedText={t('subscription.copied')} keepLabel />
          </p>
        </div>
      ) : null}
    </div>
  );
}
