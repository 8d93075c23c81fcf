/** order/place: wires the retain popup to the provider and to what the page knows about the visitor. */
import { provider } from '../../lib/core/api/provider.ts';
import { emailRetain } from '../../lib/order/contract.ts';
import { pageLanguage } from '../../lib/core/ui/page-language.ts';
import { mountRetainPopup } from './retain-popup.ts';
import { readRetainFacts, markRetainShown } from './retain-popup-facts.ts';
import { readRetainMessages } from './retain-popup-messages.ts';

const dialog = document.querySelector('dialog[data-retain-popup]');
if (dialog instanceof HTMLDialogElement) {
  const messages = readRetainMessages(dialog.querySelector('[data-retain-messages]'));
  if (!messages) throw new Error('retain popup: its messages are missing or malformed');
  mountRetainPopup(dialog, {
    messages,
    send: (body) => provider.call(emailRetain, { body: { ...body, lang: pageLanguage() } }),
    readFacts: readRetainFacts,
    markShown: markRetainShown,
    // Touch screens without a hovering pointer: phones and tablets, where exit intent cannot be seen.
    catchBackButton: matchMedia('(hover: none) and (pointer: coarse)').matches,
  });
}
