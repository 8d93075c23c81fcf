/**
 * The provider's messages about the bonus (kind `affiliate`, reference §2.5 `message/history`):
 * a bonus booked, a booked bill cancelled (with its reason), a PayPal withdrawal paid,
 * rejected or returned. Written in all three languages like the staff's messages, so the
 * account page shows each in the page's language. Plain text; an operator's reason is
 * quoted as written, never as markup.
 */
import type { CancelReason } from '../../src/lib/affiliate/contract.ts';
import { formatDate, formatMoney } from '../../src/lib/core/i18n/format.ts';
import type { Locale } from '../../src/lib/core/i18n/locales.ts';
import { fromMinor } from '../../src/lib/core/rules/money.ts';
import { insertMessage, type MessageText } from '../account/messages.ts';
import type { SandboxContext } from '../core/context.ts';

export type AffiliateEvent =
  | { kind: 'booked'; amountCents: number; withdrawableAt: Date }
  | { kind: 'cancelled'; amountCents: number; reason: CancelReason }
  | { kind: 'withdrawal-paid'; amountCents: number; reference: string | null }
  | { kind: 'withdrawal-rejected' | 'withdrawal-returned'; amountCents: number; reason: string | null };

const CANCEL_REASON_WORDS: Record<Locale, Record<CancelReason, string>> = {
  'zh-TW': { refunded: '好友已退款', chargeback: '好友的付款遭到拒付', 'self-invite': '查核為邀請自己的帳號', operator: '客服人員取消' },
  'zh-CN': { refunded: '好友已退款', chargeback: '好友的付款被拒付', 'self-invite': '核实为邀请自己的账号', operator: '客服人员取消' },
  'en-US': { refunded: 'your friend was refunded', chargeback: "your friend's payment was charged back", 'self-invite': 'it was found to be a self-invite', operator: 'cancelled by our staff' },
};

const usd = (lang: Locale, cents: number) => formatMoney(lang, { amount: fromMinor(cents), currency: 'USD' });

/** The message in one language. */
function textOf(lang: Locale, event: AffiliateEvent): MessageText {
  const amount = usd(lang, event.amountCents);
  const zhTW = lang === 'zh-TW';
  switch (event.kind) {
    case 'booked': {
      const date = formatDate(lang, event.withdrawableAt.toISOString());
      if (lang === 'en-US') return { title: 'A friend paid: bonus booked', body: `A payment by a friend you invited booked you a bonus of ${amount}. It can be withdrawn from ${date} (Hong Kong time).` };
      return zhTW
        ? { title: '好友付款，獎勵金已入帳', body: `你邀請的好友完成一筆付款，為你記入獎勵金 ${amount}，${date}（香港時間）起可提現。` }
        : { title: '好友付款，奖励金已入账', body: `你邀请的好友完成一笔付款，为你记入奖励金 ${amount}，${date}（香港时间）起可提现。` };
    }
    case 'cancelled': {
      const why = CANCEL_REASON_WORDS[lang][event.reason];
      if (lang === 'en-US') return { title: 'A bonus was cancelled', body: `A bonus of ${amount} was cancelled: ${why}.` };
      return zhTW ? { title: '一筆獎勵金已取消', body: `獎勵金 ${amount} 已取消，原因：${why}。` } : { title: '一笔奖励金已取消', body: `奖励金 ${amount} 已取消，原因：${why}。` };
    }
    case 'withdrawal-paid': {
      const ref = event.reference;
      if (lang === 'en-US') return { title: 'PayPal withdrawal paid', body: `Your withdrawal of ${amount} was paid to your PayPal account.${ref ? ` Reference: ${ref}.` : ''}` };
      return zhTW
        ? { title: 'PayPal 提現已到帳', body: `提現 ${amount} 已付到你的 PayPal 帳號。${ref ? `交易編號：${ref}。` : ''}` }
        : { title: 'PayPal 提现已到账', body: `提现 ${amount} 已付到你的 PayPal 账户。${ref ? `交易编号：${ref}。` : ''}` };
    }
    case 'withdrawal-rejected': {
      const why = event.reason;
      if (lang === 'en-US') return { title: 'PayPal withdrawal not approved', body: `Your withdrawal of ${amount} was not approved and is back in your withdrawable bonus.${why ? ` Reason: ${why}` : ''}` };
      return zhTW
        ? { title: 'PayPal 提現未通過', body: `提現 ${amount} 未通過，金額已退回可提現獎勵金。${why ? `原因：${why}` : ''}` }
        : { title: 'PayPal 提现未通过', body: `提现 ${amount} 未通过，金额已退回可提现奖励金。${why ? `原因：${why}` : ''}` };
    }
    case 'withdrawal-returned': {
      const why = event.reason;
      if (lang === 'en-US') return { title: 'PayPal withdrawal returned', body: `The PayPal payment of ${amount} came back unclaimed and is back in your withdrawable bonus.${why ? ` Note: ${why}` : ''}` };
      return zhTW
        ? { title: 'PayPal 提現已退回', body: `PayPal 付款 ${amount} 未被領取而退回，金額已回到可提現獎勵金。${why ? `備註：${why}` : ''}` }
        : { title: 'PayPal 提现已退回', body: `PayPal 付款 ${amount} 未被领取而退回，金额已回到可提现奖励金。${why ? `备注：${why}` : ''}` };
    }
  }
}

/** Tells the account about a bonus event, in every language (the page picks its own). */
export function notifyAffiliate(ctx: SandboxContext, userUuid: string, event: AffiliateEvent, at: Date): void {
  insertMessage(ctx.db, {
    userUuid,
    at,
    kind: 'affiliate',
    texts: { 'zh-TW': textOf('zh-TW', event), 'zh-CN': textOf('zh-CN', event), 'en-US': textOf('en-US', event) },
  });
}
