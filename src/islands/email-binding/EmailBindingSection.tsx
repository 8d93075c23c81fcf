/**
 * Binding an email to the account from a service (issue 10, item 8) or from the account
 * page (issue 11), as the page first shows it: the state in one line (no email, a code
 * sent and awaited, verified, a change awaited), the prompt for an account that cannot be
 * recovered, and the button that opens the dialog. The dialog (fetched with its own
 * strings on the first press; stores/email-binding) holds the forms: send a code, verify,
 * resend, change, revoke, unbind. The line reads the account info, which the dialog's
 * calls keep up to date. The mailed link opens the dialog and is verified there; this
 * only notices it (`hasEmailVerifyMarker`).
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { AreaMessages, Translate } from '../../lib/core/i18n/t';
import { loadArea } from '../../lib/core/i18n/load-area';
import type { AppErrorName } from '../../lib/core/api/errors';
import { provider } from '../../lib/core/api/provider';
import { $accountInfo, ensureAccountInfo } from '../../lib/account/store';
import { hasEmailVerifyMarker } from '../../lib/email-binding/verify-marker';
import type { AccountInfo } from '../../lib/core/contract';
import type { EmailTarget } from '../../lib/email-binding/store';
import { retryableImport } from '../../lib/core/ui/on-demand';
import ErrorNotice from '../ui/ErrorNotice';
import { onDemandPart } from '../ui/on-demand-part';
import { useDialog } from '../ui/use-dialog';
import BindEmailPrompt, { EMAIL_SECTION_ID, needsEmail } from './BindEmailPrompt';
import type { EmailBindingText } from './messages';

type T = Translate<EmailBindingText>;

/** The binding's calls and state, which only the dialog uses: fetched with it (once per page, so "try again" is a real try). */
const emailBindingStore = retryableImport(() => import('../../lib/email-binding/store'));

/**
 * What the dialog needs before it first shows, fetched beside its code: its own strings
 * (the page sends only the section's), and the binding from the account info the page
 * has read, so it opens on the right form and focus lands in it.
 */
async function prepareDialog(locale: Locale): Promise<AreaMessages<'emailDialog'>> {
  const [words] = await Promise.all([loadArea('emailDialog', locale), emailBindingStore().then((store) => void store.loadEmailBinding(provider))]);
  return words;
}

/** The dialog, fetched on the first press. */
const EmailBindingDialog = onDemandPart(() => import('./EmailBindingDialog'), prepareDialog);

interface Props {
  locale: Locale;
  /** Whose calls bind the address: a service (`{ kind: 'service', serviceId }`, the service page), or the account (`{ kind: 'account' }`). */
  target: EmailTarget;
  /** The areas `EMAIL_BINDING_AREAS` (the errors the calls can raise, at least). */
  t: T;
}

export default function EmailBindingSection({ locale, target, t }: Props) {
  const info = useStore($accountInfo);
  // Why the account info could not be read (the answer of this section's own read).
  const [failed, setFailed] = useState<AppErrorName | null>(null);
  const section = useRef<HTMLElement>(null);
  const [dialog, opener] = useDialog();
  // Once opened, the dialog stays (closed between openings), so what was typed is there the next time.
  const [asked, setAsked] = useState(false);
  if (dialog.open && !asked) setAsked(true);
  const retryDialog = EmailBindingDialog.useFailure();

  // The service page has read the account info before it shows this; another page may not have.
  const read = useCallback(() => {
    void ensureAccountInfo(provider).then((result) => setFailed(result && !result.ok ? result.error : null));
  }, []);
  useEffect(read, [read]);

  // The mailed link, when the page opens with it and when it arrives in a tab already here: the dialog verifies it.
  const noticeLink = useEffectEvent(() => {
    if (hasEmailVerifyMarker(location.hash)) dialog.show();
  });
  useEffect(() => {
    noticeLink();
    window.addEventListener('hashchange', noticeLink);
    return () => window.removeEventListener('hashchange', noticeLink);
  }, []);

  // "Bind an email" elsewhere links here; the section appears after the page, so the browser could not scroll to it.
  useEffect(() => {
    if (location.hash === `#${EMAIL_SECTION_ID}`) section.current?.scrollIntoView();
  }, []);

  // The dialog sits beside the section, not in it: closed, its words are not the section's.
  // Its code that could not be fetched is said in the section, with "try again".
  return (
    <>
      <section id={EMAIL_SECTION_ID} ref={section} className="stack" aria-labelledby="email-heading">
        <h2 id="email-heading">{t('email.heading')}</h2>
        {info ? (
          <>
            <StateLine info={info} t={t} />
            <p className="button-row">
              <button ref={opener} type="button" className="button" aria-haspopup="dialog" onClick={dialog.show}>
                {t(info.pending ? 'email.open.code' : info.email === null ? 'email.prompt.go' : 'email.open.manage')}
              </button>
            </p>
          </>
        ) : failed ? (
          <ErrorNotice error={failed} t={t} onRetry={read} />
        ) : null}
        {dialog.open && retryDialog ? <ErrorNotice error="NetworkTrouble" t={t} onRetry={retryDialog} /> : null}
      </section>
      {asked ? <EmailBindingDialog locale={locale} props={{ open: dialog.open, locale, target, t, onClose: dialog.close }} failed={() => null} /> : null}
    </>
  );
}

function StateLine({ info: { email, status, pending }, t }: { info: AccountInfo; t: T }) {
  if (email === null && !pending) return needsEmail(status) ? <BindEmailPrompt t={t} href={null} /> : null;
  return (
    <p>
      {email !== null ? <strong>{t(status === 'verified' ? 'email.status.verified' : 'email.status.unverified', { email })}</strong> : null}
      {email !== null && pending ? ' ' : null}
      {pending ? t(email === null ? 'email.state.sent' : 'email.state.change', { email: pending.email }) : null}
    </p>
  );
}
