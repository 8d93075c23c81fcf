/**
 * The setup guide's pieces of an import, inside its island: the one-tap import (drawn by
 * import-action-view, which the service page shows up front without React), where to get
 * an app, and the paste steps with the address to copy for the apps with no link.
 */
import type { Translate } from '../../lib/i18n/t';
import type { ClientOffer } from '../../lib/rules/one-tap-import';
import CopyButton from '../ui/CopyButton';
import DomPart from '../ui/DomPart';
import { mountImportAction, type ImportActionProps } from './import-action-view';
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

/** The way forward after an address was copied for an app with no link: the paste steps and the address to copy again. */
export function ImportHelp({ heading, steps, address, t }: { heading: string; steps: string; address: string; t: T }) {
  return (
    <div className="notice stack" role="group" aria-label={heading}>
      <strong className="notice__title">{heading}</strong>
      <p>{steps}</p>
      <p className="button-row">
        <CopyButton value={address} label={t('subscription.copy')} copiedText={t('subscription.copied')} keepLabel />
      </p>
    </div>
  );
}

export default function ImportAction(props: Omit<ImportActionProps, 'idPrefix'>) {
  return <DomPart deps={[props.offer, props.link, props.address, props.t, props.primary]} mount={(place) => mountImportAction(place, { ...props, idPrefix: 'guide' })} />;
}
