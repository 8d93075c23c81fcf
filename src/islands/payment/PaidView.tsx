/**
 * A paid bill. With a login: the delivered service, its login link to keep, and, once it
 * is Active, its subscription address with the app setup (the same section as the
 * service page, fetched on demand so order/pay keeps its weight), so a buyer is connected
 * a minute after paying. Without one the provider says nothing about the service, so the
 * page makes no claim it was delivered, shows no address, and says how to log in: by email
 * when the owner's account can be recovered that way, else with the saved link (ADR 0063).
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
import { $billOwner, checkBillOwner } from '../../lib/payment/bill-owner-store';

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
  if (view === 'public') return <PaidWithoutLogin invoiceId={invoice.id} tutorial={tutorial} locale={locale} t={t} />;
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

const OWNER_WORDS = { unknown: 'pay.paid.toAccount', email: 'pay.paid.toAccountByEmail', linkOnly: 'pay.paid.toAccountLinkOnly' } as const;
const OWNER_ACTIONS = { unknown: 'action.login', email: 'pay.paid.mailLink', linkOnly: 'action.login' } as const;

/** Paid without a login: where the service went, and the way into that account that works for it. */
function PaidWithoutLogin({ invoiceId, tutorial, locale, t }: { invoiceId: number; tutorial: { href: string; label: string }; locale: Locale; t: Translate }) {
  const owner = useStore($billOwner);
  useEffect(() => {
    void checkBillOwner(provider, invoiceId);
  }, [invoiceId]);
  return (
    <section className="stack" aria-labelledby="paid-heading">
      <h2 id="paid-heading">{t('pay.paid.receivedHeading')}</h2>
      <p>{t(OWNER_WORDS[owner.kind])}</p>
      <NextSteps primary={{ href: routeHref(locale, 'userLogin'), label: t(OWNER_ACTIONS[owner.kind]) }} secondary={tutorial} />
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
