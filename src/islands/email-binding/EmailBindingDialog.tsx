/**
 * The email binding dialog (loaded on demand, with its strings): send a code to an
 * address, enter the code (or use the mailed link, verified here), a new code after a
 * visible countdown, change, revoke a pending change, unbind (confirmed). A native modal
 * `<dialog>`, so focus stays inside and Escape closes it; it stays mounted once loaded, so
 * what the person typed is still there when it opens again. The calls are in
 * stores/email-binding; this renders their state and keeps what was typed.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { AreaMessages, Translate } from '../../lib/core/i18n/t';
import { withAreaWords } from '../../lib/core/i18n/load-area';
import { formatDateTime } from '../../lib/core/i18n/format';
import { provider } from '../../lib/core/api/provider';
import type { EmailBinding, PendingEmail } from '../../lib/core/contract';
import {
  $emailBinding,
  clearEmailOutcome,
  loadEmailBinding,
  removeEmail,
  sendEmailCode,
  verifyEmailCode,
  verifyEmailFromAddress,
  type EmailBindingState,
  type EmailTarget,
} from '../../lib/email-binding/store';
import ErrorNotice from '../ui/ErrorNotice';
import type { EmailBindingText, EmailDialogTranslate } from './messages';
import '../ui/modal-dialog.css';
import { AddressForm, Outcome, Unbind, useSecondsUntil } from './email-dialog-parts';

type DialogWords = AreaMessages<'emailDialog'>;
type T = EmailDialogTranslate;

interface Props {
  open: boolean;
  /** Its own strings, fetched with it (the page sends only the section's): EmailBindingSection's `prepareDialog`. */
  words: DialogWords;
  locale: Locale;
  /** Whose calls bind the address: the service page's service, or the account. */
  target: EmailTarget;
  /** The page's translator: the section's words, the actions and the error catalogue. */
  t: Translate<EmailBindingText>;
  onClose: () => void;
}

export default function EmailBindingDialog({ open, words, locale, target, t: pageT, onClose }: Props) {
  const state = useStore($emailBinding);
  const dialog = useRef<HTMLDialogElement>(null);
  const t: T = withAreaWords(pageT, locale, 'emailDialog', words);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Escape or the close button: a finished call's outcome is not news the next time.
    const closed = () => {
      clearEmailOutcome();
      onClose();
    };
    element.addEventListener('close', closed);
    return () => element.removeEventListener('close', closed);
  }, [onClose]);

  // The mailed link: the page opened this for it; a link arriving later in this tab too.
  // (Keyed by whose binding it is: the page may hand a new but equal target each render.)
  const targetService = target.kind === 'service' ? target.serviceId : null;
  useEffect(() => {
    const linkTarget: EmailTarget = targetService === null ? { kind: 'account' } : { kind: 'service', serviceId: targetService };
    const verifyLink = () => void verifyEmailFromAddress(provider, linkTarget);
    verifyLink();
    window.addEventListener('hashchange', verifyLink);
    return () => window.removeEventListener('hashchange', verifyLink);
  }, [targetService]);

  const { binding } = state;
  return (
    <dialog ref={dialog} className="modal-dialog email-dialog" aria-labelledby="email-dialog-heading">
      <div className="stack">
        <h2 id="email-dialog-heading">{t('emailDialog.heading')}</h2>
        {binding.kind === 'ready' ? (
          <Binding binding={binding.value} state={state} locale={locale} target={target} t={t} />
        ) : binding.kind === 'error' ? (
          <ErrorNotice error={binding.error} t={t} onRetry={() => void loadEmailBinding(provider)} />
        ) : (
          <Outcome state={state} t={t} />
        )}
        <p className="button-row">
          <button type="button" className="button button--quiet" onClick={() => dialog.current?.close()}>
            {t('emailDialog.close')}
          </button>
        </p>
      </div>
    </dialog>
  );
}

interface BindingProps {
  binding: EmailBinding;
  state: EmailBindingState;
  locale: Locale;
  target: EmailTarget;
  t: T;
}

