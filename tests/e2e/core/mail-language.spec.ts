/**
 * Mail in the buyer's language, end to end: the page sends its language with the order,
 * and the login link the sandbox mails is written in it and opens a page in it.
 */
import { test, expect, uniqueEmail } from '../fixtures.ts';
import { fillOrderWithEmail, placeOrder } from '../ordering.ts';

test.describe('mail in the buyer’s language', () => {
  test('zh-CN: an order placed from a zh-CN page mails a Simplified Chinese login link to a /zh-CN/ page', async ({ page, sandbox }) => {
    const email = uniqueEmail('mail.zh-cn');
    const c = await fillOrderWithEmail(page, 'zh-CN', { product: 'Skyline Standard', cycle: 'cycle.Monthly', method: 'order.method.alipay', email });
    await placeOrder(page, c);

    const login = (await sandbox.mail(email)).find((mail) => mail.kind === 'login-link');
    expect(login?.subject).toBe('你的 Skyline 登录链接');
    expect(login?.body).toMatch(/\/zh-CN\/user\/service\/0#uuid=/);
  });
});
