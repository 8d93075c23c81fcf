import { describe, expect, it } from 'vitest';
import { MAX_QR_PAYLOAD_BYTES, paymentLinkVerdict, qrPayloadVerdict } from '../../../src/lib/payment/url.ts';
import { ALL_PAYMENT_METHODS } from '../../../src/lib/payment/methods.ts';

const PROVIDER = 'https://api.skyline.example';
/** The sandbox's cashier, as a local build sees it: the provider origin over plain http. */
const SANDBOX = 'http://127.0.0.1:8787';

const follows = (link: string, href = link) => ({ kind: 'follow', href });
const refused = { kind: 'refuse', problem: 'PaymentLinkUnexpected' };

describe('a provider listed under several domains (ADR 0052)', () => {
  it("follows a cashier on any listed origin, and on no other", () => {
    const origins = ['https://api1.skyline.example', 'https://api2.skyline.example'];
    expect(paymentLinkVerdict('https://api2.skyline.example/cashier/pay_1', 'paypal', origins)).toEqual(follows('https://api2.skyline.example/cashier/pay_1'));
    expect(paymentLinkVerdict('https://api3.skyline.example/cashier/pay_1', 'paypal', origins)).toEqual(refused);
  });
});

describe('the hosted crypto checkout (ADR 0058)', () => {
  it('is followed to its processor’s host and to the provider’s own cashier only', () => {
    expect(paymentLinkVerdict('https://nowpayments.io/payment/?iid=5077125051', 'crypto', [PROVIDER])).toEqual(follows('https://nowpayments.io/payment/?iid=5077125051'));
    expect(paymentLinkVerdict(`${SANDBOX}/__sandbox/cashier/pay_1?return=x`, 'crypto', [SANDBOX])).toEqual(follows(`${SANDBOX}/__sandbox/cashier/pay_1?return=x`));
    for (const link of ['https://evil.example/', 'https://nowpayments.io.evil.example/payment', 'https://www.paypal.com/checkoutnow', 'http://nowpayments.io/payment/', 'https://sub.nowpayments.io/payment']) {
      expect(paymentLinkVerdict(link, 'crypto', [SANDBOX]), link).toEqual(refused);
    }
  });
});

describe("PayPal's approval link (issue 9, defect 3)", () => {
  it('is followed to PayPal itself and to the provider’s own cashier', () => {
    expect(paymentLinkVerdict('https://www.paypal.com/checkoutnow?token=EC-1', 'paypal', [PROVIDER])).toEqual(follows('https://www.paypal.com/checkoutnow?token=EC-1'));
    expect(paymentLinkVerdict('https://paypal.com/checkoutnow?token=EC-1', 'paypal', [PROVIDER])).toEqual(follows('https://paypal.com/checkoutnow?token=EC-1'));
    expect(paymentLinkVerdict(`${SANDBOX}/__sandbox/cashier/pay_1?return=x`, 'paypal', [SANDBOX])).toEqual(follows(`${SANDBOX}/__sandbox/cashier/pay_1?return=x`));
  });

  it('is refused anywhere else, however much it looks like PayPal', () => {
    for (const link of [
      'https://evil.example/',
      'https://paypal.com.evil.example/checkoutnow',
      'https://www.paypal.com@evil.example/checkoutnow',
      'https://user:secret@www.paypal.com/checkoutnow',
      'https://www.paypal.com:8443/checkoutnow',
      'http://www.paypal.com/checkoutnow',
      'https://sandbox.paypal.com/checkoutnow',
      `${SANDBOX.replace('8787', '8788')}/__sandbox/cashier/pay_1`,
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'weixin://wxpay/bizpayurl?pr=abc',
      'not a url',
      '',
    ]) {
      expect(paymentLinkVerdict(link, 'paypal', [SANDBOX]), link).toEqual(refused);
    }
  });

  it('a method that sends nobody anywhere follows no link at all, not even the provider’s', () => {
    expect(paymentLinkVerdict(`${PROVIDER}/cashier/pay_1`, 'card', [PROVIDER])).toEqual(refused);
    expect(paymentLinkVerdict(`${PROVIDER}/cashier/pay_1`, 'balance', [PROVIDER])).toEqual(refused);
  });

  it('every method in the registry says where it may send a person; only the crypto checkout and PayPal name web hosts', () => {
    const hosts = ALL_PAYMENT_METHODS.flatMap((method) => method.sendsTo.flatMap((destination) => (destination.kind === 'https-host' ? [`${method.id} ${destination.host}`] : [])));
    expect(hosts).toEqual(['crypto nowpayments.io', 'paypal paypal.com', 'paypal www.paypal.com']);
  });
});

describe("a QR method's code (issue 9, defects 3 and 4)", () => {
  it('is drawn with a link when it holds the provider’s cashier page or the wallet’s own app link', () => {
    expect(qrPayloadVerdict(`${SANDBOX}/__sandbox/cashier/pay_1`, 'alipay', [SANDBOX])).toEqual({ kind: 'draw', content: `${SANDBOX}/__sandbox/cashier/pay_1`, link: `${SANDBOX}/__sandbox/cashier/pay_1` });
    expect(qrPayloadVerdict('weixin://wxpay/bizpayurl?pr=abc', 'wechat', [PROVIDER])).toEqual({ kind: 'draw', content: 'weixin://wxpay/bizpayurl?pr=abc', link: 'weixin://wxpay/bizpayurl?pr=abc' });
    expect(qrPayloadVerdict('alipays://platformapi/startapp?saId=10000007', 'alipay', [PROVIDER])).toMatchObject({ kind: 'draw', link: 'alipays://platformapi/startapp?saId=10000007' });
  });

  it('is drawn without a link when it is an opaque payment code (an EMVCo string)', () => {
    const emv = '00020101021126360009hk.com.hkicl0315123456789012345204000053033445802HK5909SKYLINE6002HK6304ABCD';
    expect(qrPayloadVerdict(emv, 'unionpay', [PROVIDER])).toEqual({ kind: 'draw', content: emv, link: null });
  });

  it('is refused whole when it links somewhere unexpected: drawn, it would send the phone there just the same', () => {
    for (const content of ['https://evil.example/pay', 'weixin://wxpay/bizpayurl?pr=abc', 'javascript:alert(1)', 'http://127.0.0.1:8788/__sandbox/cashier/pay_1']) {
      expect(qrPayloadVerdict(content, 'alipay', [SANDBOX]), content).toEqual({ kind: 'refuse', problem: 'PaymentLinkUnexpected' });
    }
  });

  it('is refused as unusable when it is empty or too long for a phone to scan off the page', () => {
    expect(qrPayloadVerdict('', 'alipay', [PROVIDER])).toEqual({ kind: 'refuse', problem: 'QrCodeInvalid' });
    expect(qrPayloadVerdict('   \n', 'alipay', [PROVIDER])).toEqual({ kind: 'refuse', problem: 'QrCodeInvalid' });
    expect(qrPayloadVerdict('x'.repeat(10 * 1024), 'alipay', [PROVIDER])).toEqual({ kind: 'refuse', problem: 'QrCodeInvalid' });
    // The limit counts bytes: 138 Han characters are 414 bytes in UTF-8.
    expect(qrPayloadVerdict('付'.repeat(138), 'alipay', [PROVIDER])).toEqual({ kind: 'refuse', problem: 'QrCodeInvalid' });
    expect(qrPayloadVerdict('7'.repeat(MAX_QR_PAYLOAD_BYTES), 'alipay', [PROVIDER])).toMatchObject({ kind: 'draw' });
  });
});
