/**
 * The sandbox's outgoing mail, written once per language, in the catalogue's terms
 * (帳單/账单/bill, 登入連結/登录链接/login link, 客服單/工单/request as `pay.stuck.sent` says, 方案/套餐/plan,
 * the cycle names of `cycle.*`) and the glossaries' rules (docs/i18n/*.md): half-width
 * spaces between Chinese and Latin letters or digits, full-width punctuation, 折 for the
 * part that is paid (the site's `retainDiscountLabel`). Values arrive already formatted (`src/lib/core/i18n/format.ts`, Hong
 * Kong time); these only put them in sentences.
 */
import type { BillingCycle } from '../../../src/lib/core/contract/index.ts';
import type { Locale } from '../../../src/lib/core/i18n/locales.ts';

export interface MailText {
  subject: string;
  body: string;
}

/** Why a login link is mailed: a new account, or an order placed with an email that already has one. */
export type LoginLinkReason = { kind: 'welcome' } | { kind: 'order-on-existing-email'; item: string } | { kind: 'asked' };

export interface SupportReceipt {
  requestId: number;
  subject: string;
  comment: string;
  replyHours: number;
  attachments: readonly string[];
  /** A callback's handle and window (hours, Hong Kong time). Its ticket's text is written for the agents, so the receipt does not repeat it. */
  callback?: { handle: string; window: { from: number; to: number } } | undefined;
}

export interface MailWriters {
  cycle: Record<BillingCycle, string>;
  /** What a bill is for: "Skyline Standard（月繳）", "Skyline Pro（年繳）續費", "Renewal of Skyline Pro (Yearly)". */
  item(product: string, cycle: string, isRenewal: boolean): string;
  loginLink(params: { link: string; reason: LoginLinkReason }): MailText;
  paymentReceived(params: { billId: number; item: string; amount: string; activeUntil: string }): MailText;
  /**
   * The help desk's receipt: the number, when to expect a reply (`replyHours`: 6 for
   * payments, else 12), the files it took, a callback's handle and window (Hong Kong time).
   */
  supportReceipt(params: SupportReceipt): MailText;
  retainFreeTrial(params: { days: number; link: string }): MailText;
  /** `discount`: the site's own label of the offer (`retainDiscountLabel`: "4.5 折", "55% off"). */
  retainDiscountTrial(params: { days: number; amount: string; discount: string; link: string }): MailText;
  /** The email binding's code, and a link to the service page that enters it (valid `minutes`). */
  emailCode(params: { code: string; minutes: number; link: string }): MailText;
  /** A reset was confirmed: the new login link, and whether a subscription address changed too. */
  linkReset(params: { link: string; subscriptionChanged: boolean }): MailText;
  /** A marketing mail (issue 13): an offer, and the unsubscribe page's link (headers carry the one-click address). */
  marketingOffer(params: { link: string; unsubscribeLink: string }): MailText;
  /** The migration finished: the address on the other platform, and until when the service here runs (a formatted date, or null). */
  migrationDone(params: { email: string; serviceUntil: string | null }): MailText;
  /** A friend's invite (issue 25): a fixed template with no free text, see `InviteMail`. */
  invite(params: InviteMail): MailText;
}

/**
 * An invite mail's values (reference §2.7). `inviter`: the inviter's address, masked;
 * `link`: the order page with the code (and a gift's token); `gift`: the trial's days and
 * the token's last moment (formatted, Hong Kong time), or null for a plain invite.
 */
export interface InviteMail {
  inviter: string;
  link: string;
  gift: { days: number; until: string } | null;
  unsubscribeLink: string;
}

/**
 * Who sends invites and where to reach them (Hong Kong UEMO s.8): the sandbox's stand-in
 * sender; the real provider puts its registered name and address here.
 */
export const INVITE_SENDER = {
  zh: 'Skyline 有限公司，香港灣仔港灣道 1 號示範大廈 10 樓 1001 室',
  en: 'Skyline Limited, Room 1001, 10/F, Sample Tower, 1 Harbour Road, Wan Chai, Hong Kong',
} as const;

/**
 * The unsubscribe statement every invite carries in Chinese and English whatever its
 * language (UEMO Regulation s.7): the mail's own language first, then the other.
 */
