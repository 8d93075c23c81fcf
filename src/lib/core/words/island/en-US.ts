/**
 * English (US) · island: what a part of a page says when it could not be drawn.
 * Keys starting with `island.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'island.failed': 'This part of the page could not be shown.',
  'island.failedHint': 'Refresh the page. If it keeps happening, contact support.',
  'island.refresh': 'Refresh the page',
} satisfies AreaMessages;
