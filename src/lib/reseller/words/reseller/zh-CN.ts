/**
 * 简体中文 · reseller: a service sold through a reseller. Keys starting with `reseller.`.
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'reseller.heading': '经销商',
  'reseller.soldBy': '这个服务是向{name}购买的。',
  'reseller.support.theirs': '这个服务的问题请联系{name}，他们会直接帮你处理：',
  'reseller.support.ours': '{name}的联系方式如下，也可以联系我们的客服：',
  'reseller.support.email': '邮箱',
  'reseller.support.url': '客服网站',
  'reseller.support.hours': '服务时间：{hours}',
  'reseller.support.contact': '联系{name}',
  'reseller.login.heading': '客户端登录',
  'reseller.login.intro': '{name}给了你一个客户端登录账号。忘记密码或密码可能泄露时，可以在这里重置。',
  'reseller.login.start': '重置客户端密码',
  'reseller.login.notAllowed': '{name}不支持自行重置密码，需要时请联系他们。',
  'reseller.dialog.heading': '重置客户端密码',
  'reseller.dialog.checking': '正在确认要重置的登录账号…',
  'reseller.dialog.username': '登录账号：{username}',
  'reseller.dialog.what': '会生成一个新密码，旧密码立即失效，用旧密码登录的每个 App 和设备都需要用新密码重新登录。',
  'reseller.dialog.panel': '新密码也用于登录{name}的会员网站。',
  'reseller.dialog.confirm': '生成新密码',
  'reseller.dialog.resetting': '正在重置…',
  'reseller.dialog.cancel': '取消',
  'reseller.done.heading': '新密码已生成',
  'reseller.done.once': '新密码只显示这一次，我们不会保存它。请现在记下来或复制到密码管理器。',
  'reseller.done.username': '登录账号',
  'reseller.done.password': '新密码',
  'reseller.done.copy': '复制密码',
  'reseller.done.copied': '已复制',
  'reseller.done.close': '已记下，关闭',
  'reseller.lost': '没有收到重置的结果：密码可能已经更换。请再重置一次，拿到新密码。',
} satisfies AreaMessages;
