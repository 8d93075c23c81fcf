/**
 * 正體中文（台灣／香港用語） · billsDialog: the cancel-renewal dialog's words, fetched with the dialog (load-area.ts).
 * Keys starting with `billsDialog.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'billsDialog.heading': '取消服務 #{id}的續費？',
  'billsDialog.what': '取消續費後：',
  'billsDialog.keepsWorking': '服務照常使用到{date}（香港時間），之後停止。',
  'billsDialog.noBill': '不會再開出續費帳單。',
  'billsDialog.billCancelled': '尚未付款的續費帳單 #{id}會立即取消。',
  'billsDialog.noRefund': '取消續費不會退款。符合退款規則時（付款後{days}天內；7 天試用為{trialDays}天內；支付寶和微信支付不退款），可以向客服申請退款。',
  'billsDialog.refundLink': '向客服申請退款',
  'billsDialog.final': '取消後無法復原；你隨時可以訂購新方案。',
  'billsDialog.understood': '我明白取消續費無法復原',
  'billsDialog.reason.label': '取消原因（選填）',
  'billsDialog.reason.hint': '最多{max}字，只有我們的團隊會看到。',
  'billsDialog.confirm': '取消續費，服務在{date}結束',
  'billsDialog.sending': '正在取消續費…',
  'billsDialog.checking': '沒有收到回應，正在確認續費是否已取消…',
  'billsDialog.keep': '保留續費',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
