/**
 * Binding an email to the account from a service (issue 10, item 8), as the page first
 * shows it: the state in one line (no email, a code sent and awaited, verified, a change
 * awaited), the prompt for an account that cannot be recovered, and the button that opens
 * the dialog. The dialog (loaded on demand, with its own strings and the calls) holds the
 * forms: send a code, verify, resend, change, revoke, unbind. The mailed link opens it and
 * is verified there; this only notices it (`hasEmailVerifyMarker`), so the page stays small.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/t';
import { provider } from '../../lib/api/provider';
import { $emailBinding, loadEmailBinding } from '../../lib/stores/email-binding';
import { hasEmailVerifyMarker } from '../../lib/rules/email-verify-marker';
import type { EmailBinding } from '../../lib/contract';
import { useOnDemand } from '../ui/use-on-demand';
import ErrorNotice from '../ui/ErrorNotice';
import BindEmailPrompt, { EMAIL_SECTION_ID, needsEmail } from './BindEmailPrompt';
import type { EmailBindingText } from './messages';

interface Props {
  locale: Locale;
  serviceId: number;
  t: Translate<EmailBindingText>;
}

export default function EmailBindingSection({ locale, serviceId, t }: Props) {
  const state = useStore($emailBinding);
  const section = useRef<HTMLElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [dialog, loadDialog] = useOnDemand(() =>
    import('./EmailBindingDialog').then(async (module) => ({
      Dialog: module.default,
      words: await module.loadDialogWords(locale),
    })),
  );

  const show = useCallback(() => {
    setOpen(true);
    loadDialog();
  }, [loadDialog]);

  useEffect(() => {
    void loadEmailBinding(provider);
  }, []);

  // The mailed link, when the page opens with it and when it arrives in a tab already here: the dialog verifies it.
  useEffect(() => {
    const noticeLink = () => {
      if (hasEmailVerifyMarker(location.hash)) show();
    };
    noticeLink();
    window.addEventListener('hashchange', noticeLink);
    return () => window.removeEventListener('hashchange', noticeLink);
  }, [show]);

  // "Bind an email" elsewhere links here; the section appears after the page, so the browser could not scroll to it.
  useEffect(() => {
    if (location.hash === `#${EMAIL_SECTION_ID}`) section.current?.scrollIntoView();
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);

  const { binding } = state;
  // The dialog sits beside the section, not in it: closed, its words are not the section's.
  return (
    <>
      <section id={EMAIL_SECTION_ID} ref={section} className="stack" aria-labelledby="email-heading">
        <h2 id="email-heading">{t('email.heading')}</h2>
        {binding.kind === 'ready' ? (
          <>
            <StateLine binding={binding.value} t={t} />
            <p className="button-row">
              <button ref={opener} type="button" className="button" aria-haspopup="dialog" onClick={show}>
                {t(openerKey(binding.value))}
              </button>
            </p>
          </>
        ) : binding.kind === 'error' ? (
          <ErrorNotice error={binding.error} t={t} onRetry={() => void loadEmailBinding(provider)} />
        ) : (
          <p role="status">{t('email.loading')}</p>
        )}
        {open && dialog.kind === 'failed' ? <ErrorNotice error="NetworkTrouble" t={t} onRetry={loadDialog} /> : null}
      </section>
      {dialog.kind === 'ready' ? <dialog.module.Dialog open={open} words={dialog.module.words} locale={locale} serviceId={serviceId} t={t} onClose={close} /> : null}
    </>
  );
}

function StateLine({ binding, t }: { binding: EmailBinding; t: Translate<EmailBindingText> }) {
  const { email, pending } = binding;
  if (email === null && pending === null) return needsEmail(binding.status) ? <BindEmailPrompt t={t} href={null} /> : null;
  return (
    <p>
      {email !== null ? <strong>{t(binding.status === 'verified' ? 'email.status.verified' : 'email.status.unverified', { email })}</strong> : null}
      {email !== null && pending ? ' ' : null}
      {pending
        ? t(email === null ? 'email.state.sent' : 'email.state.change', {
            email: pending.email,
          })
        : null}
    </p>
  );
}

function openerKey({ email, status, pending }: EmailBinding): EmailBindingText {
  if (pending) return 'email.open.code';
  if (email === null) return 'email.prompt.go';
  return status === 'verified' ? 'email.open.manage' : 'email.open.verify';
}
