/**
 * 简体中文 · help: the help centre's pages (issue 12).
 * Keys starting with `help.` (the area rule: ../areas.ts); the same keys as zh-TW.ts.
 */
import type { AreaMessages } from './zh-TW.ts';

const messages = {
  'help.heading': '帮助中心',
  'help.article.documentTitle': '{title} | 帮助中心 | Skyline',
  'help.intro': '设置教程、付款与账号问题，以及连不上时该怎么办。',
  'help.breadcrumb': '当前位置',
  'help.updated': '更新于{date}',
  'help.inSection': '同一分类的其他文章',
  'help.contact.heading': '还需要帮助？',
  'help.contact.body': '客服每天在线 12 小时，一般问题约 12 小时内回复，付款问题约 6 小时。',
  'help.contact.link': '联系客服',
} satisfies AreaMessages;

export default messages;
