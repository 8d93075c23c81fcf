/**
 * 简体中文 · billsDialog: the cancel-renewal dialog's words, fetched with the dialog (load-area.ts).
 * Keys starting with `billsDialog.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'billsDialog.heading': '取消服务 #{id}的续费？',
  'billsDialog.what': '取消续费后：',
  'billsDialog.keepsWorking': '服务照常使用到{date}（香港时间），之后停止。',
  'billsDialog.noBill': '不会再开出续费账单。',
  'billsDialog.billCancelled': '尚未支付的续费账单 #{id}会立即取消。',
  'billsDialog.noRefund': '取消续费不会退款。符合退款规则时（支付后{days}天内；7 天试用为{trialDays}天内；支付宝和微信支付不退款），可以向客服申请退款。',
  'billsDialog.refundLink': '向客服申请退款',
  'billsDialog.final': '取消后无法恢复；你随时可以订购新套餐。',
  'billsDialog.understood': '我明白取消续费无法恢复',
  'billsDialog.reason.label': '取消原因（选填）',
  'billsDialog.reason.hint': '最多{max}字，只有我们的团队会看到。',
  'billsDialog.confirm': '取消续费，服务在{date}结束',
  'billsDialog.sending': '正在取消续费…',
  'billsDialog.checking': '没有收到回应，正在确认续费是否已取消…',
  'billsDialog.keep': '保留续费',
} satisfies AreaMessages;
