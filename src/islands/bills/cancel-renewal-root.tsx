/**
 * The cancel-renewal dialog's own React root, fetched with React and the dialog's words
 * when "cancel renewal" is first pressed (docs/decisions/0040): the bills page draws
 * without React until then. It shows the dialog while the step is open.
 */
import { createRoot } from 'react-dom/client';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/t';
import { $billsPage, $cancelRenewal, $nextRenewal, renewalCancellable } from '../../lib/stores/bills';
import CancelRenewalDialog from './CancelRenewalDialog';
import type { BillsDialogText } from './messages';

interface Props {
  locale: Locale;
  t: Translate<BillsDialogText>;
}

export function mountCancelRenewal(container: Element, props: Props): void {
  createRoot(container).render(<CancelRenewalWhileOpen {...props} />);
}

function CancelRenewalWhileOpen({ locale, t }: Props) {
  const step = useStore($cancelRenewal);
  const renewal = useStore($nextRenewal);
  const page = useStore($billsPage);
  const value = renewal.kind === 'ready' ? renewal.value : null;
  const open = step.kind === 'open' || step.kind === 'sending';
  if (!open || page.kind !== 'ready' || !value || !renewalCancellable(value)) return null;
  return <CancelRenewalDialog locale={locale} t={t} serviceId={page.service.id} renewal={value} />;
}
