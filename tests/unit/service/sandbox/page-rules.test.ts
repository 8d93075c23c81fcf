/** The sandbox's own rules for the service page: subscription format, verification codes, devices. */
import { describe, expect, it } from 'vitest';
import { codeStillValid, MAX_WRONG_TRIES, resendAfterSeconds, toTimestamp } from '../../../../sandbox/email-binding/rules.ts';
import { deviceKey } from '../../../../sandbox/service/device-rules.ts';
import { subscriptionFormat } from '../../../../sandbox/subscription/rules.ts';
import { nodeCredential, subscriptionDocument } from '../../../../sandbox/subscription/document.ts';

describe('subscriptionFormat', () => {
  it.each([
    ['clash', 'curl/8', 'clash'],
    ['clashmeta', '', 'clash'],
    ['singbox', 'clash-verge/v2', 'singbox'],
    ['sing-box', '', 'singbox'],
    ['shadowrocket', 'clash-verge/v2', 'base64'],
    ['unknown-flag', 'mihomo/1.18', 'clash'],
    [undefined, 'clash-verge/v2.0.3', 'clash'],
    [undefined, 'ClashX Pro/1.118', 'clash'],
    [undefined, 'Stash/2.6.0 Clash/1.9.0', 'clash'],
    [undefined, 'FlClash/v0.8', 'clash'],
    [undefined, 'SFA/1.9.3 (sing-box 1.9.3; android)', 'singbox'],
    [undefined, 'SFI/1.9.3', 'singbox'],
    [undefined, 'HiddifyNext/2.0.5', 'singbox'],
    [undefined, 'v2rayNG/1.8.19', 'base64'],
    [undefined, 'Shadowrocket/2.2.35', 'base64'],
    [undefined, '', 'base64'],
  ] as const)('flag %s, UA %s → %s', (flag, userAgent, format) => {
    expect(subscriptionFormat(flag, userAgent)).toBe(format);
  });
});

describe('verification codes', () => {
  const sent = new Date('2030-01-01T00:00:00Z');
  const at = (seconds: number) => new Date(sent.getTime() + seconds * 1000);

  it('waits a minute between codes to one address', () => {
    expect(resendAfterSeconds(null, sent)).toBe(0);
    expect(resendAfterSeconds(sent, sent)).toBe(60);
    expect(resendAfterSeconds(sent, at(15.5))).toBe(45);
    expect(resendAfterSeconds(sent, at(60))).toBe(0);
  });

  it('stamps codes with whole seconds', () => {
    expect(toTimestamp(new Date('2030-01-01T00:00:00.999Z'))).toBe(toTimestamp(sent));
  });

  it('keeps a code valid until it expires, is spent, replaced or used', () => {
    const code = { closedAt: null, verifiedAt: null, expiresAt: at(900), wrongTries: 0 };
    expect(codeStillValid(code, at(900))).toBe(true);
    expect(codeStillValid(code, at(901))).toBe(false);
    expect(codeStillValid({ ...code, wrongTries: MAX_WRONG_TRIES - 1 }, sent)).toBe(true);
    expect(codeStillValid({ ...code, wrongTries: MAX_WRONG_TRIES }, sent)).toBe(false);
    expect(codeStillValid({ ...code, closedAt: sent }, sent)).toBe(false);
    expect(codeStillValid({ ...code, verifiedAt: sent }, sent)).toBe(false);
  });
});

describe('devices and packs', () => {
  it('counts a device by its id, else by client and address', () => {
    const clash = { deviceId: null, userAgent: 'clash-verge/v2', address: '10.0.0.2' };
    expect(deviceKey(clash)).toBe(deviceKey({ ...clash }));
    expect(deviceKey(clash)).not.toBe(deviceKey({ ...clash, address: '10.0.0.3' }));
    expect(deviceKey(clash)).not.toBe(deviceKey({ ...clash, userAgent: 'SFA/1.9' }));
    expect(deviceKey({ ...clash, deviceId: 'a' })).toBe(deviceKey({ deviceId: 'a', userAgent: 'other', address: '1.1.1.1' }));
    expect(deviceKey(clash)).not.toContain('10.0.0.2');
  });
});

describe('subscription documents', () => {
  it('derives the node credential from the use signature, so a reset changes it', () => {
    expect(nodeCredential('a'.repeat(64))).toBe(nodeCredential('a'.repeat(64)));
    expect(nodeCredential('a'.repeat(64))).not.toBe(nodeCredential('b'.repeat(64)));
    expect(subscriptionDocument('clash', 'x', 'a'.repeat(64), 'https://api.example/wl/v1/subscribe/1?hmac=' + 'b'.repeat(64)).body).toContain(nodeCredential('a'.repeat(64)));
  });

  it('gives Surge and Surfboard a managed Surge profile with the nodes Surge can use (it has no VLESS)', () => {
    expect(subscriptionFormat(undefined, 'Surge iOS/3177')).toBe('surge');
    expect(subscriptionFormat(undefined, 'Surge Mac/2665')).toBe('surge');
    expect(subscriptionFormat(undefined, 'Surfboard/2.24.4 (Android)')).toBe('surge');
    const address = 'https://api.example/wl/v1/subscribe/1?hmac=' + 'b'.repeat(64);
    const profile = subscriptionDocument('surge', 'Skyline Standard', 'a'.repeat(64), address).body;
    expect(profile.split('\n')[0]).toBe(`#!MANAGED-CONFIG ${address} interval=86400 strict=false`);
    expect(profile).toContain(`Tokyo 01 = trojan, jp1.nodes.skyline.example, 443, password=${nodeCredential('a'.repeat(64))}, sni=jp1.nodes.skyline.example`);
    expect(profile).toContain('Los Angeles 01 = ss, us1.nodes.skyline.example, 8388, encrypt-method=aes-128-gcm');
    expect(profile).not.toMatch(/vless/i);
    for (const section of ['[General]', '[Proxy]', '[Proxy Group]', '[Rule]']) expect(profile).toContain(section);
    expect(profile).toContain('Skyline = select, Auto, Tokyo 01, Los Angeles 01');
  });

  it('keeps a product name with a line break on its comment line', () => {
    expect(subscriptionDocument('clash', 'Skyline\nproxies: []', 'a'.repeat(64), 'https://api.example/wl/v1/subscribe/1?hmac=' + 'b'.repeat(64)).body.startsWith('# Skyline proxies: []\nmixed-port')).toBe(true);
  });
});
