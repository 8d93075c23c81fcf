/**
 * 正體中文（台灣／香港用語） · landing: the Android ad landing page (landing-page/android-app).
 * Keys starting with `landing.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'landing.android.heading': 'Skyline Android 版',
  'landing.android.pitch': '一鍵連線，穩定又快。38 組伺服器叢集分佈在 8 個國家和地區，流量不限，真人客服每天 12 小時。',
  'landing.android.features': 'App 能做什麼',
  'landing.android.feature.connect': '一鍵連線，並自動選出目前最快的節點。',
  'landing.android.feature.login': '貼上登入連結就能登入，不需要密碼。',
  'landing.android.feature.usage': '隨時查看用量、到期日和裝置數。',
  'landing.android.feature.trial': '在 App 裡就能開始 7 天試用或續訂。',
  'landing.android.download.heading': '下載 APK',
  'landing.android.download.button': '下載 Skyline {version}（APK）',
  'landing.android.download.version': '版本',
  'landing.android.download.released': '發布日期',
  'landing.android.download.size': '檔案大小',
  'landing.android.download.bytes': '{count}位元組',
  'landing.android.download.minimumOs': '系統需求',
  'landing.android.download.sha256': 'SHA-256',
  'landing.android.download.checkHint': '下載後可用檔案管理或校驗工具算出 SHA-256，和上面的值一致，就代表檔案完整、沒被改過。',
  'landing.android.download.unavailable': '目前無法提供下載，請稍後再試，或聯絡我們取得安裝檔。',
  'landing.android.download.contact': '聯絡客服',
  'landing.android.install.heading': '允許安裝 App',
  'landing.android.install.intro': '從瀏覽器下載的 App，Android 會先請你允許這個瀏覽器安裝應用程式（只需要設定一次）：',
  'landing.android.install.step1': '點上面的按鈕下載，完成後在通知列或「下載」中開啟安裝檔。',
  'landing.android.install.step2': '系統提示「基於安全考量，你的手機目前不允許安裝這個來源的不明應用程式」時，點「設定」。',
  'landing.android.install.step3': '開啟「允許這個來源的應用程式」，再返回。',
  'landing.android.install.step4': '點「安裝」，完成後開啟 Skyline，貼上登入連結或開始試用。',
  'landing.android.install.after': '安裝完成後，可以回到設定關閉這個瀏覽器的安裝權限。',
  'landing.android.inApp.heading': '請用瀏覽器開啟這個頁面',
  'landing.android.inApp.body': '微信、QQ 等 App 內建的瀏覽器會擋下 APK 下載。請點右上角的「⋯」，選「在瀏覽器開啟」，再下載。',
  'landing.android.inApp.address': '也可以複製這個網址，貼到瀏覽器：',
  'landing.android.alreadyInApp': '你已經在 Skyline App 裡，不需要再下載。',
  'landing.android.plans': '查看方案和 7 天試用',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
