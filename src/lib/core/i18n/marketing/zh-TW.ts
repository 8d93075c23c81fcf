/**
 * 正體中文：order/place 的行銷內容。用語、標點與空格依 docs/i18n/zh-TW.md；
 * 退款說明在卡片與常見問題裡一字不差（decisions.md「Money and promotions」）。
 */
import type { MarketingCopy } from './types.ts';
import { retainDiscountLabel, RETAIN_FREE_TRIAL_DAYS, TRIAL_DAYS } from '../../../order/offers.ts';

const REFUNDS = '標準方案購買後 30 天內可申請退款，7 天試用則為 3 天內。使用支付寶或微信支付須另付手續費，且付款後無法退款。';

export default {
  hero: {
    title: '連上開放網路，流量不限',
    pitch: 'Skyline 在香港營運，專為亞洲與中國大陸的使用者設計，一分鐘就能完成設定。',
    proofs: [
      { value: '不限流量', label: '每個方案都一樣' },
      { value: '38 組伺服器叢集', label: '遍及 8 個國家和地區' },
      { value: '99.98%', label: '服務可用率' },
    ],
  },
  headings: {
    sections: '為什麼選擇 Skyline',
    quotes: '使用者怎麼說',
    faq: '常見問題',
  },
  sectionsLead: '挑選代理服務時你會在意的事，都寫在這裡。',
  sections: [
    {
      id: 'unlimited-traffic',
      title: '所有方案都不限流量',
      body: '不論月繳還是兩年繳，流量都沒有上限。看影片、傳檔案，都不必精打細算。',
    },
    {
      id: 'global-clusters',
      title: '8 個國家和地區，38 組叢集',
      body: '38 組伺服器叢集遍及 8 個國家和地區，你可以依所在地和用途切換節點。',
    },
    {
      id: 'availability',
      title: '99.98% 服務可用率',
      body: '服務可用率達 99.98%。你需要連線的時候，Skyline 都在。',
    },
    {
      id: 'human-support',
      title: '真人客服，每天 12 小時',
      body: '真人客服全年無休，每天服務 12 小時。客服單約 12 小時內回覆，付款問題 6 小時內協助處理。',
    },
    {
      id: 'every-platform',
      title: '各平台都有用戶端',
      body: 'iOS、macOS、Android、Windows、路由器和 Linux 都有用戶端。iOS 用戶端需另外在 App Store 購買，價格依各地區 App Store 而定。',
    },
    {
      id: 'payment-methods',
      title: '多種付款方式',
      body: '支付寶、微信支付、AlipayHK、銀聯 QR 碼、信用卡或簽帳金融卡（不含銀聯卡）、USDT（TRC20）、PayPal 和餘額都能付款；實際可用的方式依帳號和裝置而定。',
    },
    {
      id: 'refunds',
      title: '退款規則清楚',
      body: REFUNDS,
    },
    {
      id: 'fair-use',
      title: '速度與合理使用',
      body: '每月前 200 GB 維持全速，超過後限速 20 Mbps，等每月用量重新計算時恢復全速。流量本身仍然不限。',
    },
    {
      id: 'login-link',
      title: '不用記密碼',
      body: 'Skyline 沒有密碼，你的專屬登入連結就是鑰匙，點開就登入。請像保管鑰匙一樣保管它。',
    },
    {
      id: 'email-recovery',
      title: '綁定電子郵件，連結弄丟也能找回',
      body: '綁定電子郵件後，就算弄丟登入連結，也能透過電子郵件重新取得。沒有綁定電子郵件的匿名帳號，連結弄丟就無法找回。',
    },
    {
      id: 'trial',
      title: '先試用 7 天',
      body: '用很低的價格先試用 7 天，每人限一次，到期不會自動續費。',
    },
    {
      id: 'privacy',
      title: '不需要提供姓名',
      body: '我們從不要求你提供姓名。你也可以不留電子郵件，直接建立匿名帳號。',
    },
    {
      id: 'quick-setup',
      title: '一分鐘完成設定',
      body: '複製你的訂閱網址，貼到用戶端，就能開始連線。',
    },
    {
      id: 'billing-cycles',
      title: '繳費週期自由選',
      body: '月繳、半年繳、年繳、兩年繳任你選。到期前也能提前續費，服務不中斷。',
    },
    {
      id: 'invite-friends',
      title: '邀請好友，賺獎勵金',
      body: '把你的邀請連結分享給朋友，朋友加入後，你就能賺取獎勵金。',
    },
    {
      id: 'hong-kong',
      title: '在香港營運',
      body: 'Skyline 的團隊在香港，專為亞洲與中國大陸的使用者提供服務。',
    },
  ],
  quotes: [
    { text: '先花一點錢試用 7 天，確定用得順才買年繳。不用記密碼這點我很喜歡。', attribution: '陳小姐，台北' },
    { text: '晚上追劇、白天開視訊會議都靠它，從來不用算流量。', attribution: '阿傑，香港' },
    { text: '付款時卡住了，送出客服單後幾個小時內就有真人回覆。', attribution: '王先生，深圳' },
    { text: '路由器和手機都有用戶端，貼上同一個訂閱網址就設定好了。', attribution: '小林，上海' },
    { text: '我用 USDT 付款，不用留姓名，也不必綁信用卡。', attribution: '黃小姐，澳門' },
    { text: '換了新手機，用綁定的電子郵件重新收到登入連結，服務都還在。', attribution: '李先生，新加坡' },
  ],
  visitor: {
    heading: '你目前的連線資訊',
    intro: '你造訪的每個網站都看得到這些資訊。',
    labels: {
      ip: 'IP 位址',
      location: '所在地',
      isp: '網路供應商',
      os: '作業系統',
      browser: '瀏覽器',
    },
    checking: '查詢中…',
    unknown: '無法取得',
    browserNames: { wechat: '微信', uc: 'UC 瀏覽器', samsung: '三星瀏覽器' },
  },
  faq: [
    {
      id: 'refunds',
      question: '可以退款嗎？',
      answer: REFUNDS,
    },
    {
      id: 'trial',
      question: '7 天試用怎麼算？',
      answer: '7 天試用是一次性的方案，每人限一次，到期不會自動續費。想繼續使用的話，再選擇月繳或其他繳費週期就可以。',
    },
    {
      id: 'payment-methods',
      question: '可以用哪些方式付款？',
      answer: '支付寶、微信支付、AlipayHK、銀聯 QR 碼、信用卡或簽帳金融卡（不含銀聯卡）、USDT（TRC20）、PayPal 和餘額。可用的方式依你的帳號和裝置而不同，下單時會列出來。',
    },
    {
      id: 'fair-use',
      question: '真的不限流量嗎？',
      answer: '真的不限。為了讓每個人都用得順，每月前 200 GB 維持全速，超過後限速 20 Mbps，等每月用量重新計算時恢復全速。',
    },
    {
      id: 'lost-login-link',
      question: '登入連結弄丟了怎麼辦？',
      answer: '如果帳號綁定並驗證了電子郵件，在登入頁輸入電子郵件，我們就會把登入連結寄給你。沒有綁定電子郵件的匿名帳號無法找回，請把連結存好，或及早綁定電子郵件。',
    },
    {
      id: 'no-password',
      question: '為什麼沒有密碼？',
      answer: '登入連結只屬於你一個人，點開就登入，不必記任何密碼。請像保管鑰匙一樣保管它，不要分享給別人。',
    },
    {
      id: 'getting-started',
      question: '付款後要怎麼開始使用？',
      answer: '在裝置上安裝用戶端，把訂閱網址貼進去，大約一分鐘就能連線。說明中心有各平台的使用教學。',
    },
    {
      id: 'support',
      question: '遇到問題怎麼聯絡客服？',
      answer: '到說明中心送出客服單，或使用線上即時客服。真人客服全年無休，每天服務 12 小時；客服單約 12 小時內回覆，付款問題 6 小時內協助處理。',
    },
  ],
  retain: {
    heading: '離開之前，先試用看看',
    intro: '留下你的電子郵件，選一個試用優惠，我們馬上寄給你。',
    offersLegend: '選擇試用優惠',
    freeTrial: {
      title: `免費試用 ${RETAIN_FREE_TRIAL_DAYS} 天`,
      note: '不用付款，留下電子郵件就能開始。',
    },
    discountTrial: {
      title: `${TRIAL_DAYS} 天試用享 ${retainDiscountLabel('zh-TW')}`,
      note: '試用時間更長，每人限一次，到期不會自動續費。',
    },
    emailLabel: '你的電子郵件',
    submit: '把優惠寄給我',
    sending: '寄送中…',
    close: '關閉',
    problems: {
      EmailEmpty: '請輸入有效的電子郵件。',
      EmailFormat: '電子郵件格式不正確。',
      MailboxRefused: '網易的 163、126 和 yeah 信箱會擋掉我們的郵件，請改用其他電子郵件。',
      EmailRegistered: '這個電子郵件已經有 Skyline 帳號了，請直接登入。',
    },
    login: '前往登入',
    sent: {
      heading: '已寄出，請查看收件匣',
      to: '寄送到',
      hint: '幾分鐘內沒收到的話，請看看垃圾郵件資料夾。',
      done: '完成',
    },
  },
} satisfies MarketingCopy;
