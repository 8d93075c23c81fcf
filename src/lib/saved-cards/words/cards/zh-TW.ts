/**
 * 正體中文（台灣／香港用語） · cards: the account page's saved cards (list, add through Stripe, remove).
 * Keys starting with `cards.` (the area rule: ../areas.ts). The card field's own
 * messages are the payment page's (`pay.card.problem.*`), sent with these.
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'cards.heading': '已儲存的卡片',
  'cards.intro': '續費時可以直接用這些卡片付款。卡片資料由 Stripe 保管，Skyline 不會看到完整卡號。',
  'cards.loading': '正在載入已儲存的卡片…',
  'cards.empty': '你還沒有儲存任何卡片。',
  'cards.card': '{brand}末四碼{last4}',
  'cards.expires': '有效期限{month}/{year}',
  'cards.expired': '已過期（有效期限{month}/{year}）',
  'cards.remove': '移除',
  'cards.removeNamed': '移除{card}',
  'cards.removed': '已移除{card}。',
  'cards.add': '新增卡片',
  'cards.added': '已新增{card}。',
  'cards.addedUnnamed': '已新增卡片。',
  'cards.unavailable.hint': '你的網路暫時連不上信用卡服務，已儲存的卡片不受影響。請稍後再試。',
  'cards.form.heading': '新增卡片',
  'cards.form.save': '儲存卡片',
  'cards.form.checking': '正在確認卡片是否已儲存…',
  'cards.form.cancel': '取消',
  'cards.form.declined': '這張卡片無法儲存：發卡銀行沒有接受。請檢查卡片資料，或改用其他卡片。',
  'cards.form.notAdded': '卡片沒有儲存成功，請再試一次。',
  'cards.form.unknown': '連線中斷，無法確認卡片是否已儲存。',
  'cards.form.checkAgain': '再確認一次',
  'cards.dialog.heading': '移除這張卡片？',
  'cards.dialog.body': '{card}將從你的帳號移除，之後續費不能再用它付款。需要時可以再新增。',
  'cards.dialog.confirm': '移除卡片',
  'cards.dialog.removing': '正在移除…',
  'cards.dialog.keep': '保留這張卡片',
  'cards.dialog.failed': '卡片沒有移除，仍在你的帳號中。',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
