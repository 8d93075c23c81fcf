/**
 * 正體中文（台灣／香港用語） · win: the desktop panel (win, win/import, win/services, win/ticket).
 * Keys starting with `win.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'win.heading': 'Skyline 電腦版',
  'win.intro': '在這裡匯入你的登入連結、查看服務和訂閱網址、一鍵加入電腦上的用戶端，有問題也能直接寫客服單。',
  'win.account.in': '這部電腦已登入你的帳號。',
  'win.account.out': '這部電腦還沒有登入。貼上你的登入連結就能開始使用。',
  'win.nav.label': '電腦版選單',
  'win.nav.home': '電腦版首頁',
  'win.nav.import': '匯入登入連結',
  'win.nav.import.about': '貼上購買後取得的登入連結，讓這部電腦登入你的帳號。',
  'win.nav.services': '我的服務',
  'win.nav.services.about': '狀態、到期日、用量、訂閱網址，以及電腦用戶端的一鍵匯入。',
  'win.nav.ticket': '聯絡客服',
  'win.nav.ticket.about': '寫客服單給我們，大約 12 小時內以電子郵件回覆。',

  'win.update.heading': '有新版本可以更新',
  'win.update.body': '你的{client}用戶端是{current}版，最新版本是{latest}。',
  'win.update.download': '下載{latest}版',
  'win.update.noLink': '請從 Skyline 官方網站下載最新版本；找不到的話請聯絡客服。',
  'win.update.current': '你的{client}用戶端已是最新版本（{current}）。',
  'win.client.windows': 'Windows',
  'win.client.macos': 'macOS',
  'win.client.linux': 'Linux',

  'win.import.heading': '匯入登入連結',
  'win.import.intro': '登入連結在付款完成的頁面、寄給你的電子郵件，或網頁版的帳號頁面。',
  'win.import.label': '登入連結',
  'win.import.hint': '整段貼上即可，多出的空格、換行或全形字元會自動略過。',
  'win.import.submit': '匯入',
  'win.import.checking': '正在確認登入連結…',
  'win.import.foreignHost': '這不是 Skyline 的連結，所以不會打開它。請貼上 Skyline 給你的登入連結。',
  'win.import.refused': '這個登入連結已經失效，帳號可能重設過。請貼上最新的登入連結。',
  'win.import.replaces': '這部電腦已經登入一個帳號；匯入新的登入連結會取代它。',
  'win.import.done': '已匯入，正在打開你的服務…',
  'win.import.retry': '再試一次',

  'win.services.heading': '我的服務',
  'win.services.loading': '正在載入你的服務…',
  'win.services.loggedOut': '這部電腦還沒有登入。',
  'win.services.toImport': '匯入登入連結',
  'win.services.refused': '登入連結已失效，這部電腦已移除它。請匯入最新的登入連結。',
  'win.services.empty': '這個帳號還沒有服務。',
  'win.services.logout': '登出這部電腦',
  'win.service.heading': '{product}（服務 #{id}）',
  'win.service.status': '狀態',
  'win.service.expires': '到期時間',
  'win.service.usage': '本期用量',
  'win.service.address': '訂閱網址',
  'win.service.copy': '複製訂閱網址',
  'win.service.copied': '已複製',
  'win.service.noAddress': '服務使用中才會有訂閱網址。',
  'win.service.clients': '電腦用戶端一鍵匯入',
  'win.service.clients.intro': '按一下就能把訂閱網址加進用戶端。沒有反應的話，請先安裝用戶端。',
  'win.service.platform.windows': 'Windows',
  'win.service.platform.macos': 'macOS',
  'win.service.platform.linux': 'Linux',
  'win.service.importTo': '匯入到{app}',
  'win.service.get': '下載{app}',
  'win.service.recommended': '推薦',
  'win.service.clipboard': '{app}沒有一鍵匯入：先複製訂閱網址，再到{app}選「從剪貼簿匯入」。',

  'win.ticket.heading': '聯絡客服',
  'win.ticket.intro': '寫下你遇到的問題，我們大約 12 小時內以電子郵件回覆；付款問題大約 6 小時。',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
