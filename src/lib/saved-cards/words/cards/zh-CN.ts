/**
 * 简体中文 · cards: the account page's saved cards (list, add through Stripe, remove).
 * Keys starting with `cards.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'cards.heading': '已保存的卡片',
  'cards.intro': '续费时可以直接用这些卡片支付。卡片信息由 Stripe 保管，Skyline 不会看到完整卡号。',
  'cards.loading': '正在加载已保存的卡片…',
  'cards.empty': '你还没有保存任何卡片。',
  'cards.card': '{brand}尾号{last4}',
  'cards.expires': '有效期至{month}/{year}',
  'cards.expired': '已过期（有效期至{month}/{year}）',
  'cards.remove': '移除',
  'cards.removeNamed': '移除{card}',
  'cards.removed': '已移除{card}。',
  'cards.add': '添加卡片',
  'cards.added': '已添加{card}。',
  'cards.addedUnnamed': '已添加卡片。',
  'cards.unavailable.hint': '你的网络暂时无法连接信用卡服务，已保存的卡片不受影响。请稍后再试。',
  'cards.form.heading': '添加卡片',
  'cards.form.save': '保存卡片',
  'cards.form.checking': '正在确认卡片是否已保存…',
  'cards.form.cancel': '取消',
  'cards.form.declined': '这张卡片无法保存：发卡行没有接受。请检查卡片信息，或换一张卡。',
  'cards.form.notAdded': '卡片没有保存成功，请再试一次。',
  'cards.form.unknown': '连接中断，无法确认卡片是否已保存。',
  'cards.form.checkAgain': '再确认一次',
  'cards.dialog.heading': '移除这张卡片？',
  'cards.dialog.body': '{card}将从你的账号中移除，之后续费不能再用它支付。需要时可以重新添加。',
  'cards.dialog.confirm': '移除卡片',
  'cards.dialog.removing': '正在移除…',
  'cards.dialog.keep': '保留这张卡片',
  'cards.dialog.failed': '卡片没有移除，仍在你的账号中。',
} satisfies AreaMessages;
