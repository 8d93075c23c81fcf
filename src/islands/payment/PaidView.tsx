/**
 * A paid bill. With a login: the delivered service, its login link to keep, and, once it
 * is Active, its subscription address with the app setup (the same section as the
 * service page, fetched on demand so order/pay keeps its weight), so a buyer is connected
 * a minute after paying. Without one the provider says nothing about the service, so the
 * page makes no claim it was delivered, shows no address, and says how to log in.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { Translate } from './messages';
import { formatDate } from '../../lib/core/i18n/format';
import { routeHref } from '../../lib/core/routes';
import { formatLoginLink } from '../../lib/login/login-link';
import type { Invoice } from '../../lib/core/contract/index';
import type { InvoiceView } from '../../lib/payment/store';
import LoginLinkSaver from '../ui/LoginLinkSaver';
import ErrorNotice from '../ui/ErrorNotice';
import { onDemandPart } from '../ui/on-demand-part';
import BindEmailPrompt, { emailBindingHref, needsEmail } from '../email-binding/BindEmailPrompt';
import { provider } from '../../lib/core/api/provider';
import { ensureAccountInfo } from '../../lib/account/store';
import { $accountEmail } from '../../lib/core/stores/session';

interface Props {
  invoice: Invoice;
  view: InvoiceView;
  locale: Locale;
  t: Translate;
}

function NextSteps({ primary, secondary }: { primary: { href: string; label: string }; secondary?: { href: string; label: string } }) {
  return (
    <p className="button-row">
      <a className="button" href={primary.href}>
        {primary.label}
      </a>
      {secondary ? (
        <a className="button button--quiet" href={secondary.href}>
          {secondary.label}
        </a>
      ) : null}
    </p>
  );
}

export default function PaidView({ invoice, view, locale, t }: Props) {
  const account = useStore($accountEmail);
  // Whether the buyer's account can be recovered by email: an anonymous one is asked to
  // bind one now (issue 10, item 8). Read once when the page does not know yet.
  useEffect(() => {
    if (view !== 'public' && account === null) void ensureAccountInfo(provider);
  }, [view, account]);
  const tutorial = { href: routeHref(locale, 'help'), label: t('pay.paid.tutorial') };
  if (view === 'public') {
    return (
      <section className="stack" aria-labelledby="paid-heading">
        <h2 id="paid-heading">{t('pay.paid.receivedHeading')}</h2>
        <p>{t('pay.paid.toAccount')}</p>
        <NextSteps primary={{ href: routeHref(locale, 'userLogin'), label: t('action.login') }} secondary={tutorial} />
      </section>
    );
  }
  const delivery = invoice.delivery;
  const myService = { href: routeHref(locale, 'userService', { serviceId: delivery?.serviceId ?? invoice.serviceId }), label: t('pay.paid.myService') };
  // The provider sends the address only for an Active service (spec section 6).
  const address = delivery?.status === 'Active' ? delivery.subscriptionUrl : null;
  return (
    <section className="stack" aria-labelledby="paid-heading">
      <h2 id="paid-heading">{t('pay.paid.heading')}</h2>
      {delivery ? <p>{t('pay.paid.service', { id: delivery.serviceId, status: t(`status.${delivery.status}`), date: formatDate(locale, delivery.expiresAt) })}</p> : null}
      {delivery?.login ? <LoginLinkSaver link={formatLoginLink(location.origin, locale, delivery.login)} t={t} /> : null}
      {delivery && account && needsEmail(account.status) ? <BindEmailPrompt t={t} href={emailBindingHref(locale, delivery.serviceId)} /> : null}
      <p>{t('pay.paid.next')}</p>
      {address ? (
        <>
          <DeliveredSubscription address={address} locale={locale} t={t} />
          <NextSteps primary={myService} />
        </>
      ) : (
        <NextSteps primary={tutorial} secondary={myService} />
      )}
    </section>
  );
}

/** The subscription section, fetched with the delivered service: order/pay keeps its weight. */
const SubscriptionSection = onDemandPart(() => import('../subscription/SubscriptionSection'));

function DeliveredSubscription({ address, locale, t }: { address: string; locale: Locale; t: Translate }) {
  return (
    <SubscriptionSection
      props={{ locale, subscriptionUrl: address, t }}
      loading={<p role="status">{t('subscription.loading')}</p>}
      failed={(retry) => <ErrorNotice error="NetworkTrouble" t={t} onRetry={retry} />}
    />
  );
}
