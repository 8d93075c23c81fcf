/** @jsxImportSource jsx-dom/min */
/**
 * Binding an email to the account from a service (issue 10, item 8) or from the account
 * page (issue 11), as the page first shows it: the state in one line (no email, a code
 * sent and awaited, verified, a change awaited), the prompt for an account that cannot be
 * recovered, and the button that opens the dialog. Drawn without React (ADR 0040). The
 * dialog (fetched with React and its own strings on the first press; stores/email-binding)
 * holds the forms: send a code, verify, resend, change, revoke, unbind. The line reads the
 * account info, which the dialog's calls keep up to date. The mailed link opens the dialog
 * and is verified there; this only notices it (`hasEmailVerifyMarker`).
 */
import { atom } from 'nanostores';
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/t';
import type { AppErrorName } from '../../lib/api/errors';
import { provider } from '../../lib/api/provider';
import { $accountInfo, ensureAccountInfo } from '../../lib/stores/account';
import { hasEmailVerifyMarker } from '../../lib/rules/email-verify-marker';
import type { AccountInfo } from '../../lib/contract';
import type { EmailTarget } from '../../lib/stores/email-binding';
import { drawView, focusAfterDrawing, outsideDrawings } from '../../lib/ui/dom-view';
import { onDemand, retryableImport } from '../../lib/ui/on-demand';
import { ErrorNoticeView } from '../ui/error-notice-view';
import { BindEmailPromptView, EMAIL_SECTION_ID, needsEmail } from './bind-email-prompt-view';
import type { EmailBindingText } from './messages';

type T = Translate<EmailBindingText>;

interface Options {
  locale: Locale;
  /** Whose calls bind the address: the service page's service, or the account (the account page). */
  target: () => EmailTarget;
  t: T;
}

/** Draws the section into `place` (which must be in the page); returns how to stop. */
export function mountEmailBinding(place: HTMLElement, { locale, target, t }: Options): () => void {
  const $failed = atom<AppErrorName | null>(null);
  const $open = atom(false);
  const reactPart = retryableImport(() => import('../ui/react-part'));
  const emailBindingDialog = retryableImport(() => import('./EmailBindingDialog'));
  const dialog = onDemand(() =>
    Promise.all([reactPart(), emailBindingDialog().then(async (module) => ({ Dialog: module.default, words: await module.prepareDialog(locale) }))]),
  );
  // The dialog sits outside the page's drawings (a modal must not leave the document while open).
  const dialogHost = outsideDrawings();

  const show = () => {
    $open.set(true);
    dialog.load();
  };
  const close = () => {
    $open.set(false);
    focusAfterDrawing('email-open');
  };
  // The service page has read the account info before it shows this; another page may not have.
  const read = () => {
    void ensureAccountInfo(provider).then((result) => $failed.set(result && !result.ok ? result.error : null));
  };
  read();

  // The mailed link, when the page opens with it and when it arrives in a tab already here: the dialog verifies it.
  const noticeLink = () => {
    if (hasEmailVerifyMarker(location.hash)) show();
  };
  noticeLink();
  addEventListener('hashchange', noticeLink);

  const stop = drawView(place, [$accountInfo, $failed, $open, dialog.$state], () => {
    const info = $accountInfo.get();
    const failed = $failed.get();
    const state = dialog.$state.get();
    if (state.kind === 'ready') {
      const [{ renderPart }, { Dialog, words }] = state.module;
      renderPart(dialogHost, Dialog, { open: $open.get(), words, locale, target: target(), t, onClose: close });
    }
    return (
      <section id={EMAIL_SECTION_ID} className="stack" aria-labelledby="email-heading">
        <h2 id="email-heading">{t('email.heading')}</h2>
        {info ? (
          <>
            {stateLine(info, t)}
            <p className="button-row">
              <button id="email-open" type="button" className="button" aria-haspopup="dialog" onClick={show}>
                {t(info.pending ? 'email.open.code' : info.email === null ? 'email.prompt.go' : 'email.open.manage')}
              </button>
            </p>
          </>
        ) : failed ? (
          <ErrorNoticeView id="email-error" error={failed} t={t} onRetry={read} />
        ) : null}
        {$open.get() && state.kind === 'failed' ? <ErrorNoticeView id="email-dialog-failure" error="NetworkTrouble" t={t} onRetry={dialog.load} /> : null}
      </section>
    );
  });
  // "Bind an email" elsewhere links here; the section appears after the page, so the browser could not scroll to it.
  if (location.hash === `#${EMAIL_SECTION_ID}`) document.getElementById(EMAIL_SECTION_ID)?.scrollIntoView();
  return () => {
    stop();
    removeEventListener('hashchange', noticeLink);
    dialogHost.remove();
  };
}

function stateLine({ email, status, pending }: AccountInfo, t: T) {
  if (email === null && !pending) return needsEmail(status) ? <BindEmailPromptView t={t} href={null} /> : null;
  return (
    <p>
      {email !== null ? <strong>{t(status === 'verified' ? 'email.status.verified' : 'email.status.unverified', { email })}</strong> : null}
      {email !== null && pending ? ' ' : null}
      {pending ? t(email === null ? 'email.state.sent' : 'email.state.change', { email: pending.email }) : null}
    </p>
  );
}
