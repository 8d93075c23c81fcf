/**
 * 简体中文 · subscription: the subscription address, one-click import, the client tutorial and sharing.
 * Keys starting with `subscription.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'subscription.heading': '订阅地址',
} satisfies AreaMessages;
