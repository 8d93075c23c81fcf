/**
 * 简体中文 · email: binding an email to the account (send code, verify, resend, unbind).
 * Keys starting with `email.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'email.heading': '邮箱',
  'email.loading': '正在加载邮箱绑定状态…',
  'email.why': '你的账号还没有绑定邮箱。登录链接丢失时，没有邮箱就无法找回账号；绑定后，我们可以把登录链接发给你。',
  'email.prompt.title': '请绑定邮箱，以免账号无法找回',
  'email.prompt.go': '绑定邮箱',
  'email.label': '邮箱',
  'email.EmailEmpty': '请填写邮箱。',
  'email.EmailFormat': '邮箱格式不正确，请检查一下。',
  'email.send': '发送验证码',
  'email.sending': '发送中…',
  'email.status.verified': '{email}（已验证）',
  'email.status.unverified': '{email}（未验证）',
  'email.unverifiedHint': '这个邮箱还没有验证，验证后才能用来找回账号。',
  'email.pending.change': '正在更换为{email}：输入发到新邮箱的验证码后才会生效，在此之前仍使用当前邮箱。',
  'email.pending.sent': '6 位验证码已发送到{email}，有效期至{time}（香港时间）。也可以直接点击邮件里的链接。',
  'email.code.label': '验证码',
  'email.code.problem': '请输入 6 位验证码。',
  'email.verify': '验证',
  'email.verifying': '验证中…',
  'email.notReceived': '没收到？请查看垃圾邮件。',
  'email.resend': '重新发送验证码',
  'email.resendIn': '{seconds}秒后可重新发送',
  'email.useAnother': '换一个邮箱',
  'email.change': '更换邮箱',
  'email.revoke': '取消这次更换',
  'email.revokeUnverified': '取消绑定这个邮箱',
  'email.unbind': '解除绑定',
  'email.unbind.confirmText': '解除绑定后，登录链接丢失时就无法通过邮箱找回账号。确定要解除吗？',
  'email.unbind.confirm': '确定解除绑定',
  'email.unbind.keep': '保留绑定',
  'email.working': '处理中…',
  'email.done.send': '验证码已发送。',
  'email.done.verify': '邮箱已验证，之后可以用它找回账号。',
  'email.done.revoke': '已取消这次更换。',
  'email.done.unbind': '已解除绑定邮箱。',
  'email.cancel': '取消',
} satisfies AreaMessages;
