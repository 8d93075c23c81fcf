/**
 * 正體中文（台灣／香港用語） · loginPage: user/login, login by link or by email (ADR 0032).
 * Keys starting with `loginPage.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'loginPage.heading': '登入',
  'loginPage.intro': 'Skyline 沒有密碼：你的專屬登入連結就是登入方式。貼上連結，或讓我們把連結寄到你綁定的電子郵件。',
  'loginPage.link.heading': '貼上登入連結',
  'loginPage.link.label': '登入連結',
  'loginPage.link.hint': '貼上完整的連結，多出來的空格、換行或全形字元都沒關係。',
  'loginPage.link.submit': '用這個連結登入',
  'loginPage.link.checking': '正在確認登入連結……',
  'loginPage.link.foreign': '這條連結不是本站（{origin}）的登入連結，為了你的安全，我們不會打開它。請只使用 Skyline 給你的連結。',
  'loginPage.link.refused': '這條登入連結已經失效，可能是帳號重設過。請使用最新的登入連結，或用電子郵件重新取得。',
  'loginPage.email.heading': '用電子郵件取得登入連結',
  'loginPage.email.label': '電子郵件',
  'loginPage.email.submit': '寄送登入連結',
  'loginPage.email.sending': '正在寄送……',
  'loginPage.email.sent': '如果{email}已綁定並驗證過 Skyline 帳號，登入連結已經寄出。請查看收件匣，也看看垃圾郵件匣。',
  'loginPage.email.wait': '{seconds}秒後可以再寄一次。',
  'loginPage.email.ready': '可以再寄一次了。',
  'loginPage.email.EmailEmpty': '請輸入電子郵件。',
  'loginPage.email.EmailFormat': '電子郵件格式不正確，請再確認一次。',
  'loginPage.anonymous.heading': '建立帳號時沒有填電子郵件？',
  'loginPage.anonymous.body': '沒有電子郵件的匿名帳號只能用它的登入連結登入：就是建立帳號時讓你複製或下載成文字檔的那條連結，付款完成的頁面上也有。我們無法把它寄給你，遺失了也無法找回。',
  'loginPage.anonymous.bind': '登入後，可以在「我的帳號」綁定電子郵件，以後遺失連結也能用電子郵件取回。',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
