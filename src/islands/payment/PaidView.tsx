/**
 * A paid bill. With a login: the delivered service, its login link to keep, and where to
 * go next. Without one the provider says nothing about the service, so the page makes no
 * claim it was delivered and says where it went and how to log in.
 */
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from './messages';
import { formatDate } from '../../lib/i18n/format';
import { routeHref } from '../../lib/routes';
import { formatLoginLink } from '../../lib/rules/login-link';
import type { Invoice } from '../../lib/contract/index';
import type { InvoiceView } from '../../lib/stores/payment';
import LoginLinkSaver from '../ui/LoginLinkSaver';

interface Props {
  invoice: Invoice;
  view: InvoiceView;
  locale: Locale;
  t: Translate;
}

function NextSteps({ primary, secondary }: { primary: { href: string; label: string }; secondary: { href: string; label: string } }) {
  return (
    <p className="button-row">
      <a className="button" href={primary.href}>
        {primary.label}
      </a>
      <a className="button button--quiet" href={secondary.href}>
        {secondary.label}
      </a>
    </p>
  );
}

export default function PaidView({ invoice, view, locale, t }: Props) {
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
  return (
    <section className="stack" aria-labelledby="paid-heading">
      <h2 id="paid-heading">{t('pay.paid.heading')}</h2>
      {delivery ? <p>{t('pay.paid.service', { id: delivery.serviceId, status: t(`status.${delivery.status}`), date: formatDate(locale, delivery.expiresAt) })}</p> : null}
      {delivery?.login ? <LoginLinkSaver link={formatLoginLink(location.origin, locale, delivery.login)} t={t} /> : null}
      <p>{t('pay.paid.next')}</p>
      <NextSteps primary={tutorial} secondary={{ href: routeHref(locale, 'userService', { serviceId: delivery?.serviceId ?? invoice.serviceId }), label: t('pay.paid.myService') }} />
    </section>
  );
}
