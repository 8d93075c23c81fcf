/**
 * The retain popup's behaviour, without a UI framework (order/place stays light): opens
 * the `<dialog>` rendered by `RetainPopup.astro` when the visitor seems to be leaving,
 * checks the address, sends it once per click and says what happened. Text only;
 * nothing is parsed as HTML. Decisions live in `src/lib/retain-popup/rules.ts` (ADR 0006).
 */
import type { ApiResult } from '../../lib/core/api/provider-client.ts';
import type { AppErrorName } from '../../lib/core/api/errors.ts';
import {
  checkRetainEmail,
  decideRetainPopup,
  isExitThroughTop,
  isLeavingByBack,
  markHistoryState,
  retainHistoryMark,
  retainOutcome,
  type RetainFacts,
  type RetainProblem,
  type RetainTrigger,
} from '../../lib/retain-popup/rules.ts';
import { retainErrorText, type RetainMessages } from './retain-popup-messages.ts';

export type RetainOffer = 'free-trial' | 'discount-trial';

export interface RetainPopupOptions {
  messages: RetainMessages;
  /** The provider call (`email/retain`); never throws. */
  send: (body: { email: string; offer: RetainOffer }) => Promise<ApiResult<{ sent: true }>>;
  readFacts: () => RetainFacts;
  markShown: () => void;
  /**
   * Phones: push one history entry after the first interaction, so the back button
   * opens the popup once instead of leaving.
   */
  catchBackButton: boolean;
}

function part<T extends Element>(root: ParentNode, selector: string, type: new () => T): T {
  const found = root.querySelector(selector);
  if (!(found instanceof type)) throw new Error(`retain popup: ${selector} is missing from the markup`);
  return found;
}

/** Events that show the visitor is reading the page, after which the back button is caught. */
const INTERACTIONS = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

export function mountRetainPopup(dialog: HTMLDialogElement, options: RetainPopupOptions): void {
  const { messages } = options;
  const form = part(dialog, '[data-retain-form]', HTMLFormElement);
  const email = part(dialog, '[data-retain-email]', HTMLInputElement);
  const problemLine = part(dialog, '[data-retain-problem]', HTMLElement);
  const errorBox = part(dialog, '[data-retain-error]', HTMLElement);
  const submit = part(dialog, '[data-retain-submit]', HTMLButtonElement);
  const sentPanel = part(dialog, '[data-retain-sent]', HTMLElement);
  const sentHeading = part(dialog, '[data-retain-sent-heading]', HTMLElement);
  const sentTo = part(dialog, '[data-retain-sent-to]', HTMLElement);

  let sending = false;
  let returnFocusTo: HTMLElement | null = null;

  function open(trigger: RetainTrigger): boolean {
    if (dialog.open || !decideRetainPopup(options.readFacts()).open) return false;
    options.markShown();
    returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // On a desktop the pointer is already there: start in the field. On a phone the
    // first control (close) takes focus, so no keyboard slides over the offer.
    if (trigger === 'exit-intent') email.focus();
    return true;
  }

  dialog.addEventListener('close', () => {
    if (returnFocusTo?.isConnected) returnFocusTo.focus();
    returnFocusTo = null;
  });
  for (const button of dialog.querySelectorAll('[data-retain-close]')) button.addEventListener('click', () => dialog.close());
  // A click on the dialog element itself is on the backdrop (the inner box takes the rest).
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });

  function showProblem(problem: RetainProblem | null): void {
    problemLine.replaceChildren();
    email.removeAttribute('aria-invalid');
    if (!problem) return;
    email.setAttribute('aria-invalid', 'true');
    problemLine.textContent = messages.problems[problem];
    if (problem === 'EmailRegistered') {
      const login = document.createElement('a');
      login.href = messages.loginHref;
      login.textContent = messages.login;
      problemLine.append(' ', login);
    }
  }

  function showError(name: AppErrorName | null): void {
    errorBox.replaceChildren();
    const text = name ? retainErrorText(messages, name) : null;
    if (!text) return;
    const title = document.createElement('strong');
    title.textContent = text.title;
    const hint = document.createElement('p');
    hint.textContent = text.hint;
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.className = 'button button--small';
    retry.textContent = messages.retry;
    retry.addEventListener('click', () => form.requestSubmit());
    errorBox.append(title, hint, retry);
  }

  function setSending(on: boolean): void {
    sending = on;
    submit.disabled = on;
    submit.textContent = on ? messages.sending : messages.submit;
    if (on) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    showError(null);
    const problem = checkRetainEmail(email.value);
    showProblem(problem);
    if (problem) {
      email.focus();
      return;
    }
    const address = email.value.trim();
    const offer: RetainOffer = new FormData(form).get('offer') === 'discount-trial' ? 'discount-trial' : 'free-trial';
    setSending(true);
    void options.send({ email: address, offer }).then((result) => {
      setSending(false);
      const outcome = retainOutcome(result);
      if (outcome.kind === 'sent') {
        sentTo.textContent = address;
        form.hidden = true;
        sentPanel.hidden = false;
        sentHeading.focus();
      } else if (outcome.kind === 'problem') {
        showProblem(outcome.problem);
        email.focus();
      } else {
        showError(outcome.error);
      }
    });
  });

  // Desktop: the pointer leaves through the top of the page (towards the tabs or the
  // address bar), once it has been inside it.
  let pointerInside = false;
  document.addEventListener('mousemove', () => (pointerInside = true), { once: true, passive: true });
  document.addEventListener('mouseout', (event) => {
    if (pointerInside && isExitThroughTop(event)) reportGesture(dialog, open('exit-intent') ? 'opened' : 'shut');
  });

  if (options.catchBackButton) catchBackButton(options.readFacts, open, (verdict) => reportGesture(dialog, verdict));
}

