/**
 * 简体中文 · loginPage: user/login, login by link or by email (ADR 0032).
 * Keys starting with `loginPage.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

const messages = {
  'loginPage.heading': '登录',
  'loginPage.intro': 'Skyline 没有密码：你的专属登录链接就是登录方式。粘贴链接，或让我们把链接发送到你绑定的邮箱。',
  'loginPage.link.heading': '粘贴登录链接',
  'loginPage.link.label': '登录链接',
  'loginPage.link.hint': '粘贴完整的链接，多余的空格、换行或全角字符都没关系。',
  'loginPage.link.submit': '用这个链接登录',
  'loginPage.link.checking': '正在确认登录链接……',
  'loginPage.link.foreign': '这条链接不是本站（{origin}）的登录链接，为了你的安全，我们不会打开它。请只使用 Skyline 给你的链接。',
  'loginPage.link.refused': '这条登录链接已经失效，可能是账号重置过。请使用最新的登录链接，或通过邮箱重新获取。',
  'loginPage.email.heading': '通过邮箱获取登录链接',
  'loginPage.email.label': '邮箱',
  'loginPage.email.submit': '发送登录链接',
  'loginPage.email.sending': '正在发送……',
  'loginPage.email.sent': '如果{email}已绑定并验证过 Skyline 账号，登录链接已经发出。请查看收件箱，也看看垃圾邮件箱。',
  'loginPage.email.wait': '{seconds}秒后可以再发送一次。',
  'loginPage.email.ready': '可以再发送一次了。',
  'loginPage.email.EmailEmpty': '请输入邮箱。',
  'loginPage.email.EmailFormat': '邮箱格式不正确，请再确认一下。',
  'loginPage.anonymous.heading': '创建账号时没有填写邮箱？',
  'loginPage.anonymous.body': '没有邮箱的匿名账号只能用它的登录链接登录：就是创建账号时让你复制或下载成文本文件的那条链接，支付完成的页面上也有。我们无法把它发给你，丢失了也无法找回。',
  'loginPage.anonymous.bind': '登录后，可以在“我的账号”绑定邮箱，以后丢失链接也能通过邮箱找回。',
} as const satisfies AreaMessages;

export default messages;
