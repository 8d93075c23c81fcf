/**
 * The sandbox's mail per language holds to the same copy rules as the site's catalogue:
 * each Chinese mail in its own script, the region's own words, spaced by the guide.
 */
import { describe, expect, it } from 'vitest';
import { MAIL_TEXTS, type MailText } from '../../../../sandbox/core/mail/texts.ts';
import { crampedSpacing, FORBIDDEN_TERMS, scriptCheck, termsFrom, type TextCheck } from '../i18n/copy-checks.ts';

/** Every mail of a language, filled with realistic values (the date stands in as digits: format.ts writes it, 2030年4月1日, by its own rules). */
function everyMail(lang: 'zh-TW' | 'zh-CN'): MailText[] {
  const text = MAIL_TEXTS[lang];
  const item = text.item('Skyline Standard', text.cycle.Monthly, false);
  const renewal = text.item('Skyline Pro', text.cycle.Annually, true);
  const link = `https://skyline.example/${lang}/user/service/0#uuid=u1&hmac=ab`;
  return [
    text.loginLink({ link, reason: { kind: 'welcome' } }),
    text.loginLink({ link, reason: { kind: 'order-on-existing-email', item } }),
    text.paymentReceived({ billId: 10001, item: renewal, amount: 'US$7.11', activeUntil: '2030-04-01' }),
    text.supportReceipt({ requestId: 12, subject: '已付款但服務沒有開通', comment: '帳單 #10001', replyHours: 6, attachments: [] }),
    text.supportReceipt({ requestId: 13, subject: '回電', comment: '帳單 #10001', replyHours: 12, attachments: ['receipt.png', 'v2rayN.log'], callback: { handle: '+852 5123 4567', window: { from: 19, to: 22 } } }),
    text.retainFreeTrial({ days: 3, link }),
    text.retainDiscountTrial({ days: 7, amount: 'US$0.41', discount: '4.5 折', link }),
    text.emailCode({ code: '042917', minutes: 15, link: `https://skyline.example/${lang}/user/service/7#email-verify=1&email=a%40example.com&code=042917&timestamp=1900000000&sign=ab` }),
    text.linkReset({ link, subscriptionChanged: true }),
    text.linkReset({ link, subscriptionChanged: false }),
    text.marketingOffer({ link: `https://skyline.example/${lang}/order/place`, unsubscribeLink: `https://skyline.example/${lang}/user/unsubscribe?off_num=0123456789abcdef-1-${'a'.repeat(32)}` }),
    text.migrationDone({ email: 'lin@example.com', serviceUntil: '2030-04-01' }),
    text.migrationDone({ email: 'lin@example.com', serviceUntil: null }),
  ];
}

const offending = (mails: MailText[], check: TextCheck) => mails.flatMap((mail) => [mail.subject, mail.body]).map(check).filter((hit) => hit !== null);

describe('mail copy', () => {
  it('zh-TW mail is Traditional throughout, in Taiwan and Hong Kong wording', () => {
    const mails = everyMail('zh-TW');
    expect(offending(mails, scriptCheck('cn', 'tw', '台'))).toEqual([]);
    expect(offending(mails, termsFrom(FORBIDDEN_TERMS['zh-TW']))).toEqual([]);
    expect(offending(mails, crampedSpacing)).toEqual([]);
  });

  it('zh-CN mail is Simplified throughout, in mainland wording', () => {
    // The support receipt repeats the requester's own subject and words (zh-TW here): left out.
    const mails = everyMail('zh-CN').filter((mail) => !mail.subject.includes('工单'));
    expect(offending(mails, scriptCheck('tw', 'cn'))).toEqual([]);
    expect(offending(mails, termsFrom(FORBIDDEN_TERMS['zh-CN']))).toEqual([]);
    expect(offending(mails, crampedSpacing)).toEqual([]);
  });

  it('names every cycle in every language', () => {
    for (const text of Object.values(MAIL_TEXTS)) expect(Object.keys(text.cycle)).toEqual(['Monthly', 'Semi-annually', 'Annually', 'Biennially', 'Trial']);
  });
});
