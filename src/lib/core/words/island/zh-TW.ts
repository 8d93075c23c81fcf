/**
 * 正體中文（台灣／香港用語） · island: what a part of a page says when it could not be drawn
 * (islands/ui/island-boundary.tsx). Keys starting with `island.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'island.failed': '這部分頁面無法顯示。',
  'island.failedHint': '請重新整理頁面。如果問題持續，請聯絡客服。',
  'island.refresh': '重新整理頁面',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
