/**
 * 简体中文 · reset: resetting a service or the account (new login link and subscription address).
 * Keys starting with `reset.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'reset.heading': '重置',
  'reset.intro.service': '如果登录链接或订阅地址可能已被别人拿到，可以重置：旧的会立即失效，换成新的。',
  'reset.intro.account': '如果登录链接可能已被别人拿到，可以重置：旧链接会立即失效，换成新的。',
  'reset.start.service': '重置登录链接和订阅地址',
  'reset.start.account': '重置登录链接',
  'reset.previewing': '正在确认重置会更改哪些内容…',
  'reset.dialog.heading': '重置前请先确认',
  'reset.changes.heading': '会更改的内容',
  'reset.changes.loginLink': '你的登录链接：换成新链接。旧链接立即失效，所有用旧链接登录的设备和浏览器都会退出登录。',
  'reset.changes.subscription': '{service}的订阅地址：换成新地址。旧地址立即停止更新，每台设备上导入过它的客户端（{clients}）都必须重新导入。',
  'reset.unchanged': '不会更改：你的服务、到期时间、流量、账单和邮箱。',
  'reset.service': '服务 #{id}',
  'reset.understood.service': '我已了解旧的登录链接和订阅地址会立即失效，所有客户端都要重新导入。',
  'reset.understood.account': '我已了解旧的登录链接会立即失效。',
  'reset.understoodMissing': '请先勾选上面的确认，再重置。',
  'reset.confirm': '确认重置',
  'reset.confirming': '正在重置…',
  'reset.cancel': '取消',
  'reset.done.heading': '重置完成',
  'reset.done.oldStopped': '旧的登录链接已失效。',
  'reset.done.subscription': '订阅地址也已更换：请在每台设备的客户端里重新导入服务页面上的新订阅地址。',
  'reset.done.save': '请立即保存新的登录链接：在其他设备或浏览器登录，或这个浏览器丢失登录状态时，都要用它。',
  'reset.done.mailed': '新的登录链接也已发送到{email}。',
  'reset.done.notKept': '这个浏览器无法保存登录状态：请务必复制或下载新链接，关闭此页后只能用它登录。',
  'reset.done.close': '我已保存，关闭',
  'reset.link.label': '你的新登录链接',
  'reset.link.copy': '复制链接',
  'reset.link.copied': '已复制',
  'reset.link.download': '下载为文件',
  'reset.restart': '重新开始重置',
} satisfies AreaMessages;
