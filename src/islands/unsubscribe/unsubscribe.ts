/**
 * user/unsubscribe without a framework (issue 13 item 4; ADR 0035): the page shows a
 * button, and only a press unsubscribes (a mail scanner that follows the link changes
 * nothing). The token is the link's `off_num`; the result is said in words, with the way
 * to subscribe again on the same page. A token that is missing or not ours says so and
 * points to support; a connection failure changes nothing and the button stays.
 */
import type { ApiResult } from '../../lib/core/api/provider-client.ts';
import type { MarketingConsent } from '../../lib/unsubscribe/contract.ts';
import type { Locale } from '../../lib/core/i18n/locales.ts';
import { interpolate } from '../../lib/core/i18n/t.ts';
import { readOffNum } from '../../lib/unsubscribe/off-num.ts';

/** The words the page carries in `data-*` attributes (its area: `unsubscribe.*`). */
export interface UnsubscribeWords {
  button: string;
  sending: string;
  done: string;
  againButton: string;
  againSending: string;
  resubscribed: string;
  invalid: string;
  missing: string;
  failed: string;
}

export interface UnsubscribeDeps {
  locale: Locale;
  words: UnsubscribeWords;
  unsubscribe(offNum: string): Promise<ApiResult<MarketingConsent>>;
  subscribe(offNum: string): Promise<ApiResult<MarketingConsent>>;
}

/** Wires the page's parts; `search` is the address's query. */
export function mountUnsubscribe(root: HTMLElement, search: string, deps: UnsubscribeDeps): void {
  const press = root.querySelector<HTMLButtonElement>('[data-unsubscribe-press]');
  const result = root.querySelector<HTMLElement>('[data-unsubscribe-result]');
  const again = root.querySelector<HTMLElement>('[data-resubscribe]');
  const againPress = root.querySelector<HTMLButtonElement>('[data-resubscribe-press]');
  const help = root.querySelector<HTMLElement>('[data-unsubscribe-help]');
  if (!press || !result || !again || !againPress || !help) throw new Error('unsubscribe: the page is missing its parts');
  const { words } = deps;
  let offNum = readOffNum(search);

  const say = (text: string, kind: 'ok' | 'error') => {
    result.textContent = text;
    result.className = kind === 'error' ? 'notice notice--error' : 'notice';
    result.hidden = false;
  };
  const refused = () => {
    say(offNum === null ? words.missing : words.invalid, 'error');
    press.hidden = true;
    again.hidden = true;
    help.hidden = false;
  };
  if (offNum === null) {
    refused();
    return;
  }

  const run = async (button: HTMLButtonElement, busy: string, idle: string, call: (token: string) => Promise<ApiResult<MarketingConsent>>, onDone: (consent: MarketingConsent) => void) => {
    if (offNum === null || button.disabled) return;
    button.disabled = true;
    button.textContent = busy;
    let answer: ApiResult<MarketingConsent> | null;
    try {
      answer = await call(offNum);
    } catch {
      // The calls' code could not be fetched (the connection dropped before the first press): nothing was sent.
      answer = null;
    }
    button.disabled = false;
    button.textContent = idle;
    if (answer === null) {
      say(words.failed, 'error');
      return;
    }
    if (answer.ok) {
      offNum = answer.data.offNum;
      onDone(answer.data);
      return;
    }
    if (answer.providerError === 'OffNumInvalid' || answer.providerError === 'ValidationFailed') {
      refused();
      return;
    }
    // Nothing changed: the same button can be pressed again.
    say(words.failed, 'error');
  };

  press.addEventListener('click', () =>
    void run(press, words.sending, words.button, deps.unsubscribe, (consent) => {
      say(interpolate(deps.locale, words.done, { email: consent.email }), 'ok');
      press.hidden = true;
      again.hidden = false;
      againPress.focus();
    }),
  );
  againPress.addEventListener('click', () =>
    void run(againPress, words.againSending, words.againButton, deps.subscribe, (consent) => {
      say(interpolate(deps.locale, words.resubscribed, { email: consent.email }), 'ok');
      again.hidden = true;
      press.hidden = false;
      press.focus();
    }),
  );
}
