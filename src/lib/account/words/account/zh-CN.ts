/**
 * 简体中文 · account: the manage-account page (login link and its recovery sheet, selected service, messages from the provider).
 * Keys starting with `account.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'account.heading': '我的账号',
  'account.loading': '正在加载账号…',

  'account.link.heading': '登录链接',
  'account.link.what': '这条链接就是你的账号：任何人拿到它，都能管理你的服务。请妥善保存，不要分享给别人。',
  'account.link.label': '你的登录链接',
  'account.link.hidden': '登录链接已隐藏。',
  'account.link.reveal': '显示登录链接',
  'account.link.copy': '复制链接',
  'account.link.copied': '已复制',
  'account.link.download': '下载为文本文件',
  'account.link.sheet': '打印备用页',

  'account.sheet.heading': 'Skyline 登录链接备用页',
  'account.sheet.what': '这是你的 Skyline 账号登录链接。在任意浏览器中打开它，或用手机扫描二维码，即可登录并管理你的服务。',
  'account.sheet.danger': '任何持有这条链接的人都能控制你的账号。请把这张纸放在安全的地方，不要拍照或分享。',
  'account.sheet.leak': '如果链接泄露：打开“我的账号”页面，点击“重置登录链接”。旧链接会立即失效，换成新链接；再打印一张新的备用页。',
  'account.sheet.linkLabel': '登录链接',
  'account.sheet.qrAlt': '登录链接的二维码',
  'account.sheet.qrFailed.title': '无法显示二维码',
  'account.sheet.qrFailed.hint': '链接文字仍在页面上，可以照常打印。',
  'account.sheet.local': '这张备用页只在你的设备上生成，没有发送到任何地方。',
  'account.sheet.print': '打印',
  'account.sheet.close': '关闭',

  'account.service.heading': '所选服务',
  'account.service.why': '续费、账单和用量显示的都是这个服务。',
  'account.service.selected': '{service}：{status}',
  'account.service.none': '你还没有服务。',
  'account.service.order': '选购套餐',
  'account.service.open': '查看这个服务',
  'account.service.switch': '切换服务',

  'account.messages.heading': '服务商消息',
  'account.messages.loading': '正在加载消息…',
  'account.messages.empty': '暂时没有消息。',
  'account.messages.kind.service': '服务',
  'account.messages.kind.billing': '账单',
  'account.messages.kind.notice': '公告',
  'account.messages.kind.affiliate': '邀请好友',
  'account.messages.at': '{date}（香港时间）',
  'account.migrate.link': '查看迁移说明并开始迁移',
} satisfies AreaMessages;
