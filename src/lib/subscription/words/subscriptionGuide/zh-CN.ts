/**
 * 简体中文 · subscriptionGuide: the subscription section's words fetched on demand
 * (loadArea): the step-by-step setup with the other apps and platforms, and the share dialog.
 * Keys starting with `subscriptionGuide.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'subscriptionGuide.setup.heading': '设置 App',
  'subscriptionGuide.setup.platform': '设备类型',
  'subscriptionGuide.setup.thisDevice': '{platform}（当前设备）',
  'subscriptionGuide.setup.elsewhere': '以下是{platform}的步骤。在那台设备上打开这个页面就能一键导入，也可以用它的 App 扫描二维码。',
  'subscriptionGuide.platform.ios': 'iOS',
  'subscriptionGuide.platform.android': 'Android',
  'subscriptionGuide.platform.windows': 'Windows',
  'subscriptionGuide.platform.macos': 'macOS',
  'subscriptionGuide.platform.linux': 'Linux',
  'subscriptionGuide.platform.router': '路由器',
  'subscriptionGuide.step.get': '下载{app}',
  'subscriptionGuide.step.import': '导入订阅',
  'subscriptionGuide.step.importAbove': '点上方的“一键导入{app}”。',
  'subscriptionGuide.step.check': '确认已连接',
  'subscriptionGuide.get.appStoreRegion': '中国大陆区 App Store 没有这些 App，请用其他地区（如香港、美国）的 Apple 账号下载。',
  'subscriptionGuide.get.router': '路由器需使用{system}系统，并在后台安装{app}。',
  'subscriptionGuide.import.copyFor': '复制地址给{app}',
  'subscriptionGuide.import.copied': '地址已复制，接着在{app}粘贴：',
  'subscriptionGuide.paste.clipboard': '打开{app}，在主窗口按{keys}（从剪贴板导入），地址会添加为一条订阅；然后点“更新订阅”。',
  'subscriptionGuide.paste.router': '在路由器后台打开{app}，到订阅设置添加一条订阅，粘贴地址后保存，再更新配置。',
  'subscriptionGuide.check.ios': '在{app}选择订阅里的节点，打开最上方的开关；第一次使用时请允许添加 VPN 配置。',
  'subscriptionGuide.check.android': '在{app}的配置页面选中这条订阅，再点开始连接；第一次使用时请允许 VPN 连接请求。',
  'subscriptionGuide.check.desktop': '在{app}的订阅页面选中这条订阅，再到设置里打开“系统代理”。',
  'subscriptionGuide.check.router': '在{app}的概览页面启动它；连接这台路由器的设备都会通过它上网。',
  'subscriptionGuide.check.confirm': '在 App 里测一次延迟，节点显示毫秒数就说明能连上；再打开任意网站确认能正常加载。几分钟后，这台设备会计入本页的在用设备。',
  'subscriptionGuide.others': '{platform}的其他 App',
  'subscriptionGuide.article': '图文教程',
  'subscriptionGuide.share.heading': '分享使用链接',
  'subscriptionGuide.share.explain': '使用链接只能让 App 连接使用这个服务。管理链接（你的登录链接）可以重置服务、绑定邮箱，请勿分享给任何人。',
  'subscriptionGuide.share.copy': '复制使用链接',
  'subscriptionGuide.share.system': '用其他 App 分享',
  'subscriptionGuide.share.close': '关闭',
  'subscriptionGuide.share.qrAlt': '使用链接的二维码',
  'subscriptionGuide.articles': '更多订阅地址的说明',
} satisfies AreaMessages;
