/**
 * Resetting a service (issue 10, item 7: being built): what changes, a deliberate
 * confirmation, the new login link to save. Without a service, the account (issue 11).
 */
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/t';
import type { ResetText } from './messages';

interface Props {
  locale: Locale;
  /** The service whose subscription address changes too; null: an account reset. */
  serviceId: number | null;
  t: Translate<ResetText>;
}

export default function ResetSection({ t }: Props) {
  return (
    <section className="stack" aria-labelledby="reset-heading">
      <h2 id="reset-heading">{t('reset.heading')}</h2>
    </section>
  );
}