function Binding({ binding, state, locale, target, t }: BindingProps) {
  // What the person types stays through any error; only a success moves on.
  const [address, setAddress] = useState('');
  const [changing, setChanging] = useState(false);
  const { pending } = binding;
  // A code sent to a new address closes the address form; a refusal keeps it, with what was typed.
  const send = async (email: string) => {
    if ((await sendEmailCode(provider, target, email, locale)) === null) setChanging(false);
  };

  const showAddressForm = changing || (binding.email === null && pending === null);
  return (
    <>
      {binding.email !== null ? (
        <p>
          <strong>{t(binding.status === 'verified' ? 'email.status.verified' : 'email.status.unverified', { email: binding.email })}</strong>
        </p>
      ) : null}
      {binding.email !== null && binding.status !== 'verified' && pending === null ? <p>{t('emailDialog.unverifiedHint')}</p> : null}

      {pending ? <PendingStep pending={pending} bound={binding} state={state} locale={locale} target={target} t={t} onResend={() => void send(pending.email)} /> : null}

      {showAddressForm ? (
        <AddressForm address={address} setAddress={setAddress} busy={state.busy === 'send'} cooldown={state.cooldown} t={t} onSend={(email) => void send(email)} onCancel={changing ? () => setChanging(false) : null} />
      ) : (
        <p className="button-row">
          {binding.email !== null && binding.status !== 'verified' && pending === null ? (
            <button type="button" className="button" disabled={state.busy !== null} onClick={() => void send(binding.email ?? '')}>
              {state.busy === 'send' ? t('emailDialog.sending') : t('emailDialog.send')}
            </button>
          ) : null}
          <button type="button" className="button button--quiet" onClick={() => setChanging(true)}>
            {pending || binding.status !== 'verified' ? t('emailDialog.useAnother') : t('emailDialog.change')}
          </button>
          {pending ? (
            <button type="button" className="button button--quiet" disabled={state.busy !== null} onClick={() => void removeEmail(provider, target, 'revoke')}>
              {binding.status === 'verified' ? t('emailDialog.revoke') : t('emailDialog.revokeUnverified')}
            </button>
          ) : null}
        </p>
      )}

      {binding.email !== null && pending === null && !changing ? <Unbind busy={state.busy} target={target} t={t} /> : null}

      <Outcome state={state} t={t} />
    </>
  );
}

interface PendingProps {
  pending: PendingEmail;
  bound: EmailBinding;
  state: EmailBindingState;
  locale: Locale;
  target: EmailTarget;
  t: T;
  onResend: () => void;
}

function PendingStep({ pending, bound, state, locale, target, t, onResend }: PendingProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const seconds = useSecondsUntil(state.resendAt);

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setProblem(true);
      input.current?.focus();
      return;
    }
    void verifyEmailCode(provider, target, typed);
  }

  return (
    <div className="stack">
      {bound.email !== null && bound.email !== pending.email ? <p>{t('emailDialog.pending.change', { email: pending.email })}</p> : null}
      <p>{t('emailDialog.pending.sent', { email: pending.email, time: formatDateTime(locale, pending.expiresAt) })}</p>
      <form className="stack" noValidate onSubmit={submit}>
        <label className="field">
          <span>{t('emailDialog.code.label')}</span>
          <input
            ref={input}
            className="input input--mono"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={code}
            aria-invalid={problem ? true : undefined}
            aria-describedby="email-code-problem"
            onChange={(event) => {
              setCode(event.target.value);
              setProblem(false);
            }}
          />
        </label>
        <div id="email-code-problem">
          {problem ? (
            <p className="field-error" role="alert">
              {t('emailDialog.code.problem')}
            </p>
          ) : null}
        </div>
        <p className="button-row">
          <button type="submit" className="button" disabled={state.busy !== null}>
            {state.busy === 'verify' ? t('emailDialog.verifying') : t('emailDialog.verify')}
          </button>
        </p>
      </form>
      <p>{t('emailDialog.notReceived')}</p>
      <p className="button-row">
        <button type="button" className="button button--quiet" disabled={seconds > 0 || state.busy !== null} onClick={onResend}>
          {seconds > 0 ? t('emailDialog.resendIn', { seconds }) : state.busy === 'send' ? t('emailDialog.sending') : t('emailDialog.resend')}
        </button>
      </p>
    </div>
  );
}
