/**
 * 简体中文 · email: the email binding as the service page first shows it (state in a line, the prompt, the buttons that open the dialog).
 * Keys starting with `email.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'email.heading': '邮箱',
  'email.why': '你的账号还没有绑定邮箱。登录链接丢失时，没有邮箱就无法找回账号；绑定后，我们可以把登录链接发给你。',
  'email.prompt.title': '请绑定邮箱，以免账号无法找回',
  'email.prompt.go': '绑定邮箱',
  'email.status.verified': '{email}（已验证）',
  'email.status.unverified': '{email}（未验证）',
  'email.state.sent': '验证码已发送到{email}，等待输入。',
  'email.state.change': '正在更换为{email}，等待输入发到新邮箱的验证码。',
  'email.open.code': '输入验证码',
  'email.open.manage': '管理邮箱',
} satisfies AreaMessages;
