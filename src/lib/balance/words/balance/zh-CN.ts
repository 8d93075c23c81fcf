/**
 * 简体中文 · balance: the account page's balance and its history.
 * Keys starting with `balance.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'balance.heading': '余额',
  'balance.available': '可用余额',
  'balance.loading': '正在加载余额…',
  'balance.hint': '支付时可以用余额抵扣账单的全部或一部分。',
  'balance.history.heading': '余额明细',
  'balance.history.loading': '正在加载余额明细…',
  'balance.history.empty': '还没有任何余额变动。',
  'balance.col.date': '日期',
  'balance.col.amount': '金额',
  'balance.col.type': '类型',
  'balance.col.for': '相关账单',
  'balance.col.after': '变动后余额',
  'balance.in': '收入 +{amount}',
  'balance.out': '支出 −{amount}',
  'balance.type.pay-bill': '支付账单',
  'balance.type.withdraw-credit': '奖励金提现到余额',
  'balance.type.top-up': '充值',
  'balance.type.refund': '退款',
  'balance.bill': '账单 #{id}',
  'balance.shown': '已显示{shown}条，共{total}条',
  'balance.more': '显示更早的记录',
  'balance.moreLoading': '正在加载更早的记录…',
} satisfies AreaMessages;
