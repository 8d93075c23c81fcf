/**
 * 简体中文（中国大陆用语） · service: the service page.
 * Keys starting with `service.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'service.heading': '我的服务',
  'service.loading': '正在加载你的服务…',
  'service.empty': '你还没有任何服务。',
  'service.orderFirst': '选择套餐',
  'service.status': '状态',
  'service.cycle': '付费周期',
  'service.expires': '到期日',
  'service.usage': '本期用量',
  'service.usageValue': '已用{used}，全速流量共{allowance}',
  'service.speedLimited': '当前限速{mbps} Mbps，将于{date}恢复全速。',
  'service.comingSoon': '用量明细、分享、重置和客户端教程即将上线。',
  'service.switchLabel': '服务',
  'service.number': '服务 #{id}',
  'service.choice': '{service}（{status}）',
} satisfies AreaMessages;
