/**
 * The order reminder (spec section 2 dialogs, ADR 0059): before a new order, the unpaid bill
 * the person already has: what it is, what is due and by when, with paying it as the first
 * way and going on with the new order (the bill stays open) as the second. For a renewal
 * bill already waiting for the service being renewed, paying it is the way to renew. A
 * native modal dialog (focus kept inside, Escape closes it, the focus goes back to "Next"),
 * fetched only when there is a bill to remind of (OrderReminder.tsx).
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import { formatDateTime, formatMoney } from '../../lib/core/i18n/format';
import { $inApp } from '../../lib/core/stores/visitor';
import type { OrderReminder } from '../../lib/order/reminder';
import { payHref } from '../../lib/payment/pay-href';
import { useModalDialog } from '../ui/use-modal-dialog';
import type { Translate } from './messages';
import '../ui/modal-dialog.css';

export interface OrderReminderDialogProps {
  reminder: OrderReminder;
  locale: Locale;
  t: Translate;
  onClose: () => void;
  onContinue: () => void;
}

export default function OrderReminderDialog({ reminder, locale, t, onClose, onContinue }: OrderReminderDialogProps) {
  const dialog = useModalDialog(onClose);
  const title = useRef<HTMLHeadingElement>(null);
  const inApp = useStore($inApp).inApp;
  useEffect(() => title.current?.focus(), []);
  const { bill } = reminder;
  const renewal = reminder.kind === 'renewal-waiting';
  const heading = renewal ? t('order.reminder.renewal.heading', { service: t('service.number', { id: bill.serviceId }) }) : t('order.reminder.unpaid.heading');
  return (
    <dialog ref={dialog} className="modal-dialog" aria-labelledby="order-reminder-heading" aria-describedby="order-reminder-hint">
      <div className="stack">
        <h2 id="order-reminder-heading" ref={title} tabIndex={-1}>
          {heading}
        </h2>
        <p>{t('order.reminder.bill', { id: bill.id, product: bill.productName, cycle: t(`cycle.${bill.cycle}`) })}</p>
        <dl className="reminder-facts">
          <dt>{t('order.reminder.amountDue')}</dt>
          <dd>{formatMoney(locale, { amount: bill.balanceDue, currency: bill.currency })}</dd>
          <dt>{t('order.reminder.payBy')}</dt>
          <dd>{formatDateTime(locale, bill.deadline.payableUntil)}</dd>
        </dl>
        <p id="order-reminder-hint">{renewal ? t('order.reminder.renewal.hint') : t('order.reminder.unpaid.hint')}</p>
        <p className="button-row">
          <a className="button" href={payHref(locale, bill.id, inApp)}>
            {t('order.reminder.pay')}
          </a>
          <button type="button" className="button button--quiet" onClick={onContinue}>
            {t('order.reminder.continue')}
          </button>
          <button type="button" className="button button--quiet" onClick={() => dialog.current?.close()}>
            {t('order.reminder.close')}
          </button>
        </p>
      </div>
    </dialog>
  );
}
