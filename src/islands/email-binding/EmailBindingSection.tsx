/**
 * Binding an email to the account from a service (issue 10, item 8): not bound → code
 * sent → verified; a new code after a visible countdown; change, revoke a pending change,
 * unbind (confirmed). The mailed link lands here and is verified. The store holds the
 * state and makes the calls; this renders it and keeps what the person typed.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/t';
import { formatDateTime } from '../../lib/i18n/format';
import { provider } from '../../lib/api/provider';
import { checkEmail, type EmailProblem } from '../../lib/rules/email';
import type { EmailBinding, PendingEmail } from '../../lib/contract';
import {
  $emailBinding,
  clearEmailOutcome,
  isWorthRepeating,
  loadEmailBinding,
  removeEmail,
  repeatEmailCall,
  sendEmailCode,
  verifyEmailCode,
  verifyEmailFromAddress,
  type EmailAction,
  type EmailBindingState,
} from '../../lib/stores/email-binding';
import EmailField from '../ui/EmailField';
import ErrorNotice from '../ui/ErrorNotice';
import BindEmailPrompt, { EMAIL_SECTION_ID, needsEmail } from './BindEmailPrompt';
import type { EmailBindingText } from './messages';

interface Props {
  locale: Locale;
  serviceId: number;
  t: Translate<EmailBindingText>;
}

type T = Translate<EmailBindingText>;

export default function EmailBindingSection({ locale, serviceId, t }: Props) {
  const state = useStore($emailBinding);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    void loadEmailBinding(provider);
  }, []);

  // The mailed link: when the page opens with it, and when it arrives in a tab already here.
  useEffect(() => {
    const verifyLink = () => void verifyEmailFromAddress(provider, serviceId);
    verifyLink();
    window.addEventListener('hashchange', verifyLink);
    return () => window.removeEventListener('hashchange', verifyLink);
  }, [serviceId]);

  // "Bind an email" elsewhere links here; the section appears after the page, so the browser could not scroll to it.
  useEffect(() => {
    if (location.hash === `#${EMAIL_SECTION_ID}`) section.current?.scrollIntoView();
  }, []);

  const { binding } = state;
  return (
    <section id={EMAIL_SECTION_ID} ref={section} className="stack" aria-labelledby="email-heading">
      <h2 id="email-heading">{t('email.heading')}</h2>
      {binding.kind === 'ready' ? (
        <Binding binding={binding.value} state={state} locale={locale} serviceId={serviceId} t={t} />
      ) : binding.kind === 'error' ? (
        <ErrorNotice error={binding.error} t={t} onRetry={() => void loadEmailBinding(provider)} />
      ) : (
        <p role="status">{t('email.loading')}</p>
      )}
    </section>
  );
}

interface BindingProps {
  binding: EmailBinding;
  state: EmailBindingState;
  locale: Locale;
  serviceId: number;
  t: T;
}

function Binding({ binding, state, locale, serviceId, t }: BindingProps) {
  // What the person types stays through any error; only a success moves on.
  const [address, setAddress] = useState('');
  const [changing, setChanging] = useState(false);
  const { pending } = binding;
  // A code sent to a new address closes the address form; a refusal keeps it, with what was typed.
  const send = async (email: string) => {
    if ((await sendEmailCode(provider, serviceId, email, locale)) === null) setChanging(false);
  };

  const showAddressForm = changing || (binding.email === null && pending === null);
  return (
    <>
      {binding.email !== null ? (
        <p>
          <strong>{t(binding.status === 'verified' ? 'email.status.verified' : 'email.status.unverified', { email: binding.email })}</strong>
        </p>
      ) : null}
      {binding.email !== null && binding.status !== 'verified' && pending === null ? <p>{t('email.unverifiedHint')}</p> : null}
      {needsEmail(binding.status) && pending === null ? <BindEmailPrompt t={t} href={null} /> : null}

      {pending ? <PendingStep pending={pending} bound={binding} state={state} locale={locale} serviceId={serviceId} t={t} onResend={() => void send(pending.email)} /> : null}

      {showAddressForm ? (
        <AddressForm
          address={address}
          setAddress={setAddress}
          busy={state.busy === 'send'}
          t={t}
          onSend={(email) => void send(email)}
          onCancel={changing ? () => setChanging(false) : null}
        />
      ) : (
        <p className="button-row">
          {binding.email !== null && binding.status !== 'verified' && pending === null ? (
            <button type="button" className="button" disabled={state.busy !== null} onClick={() => void send(binding.email ?? '')}>
              {state.busy === 'send' ? t('email.sending') : t('email.send')}
            </button>
          ) : null}
          <button type="button" className="button button--quiet" onClick={() => setChanging(true)}>
            {pending || binding.status !== 'verified' ? t('email.useAnother') : t('email.change')}
          </button>
          {pending ? (
            <button type="button" className="button button--quiet" disabled={state.busy !== null} onClick={() => void removeEmail(provider, serviceId, 'revoke')}>
              {binding.status === 'verified' ? t('email.revoke') : t('email.revokeUnverified')}
            </button>
          ) : null}
        </p>
      )}

      {binding.email !== null && pending === null && !changing ? <Unbind busy={state.busy} serviceId={serviceId} t={t} /> : null}

      <Outcome state={state} t={t} />
    </>
  );
}

interface PendingProps {
  pending: PendingEmail;
  bound: EmailBinding;
  state: EmailBindingState;
  locale: Locale;
  serviceId: number;
  t: T;
  onResend: () => void;
}

function PendingStep({ pending, bound, state, locale, serviceId, t, onResend }: PendingProps) {
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
    void verifyEmailCode(provider, serviceId, typed);
  }

  return (
    <div className="stack">
      {bound.email !== null && bound.email !== pending.email ? <p>{t('email.pending.change', { email: pending.email })}</p> : null}
      <p>{t('email.pending.sent', { email: pending.email, time: formatDateTime(locale, pending.expiresAt) })}</p>
      <form className="stack" noValidate onSubmit={submit}>
        <label className="field">
          <span>{t('email.code.label')}</span>
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
              {t('email.code.problem')}
            </p>
          ) : null}
        </div>
        <p className="button-row">
          <button type="submit" className="button" disabled={state.busy !== null}>
            {state.busy === 'verify' ? t('email.verifying') : t('email.verify')}
          </button>
        </p>
      </form>
      <p>{t('email.notReceived')}</p>
      <p className="button-row">
        <button type="button" className="button button--quiet" disabled={seconds > 0 || state.busy !== null} onClick={onResend}>
          {seconds > 0 ? t('email.resendIn', { seconds }) : state.busy === 'send' ? t('email.sending') : t('email.resend')}
        </button>
      </p>
    </div>
  );
}

interface AddressFormProps {
  address: string;
  setAddress: (value: string) => void;
  busy: boolean;
  t: T;
  onSend: (email: string) => void;
  onCancel: (() => void) | null;
}

function AddressForm({ address, setAddress, busy, t, onSend, onCancel }: AddressFormProps) {
  const [problem, setProblem] = useState<EmailProblem | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkEmail(address);
    setProblem(found);
    if (found === null) onSend(address);
  }

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <EmailField
        id="email-binding-address"
        label={t('email.label')}
        value={address}
        problem={problem ? t(`email.${problem}`) : null}
        onChange={(value) => {
          setAddress(value);
          setProblem(null);
          clearEmailOutcome();
        }}
      />
      <p className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('email.sending') : t('email.send')}
        </button>
        {onCancel ? (
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {t('email.cancel')}
          </button>
        ) : null}
      </p>
    </form>
  );
}

function Unbind({ busy, serviceId, t }: { busy: EmailAction | null; serviceId: number; t: T }) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <p className="button-row">
        <button type="button" className="button button--quiet" onClick={() => setAsking(true)}>
          {t('email.unbind')}
        </button>
      </p>
    );
  }
  return (
    <div className="notice notice--warning" role="group" aria-labelledby="email-unbind-question">
      <p id="email-unbind-question" className="notice__hint">
        {t('email.unbind.confirmText')}
      </p>
      <p className="button-row">
        <button type="button" className="button button--small" disabled={busy !== null} onClick={() => void removeEmail(provider, serviceId, 'unbind')}>
          {busy === 'unbind' ? t('email.working') : t('email.unbind.confirm')}
        </button>
        <button ref={keep} type="button" className="button button--quiet button--small" onClick={() => setAsking(false)}>
          {t('email.unbind.keep')}
        </button>
      </p>
    </div>
  );
}

function Outcome({ state, t }: { state: EmailBindingState; t: T }) {
  const outcome = state.outcome;
  if (!outcome) return null;
  if ('error' in outcome) return <ErrorNotice error={outcome.error} t={t} {...(isWorthRepeating(outcome.error) ? { onRetry: () => void repeatEmailCall() } : {})} />;
  return (
    <p className="notice" role="status">
      {t(`email.done.${outcome.action}`)}
    </p>
  );
}

/** Whole seconds until `at` (0 once passed), ticking each second while there are some. */
function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= at) window.clearInterval(timer);
    };
    // At once too: a new deadline is counted from now, not from the last tick.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}