const inviteUnsubscribe = {
  'zh-TW': (link: string) => `不想再收到 Skyline 的邀請？在這裡退訂：${link}`,
  'zh-CN': (link: string) => `不想再收到 Skyline 的邀请？在这里退订：${link}`,
  'en-US': (link: string) => `Don't want invitations from Skyline? Unsubscribe here: ${link}`,
};

const zhTW: MailWriters = {
  cycle: { Monthly: '月繳', 'Semi-annually': '半年繳', Annually: '年繳', Biennially: '兩年繳', Trial: '7 天試用' },
  item: (product, cycle, isRenewal) => `${product}（${cycle}）${isRenewal ? '續費' : ''}`,
  loginLink: ({ link, reason }) => ({
    subject: '你的 Skyline 登入連結',
    body: [
      reason.kind === 'asked'
        ? '有人在 Skyline 的登入頁面用這個電子郵件要求取得登入連結。如果不是你本人，可以忽略這封郵件：沒有這個連結就無法登入。'
        : reason.kind === 'welcome'
        ? '歡迎使用 Skyline。'
        : `有人用這個電子郵件訂購了 ${reason.item}。這筆訂單已加到你原有的帳號中：請用下面的登入連結登入，完成付款並開始使用。`,
      `用這個登入連結就能登入，請妥善保管，不要分享給別人：\n${link}`,
      '如果遺失了，可以用這個電子郵件重新取得登入連結。',
    ].join('\n\n'),
  }),
  paymentReceived: ({ billId, item, amount, activeUntil }) => ({
    subject: `已收到帳單 #${billId} 的付款`,
    body: `謝謝你，我們已收到帳單 #${billId} 的付款 ${amount}。\n\n項目：${item}\n你的服務有效期限至 ${activeUntil}（香港時間）。`,
  }),
  supportReceipt: ({ requestId, subject, comment, replyHours, attachments, callback }) => ({
    subject: `[Skyline] 已收到客服單 #${requestId}：${subject}`,
    body: [
      ...(callback
        ? [`我們已收到你的客服單 #${requestId}。`, `我們會在香港時間 ${callback.window.from} 點到 ${callback.window.to} 點之間聯絡 ${callback.handle}。`]
        : [`我們已收到你的客服單 #${requestId}，通常會在 ${replyHours} 小時內回覆。`, comment]),
      ...(attachments.length > 0 ? [`附件（${attachments.length} 個）：\n${attachments.join('\n')}`] : []),
    ].join('\n\n'),
  }),
  retainFreeTrial: ({ days, link }) => ({
    subject: `Skyline ${days} 天免費試用`,
    body: `免費試用 Skyline ${days} 天：所有地區都能用，不需要付款。\n\n從這裡開始：${link}`,
  }),
  retainDiscountTrial: ({ days, amount, discount, link }) => ({
    subject: `Skyline ${days} 天試用 ${discount}`,
    body: `${days} 天試用只要 ${amount}（${discount}）。\n\n從這裡開始：${link}`,
  }),
  emailCode: ({ code, minutes, link }) => ({
    subject: `你的 Skyline 驗證碼：${code}`,
    body: [
      `你正在 Skyline 綁定這個電子郵件。驗證碼是：${code}`,
      `驗證碼 ${minutes} 分鐘內有效。也可以直接開啟這個連結完成驗證：\n${link}`,
      '如果不是你本人操作，請忽略這封郵件，你的帳號不會有任何變更。',
    ].join('\n\n'),
  }),
  linkReset: ({ link, subscriptionChanged }) => ({
    subject: '你的 Skyline 登入連結已重設',
    body: [
      `你的登入連結剛剛重設了，舊的登入連結已經失效。${subscriptionChanged ? '服務的訂閱網址也換了新的，每個用戶端都要重新匯入。' : ''}`,
      `新的登入連結如下，請妥善保管，不要分享給別人：\n${link}`,
      '如果不是你本人操作，請立即聯絡客服。',
    ].join('\n\n'),
  }),
  marketingOffer: ({ link, unsubscribeLink }) => ({
    subject: 'Skyline 本月優惠：續費年繳方案更划算',
    body: [
      '感謝你使用 Skyline。本月續費或升級年繳方案，可享額外優惠。',
      `立即查看：${link}`,
      `不想再收到這類郵件？在這裡退訂：\n${unsubscribeLink}`,
    ].join('\n\n'),
  }),
  migrationDone: ({ email, serviceUntil }) => ({
    subject: '你的 Skyline 帳號已遷移到新平台',
    body: [
      `你的帳號已遷移到新平台，請用 ${email} 和你設定的密碼登入新平台。`,
      serviceUntil ? `這裡的服務會照常使用到 ${serviceUntil}（香港時間），之後不會在這裡續費。` : '這裡的帳號不會再續費。',
      '如果不是你本人操作，請立即聯絡客服。',
    ].join('\n\n'),
  }),
  invite: ({ inviter, link, gift, unsubscribeLink }) => ({
    subject: gift ? `${inviter} 送你 ${gift.days} 天 Skyline 免費試用` : `${inviter} 邀請你試用 Skyline`,
    body: [
      gift
        ? `你的朋友 ${inviter} 送你 Skyline ${gift.days} 天免費試用。這份禮物只能領取一次，請在 ${gift.until}（香港時間）前領取。`
        : `你的朋友 ${inviter} 邀請你試用 Skyline。`,
      `${gift ? '領取免費試用' : '看看 Skyline'}：\n${link}`,
      '如果你不認識寄件人，忽略這封信即可，我們不會因為這次邀請再寄信給你。',
      `${inviteUnsubscribe['zh-TW'](unsubscribeLink)}\n${inviteUnsubscribe['en-US'](unsubscribeLink)}`,
      `寄件人：${INVITE_SENDER.zh}\nSender: ${INVITE_SENDER.en}`,
    ].join('\n\n'),
  }),
};

