/**
 * 简体中文（中国大陆用语） · island: what a part of a page says when it could not be drawn.
 * Keys starting with `island.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'island.failed': '这部分页面无法显示。',
  'island.failedHint': '请刷新页面。如果问题持续出现，请联系客服。',
  'island.refresh': '刷新页面',
} satisfies AreaMessages;