/**
 * Counts each leaving gesture the popup has judged (`data-retain-gestures`) and keeps the
 * last verdict (`data-retain-verdict`), after the popup has opened or not. A "stays shut"
 * can then be seen as soon as the gesture is handled, instead of being waited out.
 */
function reportGesture(dialog: HTMLDialogElement, verdict: 'opened' | 'shut' | 'not-leaving'): void {
  dialog.dataset.retainGestures = String(Number(dialog.dataset.retainGestures ?? '0') + 1);
  dialog.dataset.retainVerdict = verdict;
}

/**
 * Phones: after the first interaction, the entry the page arrived with is marked `base`
 * and one entry for the same address is pushed above it (`catch`). Back from it fires
 * `popstate` on this page: the popup opens instead of leaving. If it may not open by
 * then (already shown, ordering), the page goes back once more at once, so the visitor
 * leaves as they meant to. Either way the next back leaves for real: nobody is trapped.
 */
function catchBackButton(readFacts: () => RetainFacts, open: (trigger: RetainTrigger) => boolean, report: (verdict: 'opened' | 'shut' | 'not-leaving') => void): void {
  let caught = false;
  window.addEventListener('popstate', (event) => {
    if (!isLeavingByBack({ state: event.state, caught })) {
      report('not-leaving');
      return;
    }
    caught = true;
    const opened = open('back');
    report(opened ? 'opened' : 'shut');
    if (!opened) history.back();
  });
  // A reload of the `catch` entry, or a return to it: the entries are there already.
  if (retainHistoryMark(history.state) === 'catch') return;

  const stopListening = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, arm, true);
  };
  function arm(): void {
    const verdict = decideRetainPopup(readFacts());
    if (!verdict.open) {
      // Only a page still being checked or a wizard that may go back to step 1 can change.
      if (verdict.reason !== 'page-not-shown' && verdict.reason !== 'ordering') stopListening();
      return;
    }
    stopListening();
    history.replaceState(markHistoryState(history.state, 'base'), '', location.href);
    history.pushState(markHistoryState(history.state, 'catch'), '', location.href);
  }
  for (const type of INTERACTIONS) window.addEventListener(type, arm, { capture: true, passive: true });
}
