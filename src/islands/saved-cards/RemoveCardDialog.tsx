/**
 * "Remove this card?" (loaded on demand): names the card, removes it only on a separate
 * press, and on a failure says the card is still there with a retry. A native modal
 * <dialog>: focus stays inside; the section puts it back where the person was.
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { Translate } from '../../lib/core/i18n/t';
import { provider } from '../../lib/core/api/provider';
import { $cardRemoval, closeRemoval, confirmRemoveCard } from '../../lib/saved-cards/store';
import ErrorNotice from '../ui/ErrorNotice';
import { useModalDialog } from '../ui/use-modal-dialog';
import '../ui/modal-dialog.css';
import { cardName } from './card-name';
import type { SavedCardsText } from './messages';

export default function RemoveCardDialog({ t }: { t: Translate<SavedCardsText> }) {
  const removal = useStore($cardRemoval);
  const dialog = useModalDialog(closeRemoval);
  const keep = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  // The safe choice has the focus first: removing takes a deliberate second press.
  useEffect(() => keep.current?.focus(), []);
  // After a failure the pressed button is enabled again as "try again": the focus goes back to it.
  const failed = removal.kind === 'failed';
  useEffect(() => {
    if (failed) confirm.current?.focus();
  }, [failed]);
  if (removal.kind !== 'asking' && removal.kind !== 'removing' && removal.kind !== 'failed') return null;
  const removing = removal.kind === 'removing';

  return (
    <dialog
      ref={dialog}
      className="modal-dialog"
      aria-labelledby="remove-card-heading"
      aria-describedby="remove-card-body"
      // While the provider removes it, the outcome must be seen: Escape waits.
      onCancel={(event) => removing && event.preventDefault()}
    >
      <div className="stack">
        <h2 id="remove-card-heading">{t('cards.dialog.heading')}</h2>
        <p id="remove-card-body">{t('cards.dialog.body', { card: cardName(t, removal.card) })}</p>
        {removal.kind === 'failed' ? (
          <>
            <p>
              <strong>{t('cards.dialog.failed')}</strong>
            </p>
            <ErrorNotice error={removal.error} t={t} />
          </>
        ) : null}
        {removing ? <p role="status">{t('cards.dialog.removing')}</p> : null}
        <p className="button-row">
          <button ref={confirm} type="button" className="button" disabled={removing} onClick={() => void confirmRemoveCard(provider)}>
            {removal.kind === 'failed' ? t('action.retry') : t('cards.dialog.confirm')}
          </button>
          <button ref={keep} type="button" className="button button--quiet" disabled={removing} onClick={() => dialog.current?.close()}>
            {t('cards.dialog.keep')}
          </button>
        </p>
      </div>
    </dialog>
  );
}
