/** @jsxImportSource jsx-dom/min */
/**
 * Resetting a service (issue 10, item 7) or, without a service, the account (issue 11):
 * a short line and a button, drawn without React (ADR 0040); what changes, the deliberate
 * confirmation and the new login link are in a dialog fetched with React and its words
 * when a reset starts (the page stays small until then).
 */
import type { Locale } from '../../lib/i18n/locales';
import { translatorFrom, type AreaKey, type Translate } from '../../lib/i18n/t';
import { loadArea } from '../../lib/i18n/load-area';
import { provider } from '../../lib/api/provider';
import { $reset, previewReset } from '../../lib/stores/reset';
import { drawView, focusAfterDrawing, outsideDrawings } from '../../lib/ui/dom-view';
import { onDemand, retryableImport, type OnDemandModule } from '../../lib/ui/on-demand';
import { ErrorNoticeView } from '../ui/error-notice-view';
import type { ResetDialogText, ResetText } from './messages';

interface Options {
  locale: Locale;
  /** The service whose subscription address changes too; null: an account reset. */
  serviceId: () => number | null;
  t: Translate<ResetText>;
}

type DialogModule = [typeof import('../ui/react-part'), typeof import('./ResetDialog'), Awaited<ReturnType<typeof loadArea<'resetDialog'>>>];

/** The dialog's code, React and its words, fetched together when a reset first starts (`hostResetDialog`). */
let dialog: OnDemandModule<DialogModule> | null = null;

/** Draws the section into `place`; returns how to stop. The dialog is the page's (`hostResetDialog`). */
export function mountReset(place: Element, options: Options): () => void {
  const { serviceId, t } = options;
  const part = hostResetDialog(options);
  return drawView(place, [$reset, part.$state], () => {
    const scope = serviceId() === null ? 'account' : 'service';
    return (
      <section className="stack" aria-labelledby="reset-heading">
        <h2 id="reset-heading">{t('reset.heading')}</h2>
        <p>{t(`reset.intro.${scope}`)}</p>
        <p className="button-row">
          <button id="reset-start" type="button" className="button button--quiet" aria-haspopup="dialog" onClick={() => void previewReset(provider, serviceId())}>
            {t(`reset.start.${scope}`)}
          </button>
        </p>
        {$reset.get().kind !== 'closed' && part.$state.get().kind === 'failed' ? <ErrorNoticeView id="reset-dialog-failure" error="NetworkTrouble" t={t} onRetry={part.load} /> : null}
      </section>
    );
  });
}

/**
 * The dialog, while a reset is under way or done, for the whole page and once per page:
 * outside every drawing, so the new login link stays on screen whatever the page's data
 * does (its reload with the new login may fail and show an error instead of the section,
 * which then says here when the dialog could not be fetched). When it closes, focus goes
 * back to the reset button: the section may have been drawn again meanwhile, so the
 * browser's own return of focus cannot be relied on.
 */
export function hostResetDialog({ locale, serviceId, t }: Options): OnDemandModule<DialogModule> {
  if (dialog) return dialog;
  const reactPart = retryableImport(() => import('../ui/react-part'));
  const resetDialog = retryableImport(() => import('./ResetDialog'));
  const part = onDemand(() => Promise.all([reactPart(), resetDialog(), loadArea('resetDialog', locale)]));
  dialog = part;
  const notice = document.createElement('div');
  const dialogPart = document.createElement('div');
  outsideDrawings().append(notice, dialogPart);
  let wasOpen = false;
  const draw = () => {
    const open = $reset.get().kind !== 'closed';
    const state = part.$state.get();
    // Fetched once a reset starts; after a failure only "try again" fetches again.
    if (open && state.kind === 'idle') part.load();
    const sectionShown = document.getElementById('reset-start') !== null;
    notice.replaceChildren(open && state.kind === 'failed' && !sectionShown ? ErrorNoticeView({ error: 'NetworkTrouble', t, onRetry: part.load }) : '');
    if (state.kind === 'ready') {
      const [{ renderPart, clearPart }, { default: ResetDialog }, words] = state.module;
      const own = translatorFrom<AreaKey<'resetDialog'>>(locale, words);
      const dialogT: Translate<ResetDialogText> = (key, vars) => (key.startsWith('resetDialog.') ? own(key as AreaKey<'resetDialog'>, vars) : t(key as ResetText, vars));
      if (open) renderPart(dialogPart, ResetDialog, { locale, serviceId: serviceId(), t: dialogT });
      else clearPart(dialogPart);
    }
    if (wasOpen && !open) focusAfterDrawing('reset-start');
    wasOpen = open;
  };
  $reset.listen(draw);
  part.$state.listen(draw);
  draw();
  return part;
}
