/**
 * 简体中文（中国大陆用语） · shell: the page shell and the static pages.
 * Keys starting with `brand.`, `lang.`, `shell.`, `notFound.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'brand.name': 'Skyline',

  'lang.name': '简体中文',
  'lang.switcher.label': '语言',

  'shell.skipToContent': '跳到主要内容',
  'shell.nav.label': '主菜单',
  'shell.nav.plans': '套餐',
  'shell.nav.myService': '我的服务',
  'shell.nav.bills': '账单',
  'shell.nav.account': '账号',
  'shell.nav.affiliate': '邀请好友',
  'shell.nav.help': '帮助',
  'shell.nav.login': '登录',
  'shell.footer.label': '页脚',
  'shell.footer.about': '在香港运营，为亚洲各地用户提供服务。所有套餐均不限流量。',
  'shell.footer.support': '真人客服全年无休，每天在线 12 小时',
  'shell.footer.copyright': '© {year} Skyline',
  'shell.footer.links.help': '帮助中心',
  'shell.footer.links.contact': '联系我们',
  'shell.footer.links.refund': '退款政策',


  'notFound.heading': '页面不存在',
  'notFound.body': '该页面不存在，或你没有访问权限。',
  'notFound.home': '返回首页',
  'notFound.help': '获取帮助',
} satisfies AreaMessages;
