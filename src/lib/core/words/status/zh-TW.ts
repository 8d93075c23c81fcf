/**
 * 正體中文（台灣／香港用語） · status: service states and billing cycles, shared by the service page, the wizard and the bill.
 * Keys starting with `status.`, `cycle.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'status.Active': '使用中',
  'status.Pending': '待付款',
  'status.Expired': '已到期',
  'status.Terminated': '已終止',
  'status.Stopped': '已停用',
  'status.Blacklisted': '已停權',
  'status.Blacklisted.hint': '這項服務因異常使用而被停權，例如訂閱網址外流、被大量裝置同時使用。重設服務會換發新的登入連結和訂閱網址，舊的立即失效；如有疑問，請聯絡客服。',

  'cycle.Monthly': '月繳',
  'cycle.Semi-annually': '半年繳',
  'cycle.Annually': '年繳',
  'cycle.Biennially': '兩年繳',
  'cycle.Trial': '7 天試用',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
