/**
 * 简体中文 · landing: the Android ad landing page (landing-page/android-app).
 * Keys starting with `landing.` (the area rule: ../areas.ts).
 */
import type { AreaMessages } from './zh-TW.ts';

export default {
  'landing.android.heading': 'Skyline Android 版',
  'landing.android.pitch': '一键连接，稳定又快。38 组服务器集群分布在 8 个国家和地区，流量不限，人工客服每天 12 小时。',
  'landing.android.features': 'App 能做什么',
  'landing.android.feature.connect': '一键连接，并自动选出当前最快的节点。',
  'landing.android.feature.login': '粘贴登录链接即可登录，无需密码。',
  'landing.android.feature.usage': '随时查看用量、到期日和设备数。',
  'landing.android.feature.trial': '在 App 里就能开始 7 天试用或续费。',
  'landing.android.download.heading': '下载 APK',
  'landing.android.download.button': '下载 Skyline {version}（APK）',
  'landing.android.download.version': '版本',
  'landing.android.download.released': '发布日期',
  'landing.android.download.size': '文件大小',
  'landing.android.download.bytes': '{count}字节',
  'landing.android.download.minimumOs': '系统要求',
  'landing.android.download.sha256': 'SHA-256',
  'landing.android.download.checkHint': '下载后可用文件管理或校验工具算出 SHA-256，与上面的值一致，就说明文件完整、未被篡改。',
  'landing.android.download.unavailable': '暂时无法提供下载，请稍后再试，或联系我们获取安装包。',
  'landing.android.download.contact': '联系客服',
  'landing.android.install.heading': '允许安装 App',
  'landing.android.install.intro': '从浏览器下载的 App，Android 会先请你允许这个浏览器安装应用（只需设置一次）：',
  'landing.android.install.step1': '点上面的按钮下载，完成后在通知栏或“下载”中打开安装包。',
  'landing.android.install.step2': '系统提示“出于安全考虑，已禁止安装来自此来源的未知应用”时，点“设置”。',
  'landing.android.install.step3': '打开“允许来自此来源的应用”，再返回。',
  'landing.android.install.step4': '点“安装”，完成后打开 Skyline，粘贴登录链接或开始试用。',
  'landing.android.install.after': '安装完成后，可以回到设置关闭这个浏览器的安装权限。',
  'landing.android.inApp.heading': '请用浏览器打开本页',
  'landing.android.inApp.body': '微信、QQ 等 App 内置的浏览器会拦截 APK 下载。请点右上角的“⋯”，选择“在浏览器打开”，再下载。',
  'landing.android.inApp.address': '也可以复制这个网址，粘贴到浏览器：',
  'landing.android.alreadyInApp': '你已经在 Skyline App 里，无需再下载。',
  'landing.android.plans': '查看套餐和 7 天试用',
} satisfies AreaMessages;
