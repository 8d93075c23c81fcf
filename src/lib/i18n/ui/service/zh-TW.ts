/**
 * 正體中文（台灣／香港用語） · service: the service page.
 * Keys starting with `service.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/i18n/catalogues.test.ts).
 */
const messages = {
  'service.heading': '我的服務',
  'service.loading': '正在載入你的服務…',
  'service.empty': '你還沒有任何服務。',
  'service.orderFirst': '選擇方案',
  'service.status': '狀態',
  'service.cycle': '繳費週期',
  'service.expires': '到期日',
  'service.usage': '本期用量',
  'service.usageValue': '已用{used}，全速流量共{allowance}',
  'service.speedLimited': '目前限速{mbps} Mbps，將於{date}恢復全速。',
  'service.comingSoon': '用量明細、分享、重設與用戶端教學即將推出。',
  'service.switchLabel': '服務',
  'service.number': '服務 #{id}',
  'service.choice': '{service}（{status}）',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