const zhCN: MailWriters = {
  cycle: { Monthly: '月付', 'Semi-annually': '半年付', Annually: '年付', Biennially: '两年付', Trial: '7 天试用' },
  item: (product, cycle, isRenewal) => `${product}（${cycle}）${isRenewal ? '续费' : ''}`,
  loginLink: ({ link, reason }) => ({
    subject: '你的 Skyline 登录链接',
    body: [
      reason.kind === 'asked'
        ? '有人在 Skyline 的登录页面用这个邮箱申请获取登录链接。如果不是你本人操作，可以忽略这封邮件：没有这个链接就无法登录。'
        : reason.kind === 'welcome'
        ? '欢迎使用 Skyline。'
        : `有人用这个邮箱订购了 ${reason.item}。这笔订单已加到你原有的账号中：请用下面的登录链接登录，完成支付并开始使用。`,
      `用这个登录链接即可登录，请妥善保管，不要分享给他人：\n${link}`,
      '如果丢失了，可以用这个邮箱重新获取登录链接。',
    ].join('\n\n'),
  }),
  paymentReceived: ({ billId, item, amount, activeUntil }) => ({
    subject: `已收到账单 #${billId} 的付款`,
    body: `谢谢你，我们已收到账单 #${billId} 的付款 ${amount}。\n\n项目：${item}\n你的服务有效期至 ${activeUntil}（香港时间）。`,
  }),
  supportReceipt: ({ requestId, subject, comment, replyHours, attachments, callback }) => ({
    subject: `[Skyline] 已收到工单 #${requestId}：${subject}`,
    body: [
      ...(callback
        ? [`我们已收到你的工单 #${requestId}。`, `我们会在香港时间 ${callback.window.from} 点到 ${callback.window.to} 点之间联系 ${callback.handle}。`]
        : [`我们已收到你的工单 #${requestId}，通常会在 ${replyHours} 小时内回复。`, comment]),
      ...(attachments.length > 0 ? [`附件（${attachments.length} 个）：\n${attachments.join('\n')}`] : []),
    ].join('\n\n'),
  }),
  retainFreeTrial: ({ days, link }) => ({
    subject: `Skyline ${days} 天免费试用`,
    body: `免费试用 Skyline ${days} 天：所有地区都能用，无需付款。\n\n从这里开始：${link}`,
  }),
  retainDiscountTrial: ({ days, amount, discount, link }) => ({
    subject: `Skyline ${days} 天试用 ${discount}`,
    body: `${days} 天试用只要 ${amount}（${discount}）。\n\n从这里开始：${link}`,
  }),
  emailCode: ({ code, minutes, link }) => ({
    subject: `你的 Skyline 验证码：${code}`,
    body: [
      `你正在 Skyline 绑定这个邮箱。验证码是：${code}`,
      `验证码 ${minutes} 分钟内有效。也可以直接打开这个链接完成验证：\n${link}`,
      '如果不是你本人操作，请忽略这封邮件，你的账号不会有任何变化。',
    ].join('\n\n'),
  }),
  linkReset: ({ link, subscriptionChanged }) => ({
    subject: '你的 Skyline 登录链接已重置',
    body: [
      `你的登录链接刚刚重置了，旧的登录链接已经失效。${subscriptionChanged ? '服务的订阅地址也换了新的，每个客户端都需要重新导入。' : ''}`,
      `新的登录链接如下，请妥善保管，不要分享给他人：\n${link}`,
      '如果不是你本人操作，请立即联系客服。',
    ].join('\n\n'),
  }),
  marketingOffer: ({ link, unsubscribeLink }) => ({
    subject: 'Skyline 本月优惠：续费年付套餐更划算',
    body: [
      '感谢你使用 Skyline。本月续费或升级年付套餐，可享额外优惠。',
      `立即查看：${link}`,
      `不想再收到这类邮件？在这里退订：\n${unsubscribeLink}`,
    ].join('\n\n'),
  }),
  migrationDone: ({ email, serviceUntil }) => ({
    subject: '你的 Skyline 账号已迁移到新平台',
    body: [
      `你的账号已迁移到新平台，请用 ${email} 和你设置的密码登录新平台。`,
      serviceUntil ? `这里的服务会照常使用到 ${serviceUntil}（香港时间），之后不会在这里续费。` : '这里的账号不会再续费。',
      '如果不是你本人操作，请立即联系客服。',
    ].join('\n\n'),
  }),
  invite: ({ inviter, link, gift, unsubscribeLink }) => ({
    subject: gift ? `${inviter} 送你 ${gift.days} 天 Skyline 免费试用` : `${inviter} 邀请你试用 Skyline`,
    body: [
      gift
        ? `你的朋友 ${inviter} 送你 Skyline ${gift.days} 天免费试用。这份礼物只能领取一次，请在 ${gift.until}（香港时间）前领取。`
        : `你的朋友 ${inviter} 邀请你试用 Skyline。`,
      `${gift ? '领取免费试用' : '了解 Skyline'}：\n${link}`,
      '如果你不认识发件人，忽略这封邮件即可，我们不会因为这次邀请再给你发邮件。',
      `${inviteUnsubscribe['zh-CN'](unsubscribeLink)}\n${inviteUnsubscribe['en-US'](unsubscribeLink)}`,
      `发件人：${INVITE_SENDER.zh}\nSender: ${INVITE_SENDER.en}`,
    ].join('\n\n'),
  }),
};

