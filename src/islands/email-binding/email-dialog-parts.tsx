/**
 * The email binding dialog's smaller parts (./EmailBindingDialog.tsx): the address form,
 * the unbind button with its confirmation, the outcome line, and the countdown to a new code.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { provider } from '../../lib/core/api/provider';
import { checkEmail, type EmailProblem } from '../../lib/core/rules/email';
import { clearEmailOutcome, isWorthRepeating, removeEmail, repeatEmailCall, type EmailAction, type EmailBindingState, type EmailTarget } from '../../lib/email-binding/store';
import { sameAddress } from '../../lib/email-binding/cooldown';
import EmailField from '../ui/EmailField';
import ErrorNotice from '../ui/ErrorNotice';
import type { EmailDialogTranslate as T } from './messages';

interface AddressFormProps {
  address: string;
  setAddress: (value: string) => void;
  busy: boolean;
  /** An address refused moments ago for its cooldown (not the pending one): its countdown. */
  cooldown: EmailBindingState['cooldown'];
  t: T;
  onSend: (email: string) => void;
  onCancel: (() => void) | null;
}

export function AddressForm({ address, setAddress, busy, cooldown, t, onSend, onCancel }: AddressFormProps) {
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  // The countdown shows while the typed address is the one refused; another address may be sent at once.
  const cooling = cooldown !== null && sameAddress(address, cooldown.email);
  const seconds = useSecondsUntil(cooling ? cooldown.until : null);

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
        label={t('emailDialog.label')}
        value={address}
        problem={problem ? t(`emailDialog.${problem}`) : null}
        onChange={(value) => {
          setAddress(value);
          setProblem(null);
          // Typing on keeps the refusal's countdown in view while the address is still the refused one.
          if (!(cooldown !== null && sameAddress(value, cooldown.email))) clearEmailOutcome();
        }}
      />
      <p className="button-row">
        <button type="submit" className="button" disabled={busy || seconds > 0}>
          {seconds > 0 ? t('emailDialog.resendIn', { seconds }) : busy ? t('emailDialog.sending') : t('emailDialog.send')}
        </button>
        {onCancel ? (
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {t('emailDialog.cancel')}
          </button>
        ) : null}
      </p>
    </form>
  );
}

export function Unbind({ busy, target, t }: { busy: EmailAction | null; target: EmailTarget; t: T }) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <p className="button-row">
        <button type="button" className="button button--quiet" onClick={() => setAsking(true)}>
          {t('emailDialog.unbind')}
        </button>
      </p>
    );
  }
  return (
    <div className="notice notice--warning" role="group" aria-labelledby="email-unbind-question">
      <p id="email-unbind-question" className="notice__hint">
        {t('emailDialog.unbind.confirmText')}
      </p>
      <p className="button-row">
        <button type="button" className="button button--small" disabled={busy !== null} onClick={() => void removeEmail(provider, target, 'unbind')}>
          {busy === 'unbind' ? t('emailDialog.working') : t('emailDialog.unbind.confirm')}
        </button>
        <button ref={keep} type="button" className="button button--quiet button--small" onClick={() => setAsking(false)}>
          {t('emailDialog.unbind.keep')}
        </button>
      </p>
    </div>
  );
}

export function Outcome({ state, t }: { state: EmailBindingState; t: T }) {
  const outcome = state.outcome;
  if (!outcome) return null;
  if ('error' in outcome) return <ErrorNotice error={outcome.error} t={t} {...(isWorthRepeating(outcome.error) ? { onRetry: () => void repeatEmailCall() } : {})} />;
  return (
    <p className="notice" role="status">
      {t(`emailDialog.done.${outcome.action}`)}
    </p>
  );
}

/** Whole seconds until `at` (0 once passed), ticking each second while there are some. */
export function useSecondsUntil(at: number | null): number {
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
