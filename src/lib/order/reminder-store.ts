/**
 * The order reminder's state (rule: ./reminder.ts). "Next" on the account step asks
 * `continueToPayment`: a logged-in person's bills are read (the first page of the bill
 * list, newest first: an unpaid bill is a recent one), and a bill to remind of opens the
 * dialog instead of step 3. "Go on" keeps that bill open for the rest of the visit and
 * moves on; closing the dialog stays on the step. A list that cannot be read does not
 * stop anyone from buying: the wizard moves on, and says why in the console for support.
 */
import { atom } from 'nanostores';
import { invoiceList } from '../bills/contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import { $credentials } from '../core/stores/session.ts';
import { $orderDraft, goToStep } from './store.ts';
import { orderReminder, type OrderReminder } from './reminder.ts';

export type ReminderState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'open'; reminder: OrderReminder };
export const $orderReminder = atom<ReminderState>({ kind: 'idle' });

/** Bills the person chose to keep open and go on: not asked about again on this visit. */
const keptOpen = new Set<number>();

/** How many bills are read: the provider's page size for bill lists (spec section 9). */
const REMINDER_PAGE = 25;

export async function continueToPayment(client: ProviderClient): Promise<void> {
  const credentials = $credentials.get();
  if ($orderReminder.get().kind === 'checking') return;
  if (!credentials) {
    goToStep(3);
    return;
  }
  $orderReminder.set({ kind: 'checking' });
  const result = await client.call(invoiceList, { body: { ...credentials, limitnum: REMINDER_PAGE, limitstart: 0, orderby: 'date', order: 'desc' } });
  if (!result.ok) {
    console.warn('The unpaid bills could not be read before the new order; going on without the reminder', result.error);
    $orderReminder.set({ kind: 'idle' });
    goToStep(3);
    return;
  }
  const reminder = orderReminder(result.data.invoices, { renewServiceId: $orderDraft.get().renewServiceId, keptOpen });
  if (reminder) {
    $orderReminder.set({ kind: 'open', reminder });
    return;
  }
  $orderReminder.set({ kind: 'idle' });
  goToStep(3);
}

/** "Go on with the new order": the bill stays open (and is not asked about again). */
export function keepBillOpenAndContinue(): void {
  const state = $orderReminder.get();
  if (state.kind === 'open') keptOpen.add(state.reminder.bill.id);
  $orderReminder.set({ kind: 'idle' });
  goToStep(3);
}

/** Closed (Escape, "close"): back on the account step, nothing decided. */
export function closeReminder(): void {
  $orderReminder.set({ kind: 'idle' });
}

/** Tests only: a fresh visit. */
export function resetReminderForTests(): void {
  keptOpen.clear();
  $orderReminder.set({ kind: 'idle' });
}
