/**
 * 简体中文 · reset: resetting a service or the account (new login link and subscription address).
 * Keys starting with `reset.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'reset.heading': '重置',
  'reset.intro.service': '如果登录链接或订阅地址可能已被别人拿到，可以重置：旧的会立即失效，换成新的。',
  'reset.intro.account': '如果登录链接可能已被别人拿到，可以重置：旧链接会立即失效，换成新的。',
  'reset.start.service': '重置登录链接和订阅地址',
  'reset.start.account': '重置登录链接',
} satisfies AreaMessages;
