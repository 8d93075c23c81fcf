/**
 * 简体中文 · emailDialog: the email binding dialog, loaded on demand (send code, verify, resend, change, revoke, unbind).
 * Keys starting with `emailDialog.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'emailDialog.heading': '邮箱绑定',
  'emailDialog.close': '关闭',
  'emailDialog.label': '邮箱',
  'emailDialog.EmailEmpty': '请填写邮箱。',
  'emailDialog.EmailFormat': '邮箱格式不正确，请检查一下。',
  'emailDialog.send': '发送验证码',
  'emailDialog.sending': '发送中…',
  'emailDialog.unverifiedHint': '这个邮箱还没有验证，验证后才能用来找回账号。',
  'emailDialog.pending.change': '正在更换为{email}：输入发到新邮箱的验证码后才会生效，在此之前仍使用当前邮箱。',
  'emailDialog.pending.sent': '6 位验证码已发送到{email}，有效期至{time}（香港时间）。也可以直接点击邮件里的链接。',
  'emailDialog.code.label': '验证码',
  'emailDialog.code.problem': '请输入 6 位验证码。',
  'emailDialog.verify': '验证',
  'emailDialog.verifying': '验证中…',
  'emailDialog.notReceived': '没收到？请查看垃圾邮件。',
  'emailDialog.resend': '重新发送验证码',
  'emailDialog.resendIn': '{seconds}秒后可重新发送',
  'emailDialog.useAnother': '换一个邮箱',
  'emailDialog.change': '更换邮箱',
  'emailDialog.revoke': '取消这次更换',
  'emailDialog.revokeUnverified': '取消绑定这个邮箱',
  'emailDialog.unbind': '解除绑定',
  'emailDialog.unbind.confirmText': '解除绑定后，登录链接丢失时就无法通过邮箱找回账号。确定要解除吗？',
  'emailDialog.unbind.confirm': '确定解除绑定',
  'emailDialog.unbind.keep': '保留绑定',
  'emailDialog.working': '处理中…',
  'emailDialog.done.send': '验证码已发送。',
  'emailDialog.done.verify': '邮箱已验证，之后可以用它找回账号。',
  'emailDialog.done.revoke': '已取消这次更换。',
  'emailDialog.done.unbind': '已解除绑定邮箱。',
  'emailDialog.cancel': '取消',
} satisfies AreaMessages;
