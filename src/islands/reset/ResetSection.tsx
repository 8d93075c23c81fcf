/**
 * Resetting a service (issue 10, item 7) or, without a service, the account (issue 11):
 * a short line and a button here; what changes, the deliberate confirmation and the new
 * login link are in a dialog loaded on demand (the page stays small until it opens).
 */
import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/i18n/locales';
import { translatorFrom, type AreaKey, type Translate } from '../../lib/i18n/t';
import { loadArea } from '../../lib/i18n/load-area';
import { provider } from '../../lib/api/provider';
import { $reset, previewReset } from '../../lib/stores/reset';
import { useOnDemand } from '../ui/use-on-demand';
import ErrorNotice from '../ui/ErrorNotice';
import type { ResetDialogText, ResetText } from './messages';

interface Props {
  locale: Locale;
  /** The service whose subscription address changes too; null: an account reset. */
  serviceId: number | null;
  t: Translate<ResetText>;
}


export default function ResetSection({ locale, serviceId, t }: Props) {
  const step = useStore($reset);
  const open = step.kind !== 'closed';
  const scope = serviceId === null ? 'account' : 'service';
  const start = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);

  // Back where the person started once the dialog closes: it may have been drawn again
  // meanwhile (the page reloads its service with the new login), so the browser's own
  // return of focus cannot be relied on.
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
      <ResetDialogHost locale={locale} serviceId={serviceId} t={t} />
    </section>
  );
}

/**
 * The dialog alone, while a reset is under way or done: the section holds it, and a page
 * whose section is gone (its reload with the new login failed, so it shows an error instead)
 * holds it itself, so the new login link stays on screen whatever the page's data does.
 */
export function ResetDialogHost({ locale, serviceId, t }: Props) {
  const step = useStore($reset);
  const open = step.kind !== 'closed';
  // The dialog's code and its words come together, when it first opens.
  const [dialog, loadDialogModule] = useOnDemand(() => Promise.all([import('./ResetDialog'), loadArea('resetDialog', locale)]));
  const dialogT = useMemo<Translate<ResetDialogText> | null>(() => {
    if (dialog.kind !== 'ready') return null;
    const own = translatorFrom<AreaKey<'resetDialog'>>(locale, dialog.module[1]);
    return (key, vars) => (key.startsWith('resetDialog.') ? own(key as AreaKey<'resetDialog'>, vars) : t(key as ResetText, vars));
  }, [dialog, locale, t]);

  useEffect(() => {
    if (open && dialog.kind === 'idle') loadDialogModule();
  }, [open, dialog.kind, loadDialogModule]);

  if (!open) return null;
  if (dialog.kind === 'failed') return <ErrorNotice error="NetworkTrouble" t={t} onRetry={loadDialogModule} />;
  return dialog.kind === 'ready' && dialogT ? <ResetDialog module={dialog.module[0]} locale={locale} serviceId={serviceId} t={dialogT} /> : null;
}

/** The dialog from its fetched module (JSX cannot name `module[0].default` directly). */
function ResetDialog({ module, ...props }: { module: typeof import('./ResetDialog'); locale: Locale; serviceId: number | null; t: Translate<ResetDialogText> }) {
  const Dialog = module.default;
  return <Dialog {...props} />;
}
