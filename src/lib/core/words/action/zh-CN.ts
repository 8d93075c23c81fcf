/**
 * 简体中文（中国大陆用语） · action: the buttons that offer a way forward (the error catalogue names one per error).
 * Keys starting with `action.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'action.retry': '重试',
  'action.refresh': '刷新页面',
  'action.reorder': '重新下单',
  'action.payAgain': '重新支付',
  'action.contactSupport': '联系客服',
  'action.login': '登录',
  'action.otherMethod': '换一种支付方式',
  'action.dismiss': '关闭',
  'action.bindEmail': '绑定邮箱',
  'action.verifyAgain': '重新进行人机验证',
} satisfies AreaMessages;
