/**
 * The actions a service's status allows (rules/service-actions), each wired: renewing and
 * paying the pending bill make or find the bill (stores/service-page) and go to order/pay;
 * the others are links. One press sends one request: the buttons wait while a bill is
 * being made, and a failure says the catalogue's words with the way forward.
 */
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import type { AreaKey, Translate } from '../../lib/core/i18n/t';
import { provider } from '../../lib/core/api/provider';
import { $serviceBill, openServiceBill } from '../../lib/service/store';
import type { ServiceAction } from '../../lib/service/actions';
import type { ShownService } from '../../lib/service/kept-service';
import { routeHref } from '../../lib/core/routes';
import ErrorNotice from '../ui/ErrorNotice';
import type { ServicePanelArea } from './messages';
import { payHref } from '../../lib/payment/pay-href';
import { $resellers, resellerKnown, supportElsewhere } from '../../lib/reseller/store';

type T = Translate<AreaKey<ServicePanelArea>>;

/** The actions this section shows; the sections below the actions hold the others. */
const SHOWN_HERE = (action: ServiceAction) => action !== 'share' && action !== 'reset' && action !== 'bindEmail';

export default function ServiceActions({ locale, t, service, actions }: { locale: Locale; t: T; service: ShownService; actions: ServiceAction[] }) {
  const bill = useStore($serviceBill);
  const working = bill.kind === 'working';
  // A reseller that looks after its customers itself: "contact support" leads to its contact on this page (ADR 0054).
  // Until the reseller is known the link waits, so it never leads to our help desk first.
  const resellerState = useStore($resellers)[String(service.id)];
  const reseller = supportElsewhere(resellerState);
  const supportHref = reseller ? '#reseller-heading' : `${routeHref(locale, 'helpContactUs')}?service=${service.id}`;
  const supportLabel = reseller ? t('reseller.support.contact', { name: reseller.name }) : t('service.action.contactSupport');

  async function openBill(action: 'renew' | 'payBill') {
    const invoiceId = await openServiceBill(provider, action, service.id);
    if (invoiceId !== null) location.assign(payHref(locale, invoiceId));
  }

  return (
    <div className="stack" role="group" aria-label={t('service.actions')}>
      <div className="service-actions">
        {actions.filter(SHOWN_HERE).map((action, index) => {
          const kind = index === 0 ? 'button' : 'button button--quiet';
          switch (action) {
            case 'renew':
            case 'payBill':
              return (
                <button key={action} type="button" className={kind} disabled={working} aria-busy={working && bill.action === action ? true : undefined} onClick={() => void openBill(action)}>
                  {action === 'renew' ? t('service.action.renew') : t('service.action.payBill')}
                </button>
              );
            case 'renewOtherLength':
              return (
                <a key={action} className={kind} href={`${routeHref(locale, 'orderPlace')}?renew=${service.id}`}>
                  {t('service.action.renewOtherLength')}
                </a>
              );
            case 'reorder':
              return (
                <a key={action} className={kind} href={routeHref(locale, 'orderPlace')}>
                  {service.cycle === 'Trial' && service.status === 'Active' ? t('service.action.choosePlan') : t('service.action.reorder')}
                </a>
              );
            case 'contactSupport':
              return resellerKnown(resellerState) ? (
                <a key={action} className={kind} href={supportHref}>
                  {supportLabel}
                </a>
              ) : null;
            default:
              return null;
          }
        })}
      </div>
      <p role="status" className={working ? '' : 'visually-hidden'}>
        {working ? t('service.action.working') : ''}
      </p>
      {bill.kind === 'error' ? <ErrorNotice error={bill.error} t={t} onRetry={bill.error === 'RenewalInvoiceFailed' || bill.error === 'OrderTimedOut' ? undefined : () => void openBill(bill.action)} /> : null}
      {bill.kind === 'error' && bill.error === 'OrderTimedOut' ? (
        <a className="button button--small" href={routeHref(locale, 'orderPlace')}>
          {t('action.reorder')}
        </a>
      ) : null}
      {bill.kind === 'error' && bill.error === 'RenewalInvoiceFailed' ? (
        <a className="button button--small" href={supportHref}>
          {supportLabel}
        </a>
      ) : null}
    </div>
  );
}
