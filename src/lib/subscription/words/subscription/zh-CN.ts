/**
 * 简体中文 · subscription: the subscription address as the service page and the paid
 * view show it up front: copy, QR code, the share button, one-tap import into the
 * recommended app and its "didn't open?" steps (the rest is in ../subscriptionGuide).
 * Keys starting with `subscription.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'subscription.heading': '订阅地址',
  'subscription.intro': '把这个地址导入设备上的 App 就能连接。它是使用链接：拿到的人都能用你的流量，只分享给你信任的人。',
  'subscription.loading': '正在加载订阅地址…',
  'subscription.unavailable': '暂时无法显示订阅地址，请联系客服。',
  'subscription.copy': '复制地址',
  'subscription.copied': '已复制',
  'subscription.qr.show': '显示二维码',
  'subscription.qr.hide': '隐藏二维码',
  'subscription.qr.alt': '订阅地址的二维码',
  'subscription.qr.hint': '用手机上的 App 扫码即可添加订阅，大多数 App 都支持扫码。',
  'subscription.qr.unavailable.title': '无法显示二维码',
  'subscription.fallback.hint': '请改为复制上方的地址，或再试一次。',
  'subscription.get.appStore': '去 App Store 下载{app}',
  'subscription.get.site': '{app}官网',
  'subscription.get.releases': '{app}官方下载页',
  'subscription.import.oneTap': '一键导入{app}',
  'subscription.import.opening': '正在打开{app}…',
  'subscription.import.unanswered': '没有打开{app}？',
  'subscription.import.install': '还没安装的话，请先下载：',
  'subscription.paste.url': '也可以手动添加：复制地址，在{app}添加订阅（或配置）时选择从链接导入，粘贴后保存并更新。',
  'subscription.inApp.title': '请在浏览器中打开',
  'subscription.inApp.hint': '{browser}里的网页无法打开其他 App。请点右上角“···”，选择“在浏览器打开”，再从那里一键导入。你仍可以在这里复制地址或扫描二维码。',
  'subscription.inApp.wechat': '微信',
  'subscription.inApp.qq': 'QQ',
  'subscription.guide.open': '分步设置与其他 App',
  'subscription.guide.unavailable.title': '无法加载设置步骤',
  'subscription.share.open': '分享使用链接',
  'subscription.share.unavailable.title': '无法打开分享窗口',
  'subscription.articles.link': '订阅地址使用说明',
  'subscription.articles.heading': '订阅地址使用说明',
  'subscription.articles.intro': '如何使用、保管和更新你的订阅地址。',
  'subscription.articles.empty': '目前没有说明文章，有问题请联系客服。',
  'subscription.articles.updated': '更新于{date}',
} satisfies AreaMessages;
