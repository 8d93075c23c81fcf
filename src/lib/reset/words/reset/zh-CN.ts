/**
 * 简体中文 · reset: resetting a service or the account (new login link and subscription address).
 * Keys starting with `reset.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'reset.heading': '重置',
  'reset.intro.service': '如果登录链接或订阅地址可能已被别人拿到，可以重置：旧的会立即失效，换成新的。',
  'reset.intro.account': '如果登录链接可能已被别人拿到，可以重置：旧的登录链接和每个服务的订阅地址会立即失效，换成新的，所有客户端都需要重新导入。',
  'reset.start.service': '重置登录链接和订阅地址',
  'reset.start.account': '重置登录链接和所有订阅地址',
} satisfies AreaMessages;
