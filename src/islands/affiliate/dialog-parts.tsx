/**
 * What the page's dialogs share: the native modal frame (focus trapped inside, Escape and
 * "close" close it, not while a withdrawal is on its way) with its heading focused first,
 * the dialogs' translator, and a list's "more" row.
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { AreaMessages } from '../../lib/core/i18n/t';
import { withAreaWords } from '../../lib/core/i18n/load-area';
import type { AppErrorName } from '../../lib/core/api/errors';
import ErrorNotice from '../ui/ErrorNotice';
import { useModalDialog } from '../ui/use-modal-dialog';
import type { AffiliateDialogTranslate, AffiliateTranslate } from './messages';
import '../ui/modal-dialog.css';

/** What every dialog of the page is given. */
export interface AffiliateDialogProps {
  locale: Locale;
  t: AffiliateTranslate;
  words: AreaMessages<'affiliateDialog'>;
  onClose: () => void;
}

/** The page's words and the dialogs' own, in one translator. */
export function useDialogWords({ t, locale, words }: Pick<AffiliateDialogProps, 't' | 'locale' | 'words'>): AffiliateDialogTranslate {
  return useMemo(() => withAreaWords(t, locale, 'affiliateDialog', words), [t, locale, words]);
}

interface FrameProps {
  id: string;
  heading: string;
  closeLabel: string;
  onClose: () => void;
  /** While true, the dialog cannot be closed (a withdrawal on its way: its outcome must be seen). */
  busy?: boolean;
  children: ReactNode;
}

export function DialogFrame({ id, heading, closeLabel, onClose, busy = false, children }: FrameProps) {
  const dialog = useModalDialog(onClose);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <dialog ref={dialog} className="modal-dialog affiliate-dialog" aria-labelledby={`${id}-heading`} onCancel={(event) => busy && event.preventDefault()}>
      <div className="stack">
        <h2 id={`${id}-heading`} ref={title} tabIndex={-1}>
          {heading}
        </h2>
        {children}
        <p className="button-row">
          <button type="button" className="button button--quiet" disabled={busy} onClick={() => dialog.current?.close()}>
            {closeLabel}
          </button>
        </p>
      </div>
    </dialog>
  );
}

interface MoreProps {
  t: AffiliateDialogTranslate;
  shown: number;
  total: number;
  more: { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; error: AppErrorName };
  onMore: () => void;
}

/** "Showing n of m", and "show more" while there is more. */
export function MoreRows({ t, shown, total, more, onMore }: MoreProps) {
  return (
    <>
      <p className="notice__hint">{t('affiliateDialog.shown', { shown, total })}</p>
      {more.kind === 'error' ? <ErrorNotice error={more.error} t={t} onRetry={onMore} /> : null}
      {more.kind === 'loading' ? <p role="status">{t('affiliateDialog.loading')}</p> : null}
      {shown < total && more.kind === 'idle' ? (
        <p className="button-row">
          <button type="button" className="button button--small button--quiet" onClick={onMore}>
            {t('affiliateDialog.more')}
          </button>
        </p>
      ) : null}
    </>
  );
}
