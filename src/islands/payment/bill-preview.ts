/**
 * Fills the payment page's static bill preview (BillPreview.astro) from the payment
 * store while the payment island sleeps, forwards its two actions (pay, switch method)
 * to the store, and wakes the island on the first touch or whenever the bill needs
 * more than the preview shows (a payment under way, paid, closed, an error, a balance
 * to offer). The island removes the preview when it renders.
 */
import { provider } from '../../lib/core/api/provider.ts';
import { formatDateTime, formatMoney } from '../../lib/core/i18n/format.ts';
import { interpolate, type MessageVars } from '../../lib/core/i18n/t.ts';
import type { Locale } from '../../lib/core/i18n/locales.ts';
import { PaymentMethodId } from '../../lib/order/contract.ts';
import { detectDevice } from '../../lib/core/ui/device.ts';
import * as pay from '../../lib/payment/store.ts';
import { wakeIsland, WAKING_INTERACTIONS } from '../../lib/core/ui/island-wake.ts';

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

/** Fills a raw catalogue template as the island's translator would (Chinese spacing included). */
function fill(element: HTMLElement | null, locale: Locale, vars: MessageVars): void {
  if (element) element.textContent = interpolate(locale, element.dataset.template ?? '', vars);
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

  /**
   * The preview shows the store's view of the bill while it is a plain unpaid bill (or
   * still loading); any other view (a payment under way, paid, closed, an error, a
   * balance to offer) is the island's to render, so it wakes the island.
   */
  function render(): void {
    if (awake) return;
    const view = pay.$payView.get();
    if (view.kind === 'loading') return;
    if (view.kind !== 'unpaid' || !view.plain) {
      wake();
      return;
    }
    const { invoice } = view;
    const amount = formatMoney(locale, view.amountDue);
    const due = formatDateTime(locale, invoice.deadline.payableUntil);
    fill(pick('invoice'), locale, { id: invoice.id });
    const amountLine = pick('amount');
    if (amountLine) amountLine.textContent = amount;
    fill(pick('due'), locale, { date: due });
    const late = pick('late');
    if (late) {
      late.hidden = !view.late;
      fill(late, locale, { date: due });
    }
    if (methods) {
      const offered = new Set<string>(view.methods.map((method) => method.id));
      methods.hidden = view.methods.length < 2 && view.methods.every((method) => method.id === invoice.paymentMethod);
      for (const choice of methods.querySelectorAll<HTMLLabelElement>('[data-preview-method]')) {
        const input = choice.querySelector('input');
        const isOffered = offered.has(choice.dataset.previewMethod ?? '');
        // Once the provider has said what this person may use, the rest is not on the page
        // at all, not even hidden (ADR 0057: nothing is said about methods one cannot use).
        if (!isOffered && offered.size > 0) {
          choice.remove();
          continue;
        }
        choice.hidden = !isOffered;
        if (!input) continue;
        input.checked = input.value === invoice.paymentMethod;
        input.disabled = view.switching;
      }
    }
    fill(payButton, locale, { amount });
    preview.setAttribute('data-ready', '');
  }

  methods?.addEventListener('change', (event) => {
    const method = PaymentMethodId.safeParse(event.target instanceof HTMLInputElement ? event.target.value : null);
    const state = pay.$invoice.get();
    if (method.success && state.kind === 'ready') void pay.switchMethod(provider, state.invoice.id, method.data);
  });
  payButton?.addEventListener('click', () => {
    payButton.disabled = true;
    payButton.textContent = payButton.dataset.starting ?? '';
    void pay.pressStart(provider, detectDevice());
  });
  // "Paid but not active?" opened here: the island, once awake, opens its request.
  pick<HTMLDetailsElement>('stuck')?.addEventListener('toggle', (event) => {
    if (event.currentTarget instanceof HTMLDetailsElement && event.currentTarget.open) pay.askBillHelp();
  });
  followPresses(preview);
  for (const type of WAKING_INTERACTIONS) preview.addEventListener(type, wake, { passive: true });
  pay.$payView.listen(render);
  render();
}
