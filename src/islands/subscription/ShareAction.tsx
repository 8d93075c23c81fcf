/**
 * "Share the use link": the button, and the share dialog fetched with its words when it
 * is first pressed (the service page's weight before a dialog opens stays within its
 * budget). A dialog that cannot be fetched says so with "try again"; the address stays
 * copyable above.
 */
import { useState } from 'react';
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/t';
import { useOnDemand } from '../ui/use-on-demand';
import OnDemandPart from './OnDemandPart';
import { withGuideWords, type SubscriptionText } from './messages';

interface Props {
  locale: Locale;
  /** The use link (checked by the section): the only thing the dialog receives. */
  address: string;
  t: Translate<SubscriptionText>;
}

export default function ShareAction({ locale, address, t }: Props) {
  const [dialog, loadDialog] = useOnDemand(() => withGuideWords(import('./ShareDialog'), locale));
  const [open, setOpen] = useState(false);
  function openDialog() {
    setOpen(true);
    if (dialog.kind !== 'ready') loadDialog();
  }
  return (
    <>
      <button type="button" className="button button--small button--quiet" aria-busy={open && dialog.kind === 'loading'} onClick={openDialog}>
        {t('subscription.share.open')}
      </button>
      {open ? (
        <OnDemandPart part={dialog} retry={loadDialog} title={t('subscription.share.unavailable.title')} t={t} className="subscription__wide">
          {({ part, words }) => <part.default locale={locale} address={address} t={t} words={words} onClose={() => setOpen(false)} />}
        </OnDemandPart>
      ) : null}
    </>
  );
}
