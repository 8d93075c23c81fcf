/**
 * 简体中文（中国大陆用语） · status: service states and billing cycles, shared by the service page, the wizard and the bill.
 * Keys starting with `status.`, `cycle.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'status.Active': '使用中',
  'status.Pending': '待支付',
  'status.Expired': '已到期',
  'status.Terminated': '已终止',
  'status.Stopped': '已停用',
  'status.Blacklisted': '已封停',
  'status.Blacklisted.hint': '该服务因异常使用已被封停，例如订阅地址外泄、被大量设备同时使用。重置服务会换发新的登录链接和订阅地址，旧的立即失效；如有疑问，请联系客服。',

  'cycle.Monthly': '月付',
  'cycle.Semi-annually': '半年付',
  'cycle.Annually': '年付',
  'cycle.Biennially': '两年付',
  'cycle.Trial': '7 天试用',
} satisfies AreaMessages;
