/**
 * Resetting a service (issue 10, item 7) or, without a service, the account (issue 11):
 * a short line and a button; what changes, the deliberate confirmation and the new login
 * link are in a dialog fetched with its words when a reset starts (the page stays small
 * until then).
 *
 * The dialog belongs to the page, not the section: the new login link must stay on screen
 * whatever the page's data does (its reload with the new login may fail and show an error
 * where the section was). A page whose section always shows renders `ResetSection`; a page
 * whose section may go (the service page) renders its parts: the section (`ResetStart`)
 * where it belongs, and `ResetDialogHost` where it stays.
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { Translate } from '../../lib/core/i18n/t';
import { loadArea } from '../../lib/core/i18n/load-area';
import { provider } from '../../lib/core/api/provider';
import { $reset, previewReset } from '../../lib/reset/store';
import ErrorNotice from '../ui/ErrorNotice';
import { onDemandPart } from '../ui/on-demand-part';
import type { ResetText } from './messages';

/** The dialog, fetched with its words when a reset first starts; after a failure only "try again" fetches again. */
const ResetDialog = onDemandPart(() => import('./ResetDialog'), (locale) => loadArea('resetDialog', locale));

interface Props {
  locale: Locale;
  /** The service whose subscription address changes too; null: an account reset (the account page). */
  serviceId: number | null;
  /** The areas `RESET_AREAS`. */
  t: Translate<ResetText>;
}

/** The reset for a page where the section always shows (the account page): the section and its dialog. */
export default function ResetSection(props: Props) {
  return (
    <>
      <ResetStart {...props} />
      <ResetDialogHost {...props} sectionShown />
    </>
  );
}

/** The section: what a reset does and the button that starts it; the dialog's code that could not be fetched, with "try again". */
export function ResetStart({ serviceId, t }: Props) {
  const open = useStore($reset).kind !== 'closed';
  const retryDialog = ResetDialog.useFailure();
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
      {open && retryDialog ? <ErrorNotice error="NetworkTrouble" t={t} onRetry={retryDialog} /> : null}
    </section>
  );
}

/**
 * The dialog, while a reset is under way or done. Render it where it stays while the
 * page's data changes; when the section is not shown, it says itself that its code could
 * not be fetched.
 */
export function ResetDialogHost({ locale, serviceId, t, sectionShown }: Props & { sectionShown: boolean }) {
  const open = useStore($reset).kind !== 'closed';
  if (!open) return null;
  return (
    <ResetDialog
      locale={locale}
      props={{ locale, serviceId, t }}
      failed={(retry) => (sectionShown ? null : <ErrorNotice error="NetworkTrouble" t={t} onRetry={retry} />)}
    />
  );
}