const enUS: MailWriters = {
  cycle: { Monthly: 'Monthly', 'Semi-annually': 'Every 6 months', Annually: 'Yearly', Biennially: 'Every 2 years', Trial: '7-day trial' },
  item: (product, cycle, isRenewal) => `${isRenewal ? 'Renewal of ' : ''}${product} (${cycle})`,
  loginLink: ({ link, reason }) => ({
    subject: 'Your Skyline login link',
    body: [
      reason.kind === 'asked'
        ? 'Someone asked for the login link of this email address on the Skyline login page. If it was not you, you can ignore this mail: nobody can log in without the link.'
        : reason.kind === 'welcome'
        ? 'Welcome to Skyline.'
        : `An order for ${reason.item} was placed with this email address. It belongs to your existing account: log in with the link below to pay for it and to use it.`,
      `This login link logs you in; keep it private:\n${link}`,
      'If you lose it, you can ask for it again with this email address.',
    ].join('\n\n'),
  }),
  paymentReceived: ({ billId, item, amount, activeUntil }) => ({
    subject: `Payment received for bill #${billId}`,
    body: `Thank you. We received ${amount} for bill #${billId}.\n\nFor: ${item}\nYour service is active until ${activeUntil} (Hong Kong time).`,
  }),
  supportReceipt: ({ requestId, subject, comment, replyHours, attachments, callback }) => ({
    subject: `[Skyline] Ticket #${requestId} received: ${subject}`,
    body: [
      ...(callback
        ? [`We have your ticket #${requestId}.`, `We will contact ${callback.handle} between ${callback.window.from}:00 and ${callback.window.to}:00 Hong Kong time.`]
        : [`We have your ticket #${requestId} and usually answer within ${replyHours} hours.`, comment]),
      ...(attachments.length > 0 ? [`Attachments (${attachments.length}):\n${attachments.join('\n')}`] : []),
    ].join('\n\n'),
  }),
  retainFreeTrial: ({ days, link }) => ({
    subject: `Your ${days}-day free Skyline trial`,
    body: `Try Skyline free for ${days} days: every region, no payment needed.\n\nStart here: ${link}`,
  }),
  retainDiscountTrial: ({ days, amount, discount, link }) => ({
    subject: `Your ${days}-day Skyline trial at ${discount}`,
    body: `The ${days}-day trial for ${amount}: ${discount} its price.\n\nStart here: ${link}`,
  }),
  emailCode: ({ code, minutes, link }) => ({
    subject: `Your Skyline verification code: ${code}`,
    body: [
      `You are binding this email to Skyline. Your verification code is: ${code}`,
      `It works for ${minutes} minutes. You can also open this link to finish:\n${link}`,
      'If this was not you, ignore this email; nothing changes on your account.',
    ].join('\n\n'),
  }),
  linkReset: ({ link, subscriptionChanged }) => ({
    subject: 'Your Skyline login link was reset',
    body: [
      `Your login link was just reset, and the old one no longer works.${subscriptionChanged ? ' Your service has a new subscription address too: import it again in every client app.' : ''}`,
      `Your new login link; keep it private:\n${link}`,
      'If this was not you, contact support right away.',
    ].join('\n\n'),
  }),
  marketingOffer: ({ link, unsubscribeLink }) => ({
    subject: 'This month at Skyline: more for less on yearly plans',
    body: [
      'Thank you for using Skyline. Renew or move to a yearly plan this month for an extra discount.',
      `See the offer: ${link}`,
      `Do not want these emails? Unsubscribe here:\n${unsubscribeLink}`,
    ].join('\n\n'),
  }),
  migrationDone: ({ email, serviceUntil }) => ({
    subject: 'Your Skyline account has moved to the new platform',
    body: [
      `Your account is now on the new platform: log in there with ${email} and the password you chose.`,
      serviceUntil ? `Your service here keeps working until ${serviceUntil} (Hong Kong time) and will not renew here.` : 'Nothing will renew here any more.',
      'If this was not you, contact support right away.',
    ].join('\n\n'),
  }),
  invite: ({ inviter, link, gift, unsubscribeLink }) => ({
    subject: gift ? `${inviter} sent you a ${gift.days}-day free trial of Skyline` : `${inviter} invited you to try Skyline`,
    body: [
      gift
        ? `Your friend ${inviter} sent you a ${gift.days}-day free trial of Skyline. It can be claimed once, until ${gift.until} (Hong Kong time).`
        : `Your friend ${inviter} invited you to try Skyline.`,
      `${gift ? 'Claim your free trial' : 'Have a look at Skyline'}:\n${link}`,
      'If you do not know the sender, just ignore this email; we will not write to you again about this invitation.',
      `${inviteUnsubscribe['en-US'](unsubscribeLink)}\n${inviteUnsubscribe['zh-TW'](unsubscribeLink)}`,
      `Sender: ${INVITE_SENDER.en}\n寄件人：${INVITE_SENDER.zh}`,
    ].join('\n\n'),
  }),
};

export const MAIL_TEXTS: Record<Locale, MailWriters> = { 'zh-TW': zhTW, 'zh-CN': zhCN, 'en-US': enUS };
