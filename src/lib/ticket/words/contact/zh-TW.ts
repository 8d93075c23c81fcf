/**
 * 正體中文（台灣／香港用語） · contact: help/contact-us (support hours, live chat, callback).
 * Keys starting with `contact.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'contact.heading': '聯絡我們',
  'contact.hours.heading': '客服時間',
  'contact.hours.body': '每天早上 10 點到晚上 10 點（香港時間），全年無休。',
  'contact.reply': '客服單通常在 12 小時內回覆，付款問題約 6 小時內回覆。',
  'contact.ways': '連線出問題時，客服單最可靠：它從本站送出，不需要翻牆。',
  'contact.chat.heading': '線上即時客服',
  'contact.chat.body': '按下按鈕才會載入即時客服（由第三方提供），我們不會把你的帳號資料傳給它。在中國大陸可能連不上，連不上時請改用客服單。',
  'contact.chat.start': '開始線上對話',
  'contact.chat.loading': '正在載入即時客服…',
  'contact.chat.ready': '即時客服已開啟，請在對話視窗中留言。',
  'contact.chat.failed': '即時客服載入失敗，請改用本頁上方的客服單，我們一樣會回覆你。',
  'contact.chat.toTicket': '改寫客服單',
  'contact.callback.heading': '預約回電',
  'contact.callback.body': '留下電話或通訊軟體帳號，以及方便的時段，我們會在客服時間內聯絡你。',
  'contact.callback.channel': '聯絡方式',
  'contact.callback.channel.phone': '電話',
  'contact.callback.channel.wechat': '微信',
  'contact.callback.channel.telegram': 'Telegram',
  'contact.callback.channel.whatsapp': 'WhatsApp',
  'contact.callback.channel.line': 'LINE',
  'contact.callback.channel.needsConnection': '{channel}（需要可用的網路連線）',
  'contact.callback.handle': '電話號碼或帳號',
  'contact.callback.handle.hint': '電話請加國碼，例如 +852 5123 4567。',
  'contact.callback.HandleEmpty': '請填寫電話號碼或帳號。',
  'contact.callback.PhoneFormat': '電話號碼請以 + 和國碼開頭，例如 +852 5123 4567。',
  'contact.callback.HandleFormat': '帳號格式不正確。',
  'contact.callback.window': '方便的時段（香港時間）',
  'contact.callback.window.10-13': '10 點到 13 點',
  'contact.callback.window.13-16': '13 點到 16 點',
  'contact.callback.window.16-19': '16 點到 19 點',
  'contact.callback.window.19-22': '19 點到 22 點',
  'contact.callback.WindowEmpty': '請選一個時段。',
  'contact.callback.subject': '預約回電（{channel}）',
  'contact.callback.request': '請在香港時間{window}透過{channel}聯絡{handle}。',
  'contact.callback.send': '預約回電',
  'contact.callback.sending': '正在送出…',
  'contact.callback.sent': '回電預約 #{id}已送出，我們會在你選的時段聯絡你。',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
