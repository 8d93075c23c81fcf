/**
 * order/pay and order/paying: loads the bill into the payment store (with or without a
 * login), resumes a payment a reload interrupted, and follows it until it is settled.
 * The bill preview shows it at once; the payment island renders it when it wakes.
 */
// First the page script: it takes a login link from the address, which decides whether
// the bill is read with the login or without.
import '../../lib/core/guard/page-entry.ts';
import { provider } from '../../lib/core/api/provider.ts';
import { readPageContext } from '../../lib/core/page-context.ts';
import { detectDevice } from '../../lib/core/ui/device.ts';
import * as pay from '../../lib/payment/store.ts';
import { mountBillPreview } from './bill-preview.ts';
import { showWakeFailures } from '../../lib/core/ui/island-wake.ts';

const island = document.querySelector<HTMLElement>('[data-payment-island] astro-island');
const preview = document.querySelector<HTMLElement>('[data-bill-preview]');
const failure = document.querySelector<HTMLElement>('[data-wake-failed]');
if (island && preview && failure) {
  showWakeFailures(island, failure);
  mountBillPreview(preview, island, readPageContext().locale);
}

const invoiceId = pay.invoiceIdFromSearch(location.search);
void pay.loadInvoice(provider, invoiceId).then(() => (invoiceId === null ? undefined : pay.resumePayment(provider, invoiceId, detectDevice())));
void pay.loadMethods(provider, detectDevice());
if (invoiceId !== null) pay.watchPayment(provider, invoiceId);
