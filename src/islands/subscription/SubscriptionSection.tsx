/**
 * The subscription address of an Active service, for its logged-in owner (spec section 6):
 * copy, QR, one-click import for this device's clients, "didn't open?", the client
 * tutorial and the share dialog. Shown on the service page and on order/pay's paid view.
 * (Issue 10, items 3–6: being built.)
 */
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/t';
import type { SubscriptionText } from './messages';

interface Props {
  locale: Locale;
  /** The use link: the only address this section shows, copies, encodes or shares. */
  subscriptionUrl: string;
  /** The name clients give the imported profile (the product's name). */
  profileName: string;
  t: Translate<SubscriptionText>;
}

export default function SubscriptionSection({ subscriptionUrl, t }: Props) {
  return (
    <section className="stack" aria-labelledby="subscription-heading">
      <h2 id="subscription-heading">{t('subscription.heading')}</h2>
      <p>
        <code>{subscriptionUrl}</code>
      </p>
    </section>
  );
}
