/**
 * Mail in the buyer's language: the calls that lead to mail carry the page language,
 * the account keeps it (each order updates it), and every mail is written in it and
 * links to pages in it.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { HUMAN_TOKEN_HEADER, ticketFields } from '../../src/lib/core/contract/index.ts';
import { MailView } from '../../sandbox/core/control/schemas.ts';
import { order, pay, settle, uniqueEmail } from './buying.ts';
import { humanToken, TEST_SITE_ORIGIN, useHarness } from './harness.ts';

const h = useHarness();

const mailTo = async (to: string) => z.array(MailView).parse((await h.call(`/__sandbox/api/mail?to=${encodeURIComponent(to)}`)).json);
const mailOfKind = async (to: string, kind: string) => (await mailTo(to)).filter((mail) => mail.kind === kind);

/** Orders a plan with a new email from a page in `lang`, then pays it by Alipay's cashier. */
async function buyFromPage(lang: string, name: string) {
  const email = uniqueEmail(name);
  const placed = await order(h, { email, lang });
  if (!placed.login) throw new Error('a new email gets its login');
  const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'alipay' }, placed.login);
  if (instruction.kind !== 'qr') throw new Error(`expected a QR code, got ${instruction.kind}`);
  await settle(h, instruction.paymentId, 'pay');
  return { email, placed };
}

describe('mail in the language of the page the order came from', () => {
  it('writes a zh-CN order’s login link and payment receipt in Simplified Chinese, linking to /zh-CN/', async () => {
    const { email, placed } = await buyFromPage('zh-CN', 'zh-cn.buyer');
    const [login] = await mailOfKind(email, 'login-link');
    expect(login?.subject).toBe('你的 Skyline 登录链接');
    expect(login?.body).toContain(`${TEST_SITE_ORIGIN}/zh-CN/user/service/0#uuid=${placed.login?.uuid}`);
    const [received] = await mailOfKind(email, 'payment-received');
    expect(received?.subject).toBe(`已收到账单 #${placed.invoiceId} 的付款`);
    // Alipay's 3% fee on 6.90; the cycle by the catalogue's zh-CN name; the date in Hong Kong time.
    expect(received?.body).toContain('Skyline Standard（月付）');
    expect(received?.body).toContain('US$7.11');
    expect(received?.body).toContain('（香港时间）');
  });

  it('writes an en-US order’s mail in English, linking to /en-US/', async () => {
    const { email, placed } = await buyFromPage('en-US', 'en-us.buyer');
    const [login] = await mailOfKind(email, 'login-link');
    expect(login?.subject).toBe('Your Skyline login link');
    expect(login?.body).toContain(`${TEST_SITE_ORIGIN}/en-US/user/service/0#uuid=${placed.login?.uuid}`);
    const [received] = await mailOfKind(email, 'payment-received');
    expect(received?.subject).toBe(`Payment received for bill #${placed.invoiceId}`);
    expect(received?.body).toContain('Skyline Standard (Monthly)');
    expect(received?.body).toContain('7.11');
    expect(received?.body).toContain('(Hong Kong time)');
  });

  it('keeps zh-TW when no language is sent (other clients), with 帳單 and a /zh-TW/ link', async () => {
    const email = uniqueEmail('no-lang.buyer');
    const placed = await order(h, { email });
    const [login] = await mailOfKind(email, 'login-link');
    expect(login?.subject).toBe('你的 Skyline 登入連結');
    expect(login?.body).toContain(`${TEST_SITE_ORIGIN}/zh-TW/user/service/0#uuid=${placed.login?.uuid}`);
  });

  it('follows the language of the latest order for an email that already has an account', async () => {
    const email = uniqueEmail('switches.language');
    const owner = await h.createAccount({ email, emailStatus: 'verified', lang: 'zh-TW' });
    await order(h, { email, lang: 'en-US', cycle: 'Annually' });
    const [notice] = await mailOfKind(email, 'login-link');
    expect(notice?.body).toContain('An order for Skyline Standard (Yearly) was placed with this email address.');
    expect(notice?.body).toContain(`${TEST_SITE_ORIGIN}/en-US/user/service/0#uuid=${owner.uuid}`);

    await order(h, { email, lang: 'zh-CN' });
    const [latest] = await mailOfKind(email, 'login-link');
    expect(latest?.body).toContain('有人用这个邮箱订购了 Skyline Standard（月付）。');
    expect(latest?.body).toContain('/zh-CN/user/service/0#');
  });
});

describe('mail with no account behind it, in the language of the page it was asked from', () => {
  it('sends the retain offers in zh-CN and en-US, linking to that language’s order page', async () => {
    const zhCn = uniqueEmail('retain.zh-cn');
    await h.call('/au/api/v1/email/retain', { method: 'POST', body: { email: zhCn, offer: 'discount-trial', lang: 'zh-CN' } });
    const [discount] = await mailTo(zhCn);
    expect(discount).toMatchObject({ kind: 'retain-discount-trial', subject: 'Skyline 7 天试用 4.5 折' });
    expect(discount?.body).toContain('US$0.41');
    expect(discount?.body).toContain(`${TEST_SITE_ORIGIN}/zh-CN/order/place`);

    const enUs = uniqueEmail('retain.en-us');
    await h.call('/au/api/v1/email/retain', { method: 'POST', body: { email: enUs, offer: 'free-trial', lang: 'en-US' } });
    const [free] = await mailTo(enUs);
    expect(free).toMatchObject({ kind: 'retain-free-trial', subject: 'Your 3-day free Skyline trial' });
    expect(free?.body).toContain(`${TEST_SITE_ORIGIN}/en-US/order/place`);
  });

  it('sends the support-request receipt as a zh-TW 客服單 or a zh-CN 工单', async () => {
    const email = uniqueEmail('support.receipt');
    const ask = async (lang: 'zh-TW' | 'zh-CN') =>
      h.call('/api/v2/requests.json', {
        method: 'POST',
        // Zendesk's shape: the language rides in its custom field (contract: TICKET_FIELD.language).
        body: { request: { requester: { email }, subject: '已付款但服務沒有開通：帳單 #10001', comment: { body: '帳單 #10001' }, custom_fields: ticketFields({ categories: ['payment-not-activated'], language: lang }) } },
        headers: { [HUMAN_TOKEN_HEADER]: await humanToken(h) },
      });
    await ask('zh-TW');
    await ask('zh-CN');
    const [zhCnReceipt, zhTwReceipt] = await mailOfKind(email, 'support-request');
    expect(zhTwReceipt?.subject).toMatch(/^\[Skyline\] 已收到客服單 #\d+：已付款但服務沒有開通：帳單 #10001$/);
    expect(zhCnReceipt?.subject).toMatch(/^\[Skyline\] 已收到工单 #\d+：/);
  });

  it('refuses a language the site does not have', async () => {
    const { status } = await h.call('/au/api/v1/email/retain', { method: 'POST', body: { email: uniqueEmail('retain.fr'), offer: 'free-trial', lang: 'fr-FR' } });
    expect(status).toBe(400);
  });
});
