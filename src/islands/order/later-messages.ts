/**
 * The wizard's later steps' strings. order/place puts them in a JSON data block at the
 * end of the page (`#order-wizard-messages`), so they are not parsed before the first
 * paint; the island reads them once, when it goes live. Outside data: decoded with zod,
 * and an unreadable block means the keys show instead of a broken page.
 */
import * as z from 'zod/mini';
import type { LaterStepMessages } from './messages';
import { decodeJson } from '../../lib/core/stores/persist';

export const LATER_MESSAGES_ID = 'order-wizard-messages';

const LaterMessages = z.record(z.string(), z.string());

let laterMessages: LaterStepMessages | undefined;

export function readLaterMessages(): LaterStepMessages {
  laterMessages ??= decodeJson<LaterStepMessages>(LaterMessages, document.getElementById(LATER_MESSAGES_ID)?.textContent ?? undefined, {});
  return laterMessages;
}
