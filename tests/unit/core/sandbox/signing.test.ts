import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSigner, signaturesMatch } from '../../../../sandbox/core/signing.ts';

const secret = 'unit-test-secret-0123456789';
const expected = (message: string) => createHmac('sha256', secret).update(message).digest('hex');

describe('createSigner', () => {
  const signer = createSigner(secret);

  it('signs login links as HMAC-SHA256 of user:{uuid}:{linkVersion}', () => {
    expect(signer.userHmac('u-1', 1)).toBe(expected('user:u-1:1'));
    expect(signer.userHmac('u-1', 2)).not.toBe(signer.userHmac('u-1', 1));
  });

  it('signs management links as service:{id}:{linkVersion}', () => {
    expect(signer.serviceHmac(7, 1)).toBe(expected('service:7:1'));
  });

  it('signs use links differently from management links', () => {
    expect(signer.subscriptionHmac(7, 1)).toBe(expected('subscribe:7:1'));
    expect(signer.subscriptionHmac(7, 1)).not.toBe(signer.serviceHmac(7, 1));
  });

  it('depends on the secret', () => {
    expect(createSigner('another-secret-0123456789').userHmac('u-1', 1)).not.toBe(signer.userHmac('u-1', 1));
  });

  it('refuses a short secret', () => {
    expect(() => createSigner('short')).toThrow(/at least 16/);
  });
});

describe('signaturesMatch', () => {
  it('matches equal hex in any case and refuses anything else', () => {
    const hmac = expected('user:x:1');
    expect(signaturesMatch(hmac, hmac.toUpperCase())).toBe(true);
    expect(signaturesMatch(hmac, hmac.slice(0, -1))).toBe(false);
    expect(signaturesMatch(hmac, `${hmac.slice(0, -1)}${hmac.endsWith('0') ? '1' : '0'}`)).toBe(false);
    expect(signaturesMatch(hmac, '')).toBe(false);
  });
});
