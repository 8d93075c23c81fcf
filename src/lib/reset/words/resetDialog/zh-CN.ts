/**
 * 简体中文 · resetDialog: the reset dialog's words, fetched with the dialog (load-area.ts).
 * Keys starting with `resetDialog.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'resetDialog.previewing': '正在确认重置会更改哪些内容…',
  'resetDialog.dialog.heading': '重置前请先确认',
  'resetDialog.changes.heading': '会更改的内容',
  'resetDialog.changes.loginLink': '你的登录链接：换成新链接。旧链接立即失效，所有用旧链接登录的设备和浏览器都会退出登录。',
  'resetDialog.changes.subscription': '{service}的订阅地址：换成新地址。旧地址立即停止更新，每台设备上导入过它的客户端（{clients}）都必须重新导入。',
  'resetDialog.unchanged': '不会更改：你的服务、到期时间、流量、账单和邮箱。',
  'resetDialog.service': '服务 #{id}',
  'resetDialog.understood.service': '我已了解旧的登录链接和订阅地址会立即失效，所有客户端都要重新导入。',
  'resetDialog.understood.account': '我已了解旧的登录链接会立即失效。',
  'resetDialog.understood.accountServices': '我已了解旧的登录链接和所有服务的订阅地址会立即失效，每个客户端都要重新导入。',
  'resetDialog.understoodMissing': '请先勾选上面的确认，再重置。',
  'resetDialog.confirm': '确认重置',
  'resetDialog.confirming': '正在重置…',
  'resetDialog.cancel': '取消',
  'resetDialog.done.heading': '重置完成',
  'resetDialog.done.oldStopped': '旧的登录链接已失效。',
  'resetDialog.done.subscription': '订阅地址也已更换：请在每台设备的客户端里重新导入服务页面上的新订阅地址。',
  'resetDialog.done.subscriptions': '所有服务的订阅地址也已更换：每台设备上的每个客户端都需要重新导入，新地址在各服务的页面上。',
  'resetDialog.done.save': '请立即保存新的登录链接：在其他设备或浏览器登录，或这个浏览器丢失登录状态时，都要用它。',
  'resetDialog.done.mailed': '新的登录链接也已发送到{email}。',
  'resetDialog.done.notKept': '这个浏览器无法保存登录状态：请务必复制或下载新链接，关闭此页后只能用它登录。',
  'resetDialog.done.close': '我已保存，关闭',
  'resetDialog.link.label': '你的新登录链接',
  'resetDialog.link.copy': '复制链接',
  'resetDialog.link.copied': '已复制',
  'resetDialog.link.download': '下载为文件',
  'resetDialog.restart': '重新开始重置',
} satisfies AreaMessages;
