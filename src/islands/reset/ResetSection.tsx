/**
 * Resetting a service (issue 10, item 7) or, without a service, the account (issue 11):
 * a short line and a button; what changes, the deliberate confirmation and the new login
 * link are in a dialog fetched with its words when a reset starts (the page stays small
 * until then).
 *
 * The dialog belongs to the page, not the section: the new login link must stay on screen
 * whatever the page's data does (its reload with the new login may fail and show an error
 * where the section was). A page whose section always shows renders `ResetSection`; a page
 * whose section may go (the service page) renders its parts: `useResetDialog` once, the
 * section (`ResetStart`) where it belongs, and `ResetDialogHost` where it stays.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/i18n/locales';
import { translatorFrom, type AreaKey, type Translate } from '../../lib/i18n/t';
import { loadArea } from '../../lib/i18n/load-area';
import { provider } from '../../lib/api/provider';
import { $reset, previewReset } from '../../lib/stores/reset';
import { retryableImport } from '../../lib/ui/on-demand';
import ErrorNotice from '../ui/ErrorNotice';
import { useOnDemand, type OnDemand } from '../ui/use-on-demand';
import type { ResetDialogText, ResetText } from './messages';

/** The dialog's code, fetched when a reset first starts (once per page, so "try again" is a real try). */
const resetDialog = retryableImport(() => import('./ResetDialog'));

type DialogModule = [typeof import('./ResetDialog'), Awaited<ReturnType<typeof loadArea<'resetDialog'>>>];

/** The page's reset dialog: its code and words, and how to fetch them again after a failure. */
export interface ResetDialogPart {
  part: OnDemand<DialogModule>;
  retry: () => void;
}

interface Props {
  locale: Locale;
  /** The service whose subscription address changes too; null: an account reset (the account page). */
  serviceId: number | null;
  /** The areas `RESET_AREAS`. */
  t: Translate<ResetText>;
}

/** The reset for a page where the section always shows (the account page): the section and its dialog. */
export default function ResetSection(props: Props) {
  const dialog = useResetDialog(props.locale);
  return (
    <>
      <ResetStart {...props} dialog={dialog} />
      <ResetDialogHost {...props} dialog={dialog} sectionShown />
    </>
  );
}

/** The dialog's code and words, fetched once a reset starts; after a failure only "try again" fetches again. */
export function useResetDialog(locale: Locale): ResetDialogPart {
  const open = useStore($reset).kind !== 'closed';
  const [part, retry] = useOnDemand(() => Promise.all([resetDialog(), loadArea('resetDialog', locale)]));
  useEffect(() => {
    if (open && part.kind === 'idle') retry();
  }, [open, part.kind, retry]);
  return { part, retry };
}

/** The section: what a reset does and the button that starts it; the dialog's code that could not be fetched, with "try again". */
export function ResetStart({ serviceId, t, dialog }: Props & { dialog: ResetDialogPart }) {
  const open = useStore($reset).kind !== 'closed';
  const scope = serviceId === null ? 'account' : 'service';
  const start = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  // Back where the person started once the dialog closes: the section may have been drawn
  // again meanwhile (the page reloads its service with the new login), so the browser's
  // own return of focus cannot be relied on.
  useEffect(() => {
    if (wasOpen.current && !open) start.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <section className="stack" aria-labelledby="reset-heading">
      <h2 id="reset-heading">{t('reset.heading')}</h2>
      <p>{t(`reset.intro.${scope}`)}</p>
      <p className="button-row">
        <button ref={start} type="button" className="button button--quiet" aria-haspopup="dialog" onClick={() => void previewReset(provider, serviceId)}>
          {t(`reset.start.${scope}`)}
        </button>
      </p>
      {open && dialog.part.kind === 'failed' ? <ErrorNotice error="NetworkTrouble" t={t} onRetry={dialog.retry} /> : null}
    </section>
  );
}

/**
 * The dialog, while a reset is under way or done. Render it where it stays while the
 * page's data changes; when the section is not shown, it says itself that its code could
 * not be fetched.
 */
export function ResetDialogHost({ locale, serviceId, t, dialog, sectionShown }: Props & { dialog: ResetDialogPart; sectionShown: boolean }) {
  const open = useStore($reset).kind !== 'closed';
  const { part } = dialog;
  const dialogT = useMemo<Translate<ResetDialogText> | null>(() => {
    if (part.kind !== 'ready') return null;
    const own = translatorFrom<AreaKey<'resetDialog'>>(locale, part.module[1]);
    return (key, vars) => (key.startsWith('resetDialog.') ? own(key as AreaKey<'resetDialog'>, vars) : t(key as ResetText, vars));
  }, [part, locale, t]);

  if (!open) return null;
  if (part.kind === 'failed') return sectionShown ? null : <ErrorNotice error="NetworkTrouble" t={t} onRetry={dialog.retry} />;
  if (part.kind !== 'ready' || !dialogT) return null;
  const { default: ResetDialog } = part.module[0];
  return <ResetDialog locale={locale} serviceId={serviceId} t={dialogT} />;
}
