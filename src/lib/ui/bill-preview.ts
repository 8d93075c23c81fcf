/**
 * Fills the payment page's static bill preview (BillPreview.astro) from the payment
 * store while the payment island sleeps, forwards its two actions (pay, switch method)
 * to the store, and wakes the island on the first touch or whenever the bill needs
 * more than the preview shows (a payment under way, paid, closed, an error, a balance
 * to offer). The island removes the preview when it renders.
 */
import { provider } from '../api/provider.ts';
import { formatDateTime, formatMoney } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate } from '../i18n/t.ts';
import { readPageContext } from '../page-context.ts';
import { PaymentMethodId } from '../contract/order.ts';
import { detectDevice } from './device.ts';
import * as pay from '../stores/payment.ts';
import { wakeIsland, WAKING_INTERACTIONS } from './island-wake.ts';

const PREVIEW = '[data-bill-preview]';

/**
 * A press that woke the island is still on the preview: the island may render between the
 * finger going down and the click, and taking the preview away then would lose the tap.
 */
let pressing = false;
let removeWhenReleased = false;

/** The island's first live render takes the preview's place for good (after a press in progress). */
export function removeBillPreview(): void {
  if (pressing) {
    removeWhenReleased = true;
    return;
  }
  document.querySelector(PREVIEW)?.remove();
}

/** How long after the finger lifts a tap's click may still come (touch taps come a little later). */
const CLICK_AFTER_RELEASE_MS = 300;

function followPresses(preview: HTMLElement): void {
  preview.addEventListener('pointerdown', () => {
    pressing = true;
  });
  const released = () => {
    if (!pressing) return;
    pressing = false;
    if (!removeWhenReleased) return;
    removeWhenReleased = false;
    // The click of this press lands on the preview first; then the island takes over.
    const settle = () => {
      window.removeEventListener('click', afterClick, true);
      clearTimeout(timer);
      removeBillPreview();
    };
    const afterClick = () => setTimeout(settle, 0);
    const timer = setTimeout(settle, CLICK_AFTER_RELEASE_MS);
    window.addEventListener('click', afterClick, { capture: true, once: true });
  };
  window.addEventListener('pointerup', released, true);
  window.addEventListener('pointercancel', released, true);
}

/** What the preview can show: a plain unpaid bill with nothing under way. */
function previewable(): boolean {
  const state = pay.$invoice.get();
  if (state.kind === 'loading') return true;
  if (state.kind !== 'ready') return false;
  const { invoice, view } = state;
  const balance = pay.$balanceMinor.get();
  return (
    invoice.status === 'Unpaid' &&
    pay.closedReason(invoice) === null &&
    pay.$attempt.get().kind === 'idle' &&
    pay.$stage.get() === 'created' &&
    !(view === 'account' && balance !== null && balance > 0 && invoice.paymentMethod !== 'balance')
  );
}

/** Fills a template's one placeholder as the island's translator would (Chinese spacing included). */
function fill(element: Element | null, template: string, value: string): void {
  const name = /\{(\w+)\}/.exec(template)?.[1] ?? '';
  if (element) element.textContent = interpolate(readPageContext().locale, template, { [name]: value });
}

export function mountBillPreview(preview: HTMLElement, island: HTMLElement, locale: Locale): void {
  const pick = <T extends Element = HTMLElement>(name: string) => preview.querySelector<T>(`[data-preview-${name}]`);
  const payButton = pick<HTMLButtonElement>('pay');
  const methods = pick<HTMLFieldSetElement>('methods');
  let awake = false;
  const wake = () => {
    if (awake) return;
    awake = true;
    wakeIsland(island);
  };

  function render(): void {
    if (awake) return;
    if (!previewable()) {
      wake();
      return;
    }
    const state = pay.$invoice.get();
    if (state.kind !== 'ready') return;
    const { invoice } = state;
    const amount = formatMoney(locale, { amount: invoice.balanceDue, currency: invoice.currency });
    const due = formatDateTime(locale, invoice.deadline.payableUntil);
    const invoiceLine = pick('invoice');
    fill(invoiceLine, invoiceLine?.dataset.template ?? '', String(invoice.id));
    fill(pick('amount'), '{amount}', amount);
    const dueLine = pick('due');
    fill(dueLine, dueLine?.dataset.template ?? '', due);
    const late = pick('late');
    if (late) {
      late.hidden = invoice.deadline.state !== 'late';
      fill(late, late.dataset.template ?? '', due);
    }
    const offered = new Set(pay.$methods.get().map((method) => method.id));
    if (methods) {
      methods.hidden = offered.size < 2;
      for (const input of methods.querySelectorAll<HTMLInputElement>('input[name="pay-method-preview"]')) {
        (input.parentElement as HTMLElement).hidden = !offered.has(input.value as PaymentMethodId);
        input.checked = input.value === invoice.paymentMethod;
        input.disabled = pay.$switching.get().kind === 'switching';
      }
    }
    if (payButton) fill(payButton, payButton.dataset.template ?? '', amount);
    preview.setAttribute('data-ready', '');
  }

  methods?.addEventListener('change', (event) => {
    const method = PaymentMethodId.safeParse(event.target instanceof HTMLInputElement ? event.target.value : null);
    const state = pay.$invoice.get();
    if (method.success && state.kind === 'ready') void pay.switchMethod(provider, state.invoice.id, method.data);
  });
  payButton?.addEventListener('click', () => {
    const state = pay.$invoice.get();
    if (state.kind !== 'ready') return;
    payButton.disabled = true;
    payButton.textContent = payButton.dataset.starting ?? '';
    void pay.startPayment(provider, state.invoice.id, state.invoice.paymentMethod, detectDevice());
  });
  followPresses(preview);
  for (const type of WAKING_INTERACTIONS) preview.addEventListener(type, wake, { passive: true });
  // ($stage follows $invoice and $attempt, so they cover it.)
  for (const store of [pay.$invoice, pay.$attempt, pay.$methods, pay.$balanceMinor, pay.$switching]) store.listen(render);
  render();
}
