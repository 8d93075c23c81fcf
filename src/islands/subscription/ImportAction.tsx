/**
 * One app's one-tap import (issue 10 item 3): a link that opens the app, followed by the
 * browser on the press itself (Chrome opens an app only from a user gesture). When the app
 * did not come to the front after a few seconds (stores/subscription-import), "didn't
 * open?" offers the download page and the copy-and-paste steps. Up front for the app
 * recommended for this device (SubscriptionSection); the setup guide uses it for the other
 * apps, and its own copy button for the apps with no link, with the same `ImportHelp`.
 */
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { Translate } from '../../lib/core/i18n/t';
import type { ClientOffer } from '../../lib/subscription/one-tap-import';
import { $importAttempt, startImport } from '../../lib/subscription/store';
import CopyButton from '../ui/CopyButton';
import type { SubscriptionText } from './messages';

type T = Translate<SubscriptionText>;

/** Where to get an app: its store page or official download page (opens in a new tab, so this page stays). */
export function SourceLink({ offer, t }: { offer: ClientOffer; t: T }) {
  return (
    <a href={offer.source.url} target="_blank" rel="noopener noreferrer">
      {t(`subscription.get.${offer.source.from}`, { app: offer.app })}
    </a>
  );
}

/** The way forward after an import: what happened, where to get the app (if asked), the paste steps and the address to copy. */
export function ImportHelp({ heading, children, steps, address, t }: { heading: string; children?: ReactNode; steps: string; address: string; t: T }) {
  return (
    <div className="notice stack" role="group" aria-label={heading}>
      <strong className="notice__title">{heading}</strong>
      {children}
      <p>{steps}</p>
      <p className="button-row">
        <CopyButton value={address} label={t('subscription.copy')} copiedText={t('subscription.copied')} keepLabel />
      </p>
    </div>
  );
}

interface Props {
  offer: ClientOffer;
  /** The app's link (`offer.link`, given here once it is known not to be null). */
  link: string;
  address: string;
  t: T;
  primary?: boolean;
}

export default function ImportAction({ offer, link, address, t, primary = false }: Props) {
  const attempt = useStore($importAttempt);
  const phase = attempt?.client === offer.id ? attempt.phase : null;
  const app = { app: offer.app };
  return (
    <div className="stack import-action" data-import-state={phase ?? 'idle'}>
      <p className="button-row">
        <a className={primary ? 'button' : 'button button--small button--quiet'} href={link} onClick={() => startImport(offer.id)}>
          {t('subscription.import.oneTap', app)}
        </a>
        {/* There from the start, empty: a screen reader reads out "opening" when it fills. */}
        <span role="status" className="import-action__status">
          {phase === 'opening' ? t('subscription.import.opening', app) : ''}
        </span>
      </p>
      {phase === 'unanswered' ? (
        <ImportHelp heading={t('subscription.import.unanswered', app)} steps={t('subscription.paste.url', app)} address={address} t={t}>
          <p>
            {t('subscription.import.install')}
            <br />
            <SourceLink offer={offer} t={t} />
          </p>
        </ImportHelp>
      ) : null}
    </div>
  );
}
