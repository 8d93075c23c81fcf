/**
 * Where the order reminder goes on the account step: "checking" while the bills are read,
 * then the dialog, whose code is fetched only when there is a bill to remind of.
 */
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/core/i18n/locales';
import { $orderReminder, closeReminder, keepBillOpenAndContinue } from '../../lib/order/reminder-store';
import { onDemandPart } from '../ui/on-demand-part';
import ErrorNotice from '../ui/ErrorNotice';
import type { Translate } from './messages';

const OrderReminderDialog = onDemandPart(() => import('./OrderReminderDialog'));

export default function OrderReminder({ locale, t }: { locale: Locale; t: Translate }) {
  const state = useStore($orderReminder);
  if (state.kind === 'checking') return <p role="status">{t('order.reminder.checking')}</p>;
  if (state.kind !== 'open') return null;
  return (
    <OrderReminderDialog
      props={{ reminder: state.reminder, locale, t, onClose: closeReminder, onContinue: keepBillOpenAndContinue }}
      failed={(retry) => <ErrorNotice error="NetworkTrouble" t={t} onRetry={retry} />}
    />
  );
}
