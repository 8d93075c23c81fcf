/**
 * Binding an email to the account from a service (issue 10, item 8: being built): not
 * bound → code sent → verified, resend with a cooldown, unbind, revoke a pending change.
 */
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/t';
import type { EmailBindingText } from './messages';

interface Props {
  locale: Locale;
  serviceId: number;
  t: Translate<EmailBindingText>;
}

export default function EmailBindingSection({ t }: Props) {
  return (
    <section className="stack" aria-labelledby="email-heading">
      <h2 id="email-heading">{t('email.heading')}</h2>
    </section>
  );
}
