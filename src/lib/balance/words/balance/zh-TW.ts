/**
 * 正體中文（台灣／香港用語） · balance: the account page's balance and its history.
 * Keys starting with `balance.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'balance.heading': '餘額',
  'balance.available': '可用餘額',
  'balance.loading': '正在載入餘額…',
  'balance.hint': '付款時可以用餘額折抵帳單的全部或一部分。',
  'balance.history.heading': '餘額紀錄',
  'balance.history.loading': '正在載入餘額紀錄…',
  'balance.history.empty': '目前還沒有任何餘額紀錄。',
  'balance.col.date': '日期',
  'balance.col.amount': '金額',
  'balance.col.type': '類型',
  'balance.col.for': '相關帳單',
  'balance.col.after': '異動後餘額',
  'balance.in': '存入 +{amount}',
  'balance.out': '支出 −{amount}',
  'balance.type.pay-bill': '帳單付款',
  'balance.type.withdraw-credit': '獎勵金提領至餘額',
  'balance.type.top-up': '儲值',
  'balance.type.refund': '退款',
  'balance.bill': '帳單 #{id}',
  'balance.shown': '已顯示{shown}筆，共{total}筆',
  'balance.more': '顯示更早的紀錄',
  'balance.moreLoading': '正在載入更早的紀錄…',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
