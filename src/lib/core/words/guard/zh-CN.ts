/**
 * 简体中文（中国大陆用语） · guard: the login check, the human check and the login-link capture.
 * Keys starting with `guard.`, `verify.`, `login.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'guard.checking': '正在确认登录状态…',
  'guard.signatureUnverified': '暂时无法确认你的登录状态，但你不会被退出登录；部分信息可能不是最新的。',

  'verify.heading': '正在检查你的浏览器',
  'verify.body': '只需几秒钟，用于防止自动程序滥用服务。',
  'verify.progress': '检查中…',
  'verify.passed': '检查完成，正在前往你要访问的页面…',
  'verify.noscript': '请开启 JavaScript 后继续。检查仅在你的浏览器中进行，不会发送任何个人信息。',

  'login.stored': '你已登录。登录链接已保存在此设备上，并已从地址栏中移除。',
  'login.storageUnavailable': '此浏览器无法保存登录状态，因此链接会保留在地址栏中。请将本页加入书签，方便下次访问。',
  'login.resetElsewhere': '你的登录链接已在另一个标签页重置或更换：旧链接已失效，这个标签页已改用新的登录链接。',
  'login.arrivalRefused': '你打开的登录链接已经失效，可能是账号重置过。你仍以原来的账号登录，这台设备上的登录状态没有改变。',
  'login.emailLinkNeedsLogin': '这条邮箱验证链接需要在已登录的浏览器中打开才能验证。请先在这里打开你的登录链接，再打开邮件中的验证链接；或在“我的账号”页面输入邮件中的 6 位验证码。',

  'guard.offlineCopy': '目前没有网络连接，你看到的是这台设备上保存的页面副本。网络恢复后会自动加载最新内容。',
  'guard.offlinePage.heading': '目前没有网络连接',
  'guard.offlinePage.body': '这个页面你还没有在这台设备上打开过，所以没有保存副本。网络恢复后，这里会自动打开你要的页面。',
  'guard.offlinePage.hint': '打开过的页面离线时仍然可以查看，例如帮助中心。',
  'guard.offlinePage.help': '前往帮助中心',
} satisfies AreaMessages;
