/**
 * "Share the use link": the button, and the share dialog fetched when it is first pressed
 * (the service page's weight before a dialog opens stays within its budget). A dialog
 * that cannot be fetched says so with "try again"; the address stays copyable above.
 */
import { useState } from 'react';
import type { Translate } from '../../lib/i18n/t';
import { useOnDemand } from '../ui/use-on-demand';
import type { SubscriptionText } from './messages';

interface Props {
  /** The use link (checked by the section): the only thing the dialog receives. */
  address: string;
  t: Translate<SubscriptionText>;
}

export default function ShareAction({ address, t }: Props) {
  const [dialog, loadDialog] = useOnDemand(() => import('./ShareDialog'));
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
      {open && dialog.kind === 'ready' ? <dialog.module.default address={address} t={t} onClose={() => setOpen(false)} /> : null}
      {open && dialog.kind === 'failed' ? (
        <div className="notice notice--error subscription__wide" role="alert">
          <strong className="notice__title">{t('subscription.share.unavailable.title')}</strong>
          <p className="notice__hint">{t('subscription.share.unavailable.hint')}</p>
          <button type="button" className="button button--small" onClick={loadDialog}>
            {t('action.retry')}
          </button>
        </div>
      ) : null}
    </>
  );
}
