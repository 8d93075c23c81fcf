/**
 * The foot of the contact page's forms (the ticket and the callback request): "fix the
 * fields above" when the check found problems, the error with a retry when sending
 * failed, and the send button, busy while sending.
 */
import type { AppErrorName } from '../../lib/api/errors';
import type { AreaKey, Translate } from '../../lib/i18n/t';
import ErrorNotice from '../ui/ErrorNotice';

interface Props {
  sending: { kind: 'idle' | 'sending' | 'sent' | 'problems' } | { kind: 'error'; error: AppErrorName };
  /** The button's words, idle and while sending. */
  label: { send: string; sending: string };
  onRetry: () => void;
  t: Translate<AreaKey<'ticket' | 'error' | 'action'>>;
}

export default function FormSendRow({ sending, label, onRetry, t }: Props) {
  return (
    <>
      {sending.kind === 'problems' ? (
        <p className="field-error" role="alert">
          {t('ticket.problems')}
        </p>
      ) : null}
      {sending.kind === 'error' ? <ErrorNotice error={sending.error} t={t} onRetry={onRetry} /> : null}
      <p className="button-row">
        <button type="submit" className="button" disabled={sending.kind === 'sending'}>
          {sending.kind === 'sending' ? label.sending : label.send}
        </button>
      </p>
    </>
  );
}
