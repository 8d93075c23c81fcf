/**
 * The foot of the ticket forms (the ticket and the callback request): "fix the fields
 * above" when the check found problems, the error with a retry when sending failed, the
 * help desk's hourly limit with the time from which the ticket can be sent (ADR 0038),
 * and the send button, busy while sending.
 */
import type { AppErrorName } from '../../lib/core/api/errors';
import type { Locale } from '../../lib/core/i18n/locales';
import { formatAsOf } from '../../lib/core/i18n/format';
import type { AreaKey, Translate } from '../../lib/core/i18n/t';
import ErrorNotice from '../ui/ErrorNotice';

interface Props {
  sending: { kind: 'idle' | 'sending' | 'sent' | 'problems' } | { kind: 'error'; error: AppErrorName } | { kind: 'limited'; until: number; at: number };
  /** The button's words, idle and while sending. */
  label: { send: string; sending: string };
  onRetry: () => void;
  locale: Locale;
  t: Translate<AreaKey<'ticket' | 'error' | 'action'>>;
}

export default function FormSendRow({ sending, label, onRetry, locale, t }: Props) {
  return (
    <>
      {sending.kind === 'problems' ? (
        <p className="field-error" role="alert">
          {t('ticket.problems')}
        </p>
      ) : null}
      {sending.kind === 'error' ? <ErrorNotice error={sending.error} t={t} onRetry={onRetry} /> : null}
      {sending.kind === 'limited' ? (
        // Not sent, nothing lost; the time is the help desk's (Retry-After), in Hong Kong time like the support hours.
        <ErrorNotice error="TicketLimitReached" t={t}>
          <p className="notice__hint">{t('ticket.limited.when', { time: formatAsOf(locale, sending.until, sending.at) })}</p>
        </ErrorNotice>
      ) : null}
      <p className="button-row">
        <button type="submit" className="button" disabled={sending.kind === 'sending'}>
          {sending.kind === 'sending' ? label.sending : label.send}
        </button>
      </p>
    </>
  );
}
