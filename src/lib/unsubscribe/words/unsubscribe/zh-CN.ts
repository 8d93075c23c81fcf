/** 简体中文 · unsubscribe: user/unsubscribe. Keys and {placeholders} as zh-TW's. */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'unsubscribe.heading': '退订营销邮件',
  'unsubscribe.intro': '按下按钮后，我们就不会再给你发送优惠和活动邮件。账单、登录链接和服务通知不受影响，仍会照常发送。',
  'unsubscribe.button': '退订营销邮件',
  'unsubscribe.sending': '正在退订…',
  'unsubscribe.done': '已退订。{email}不会再收到 Skyline 的营销邮件。',
  'unsubscribe.again.body': '改变主意了？随时可以在这里重新订阅。',
  'unsubscribe.again.button': '重新订阅',
  'unsubscribe.again.sending': '正在重新订阅…',
  'unsubscribe.resubscribed': '已重新订阅。{email}会再收到 Skyline 的优惠和活动邮件，每封邮件都可以退订。',
  'unsubscribe.invalid': '这个退订链接无效或已经失效（例如你之后又重新订阅了）。请改用最新一封邮件里的退订链接，或联系客服，我们会帮你退订。',
  'unsubscribe.missing': '这个链接不完整，缺少退订代码。请从邮件重新打开退订链接，或联系客服，我们会帮你退订。',
  'unsubscribe.failed': '暂时连不上服务器，还没有变更。请稍后再按一次。',
  'unsubscribe.contact': '联系客服',
} satisfies AreaMessages;
