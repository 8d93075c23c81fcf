import { describe, expect, it } from 'vitest';
import { acceptBridgeMessage } from '../../../src/lib/win/panel-bridge.ts';

const SITE = 'https://skyline.example';
const GOOD = { type: 'skyline:client', client: 'windows', version: '2.8.1' };

describe('acceptBridgeMessage (the desktop panel believes only its own window and the expected shape)', () => {
  it('accepts the client report from this page\'s own window, on the site\'s origin', () => {
    expect(acceptBridgeMessage({ origin: SITE, fromThisWindow: true, data: GOOD }, SITE)).toEqual({ client: 'windows', version: '2.8.1' });
  });

  it('ignores another origin, even with the right shape', () => {
    expect(acceptBridgeMessage({ origin: 'https://evil.example', fromThisWindow: true, data: GOOD }, SITE)).toBeNull();
    expect(acceptBridgeMessage({ origin: 'https://skyline.example.evil.example', fromThisWindow: true, data: GOOD }, SITE)).toBeNull();
    expect(acceptBridgeMessage({ origin: 'null', fromThisWindow: true, data: GOOD }, SITE)).toBeNull();
  });

  it('ignores a same-origin message from another frame or window', () => {
    expect(acceptBridgeMessage({ origin: SITE, fromThisWindow: false, data: GOOD }, SITE)).toBeNull();
  });

  it.each([
    ['a string', JSON.stringify(GOOD)],
    ['another type', { ...GOOD, type: 'skyline:login' }],
    ['a phone client', { ...GOOD, client: 'android' }],
    ['a version it cannot read', { ...GOOD, version: '<img src=x onerror=alert(1)>' }],
    ['nothing', null],
  ])('ignores %s', (_name, data) => {
    expect(acceptBridgeMessage({ origin: SITE, fromThisWindow: true, data }, SITE)).toBeNull();
  });
});
