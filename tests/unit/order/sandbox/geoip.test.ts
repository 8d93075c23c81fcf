import { describe, expect, it } from 'vitest';
import { geoLanguage, isLocalNetworkAddress, lookUpAddress } from '../../../../sandbox/order/geoip.ts';

describe('the sandbox’s GeoIP stand-in', () => {
  it('picks the names’ language from Accept-Language', () => {
    expect(geoLanguage('zh-TW,zh;q=0.9,en;q=0.8')).toBe('zh-TW');
    expect(geoLanguage('zh-HK')).toBe('zh-TW');
    expect(geoLanguage('zh-Hant-TW')).toBe('zh-TW');
    expect(geoLanguage('zh-CN,zh;q=0.9')).toBe('zh-CN');
    expect(geoLanguage('zh')).toBe('zh-CN');
    expect(geoLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(geoLanguage(undefined)).toBe('en');
  });

  it('knows the local network, in IPv4 and IPv6', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.9', '172.31.255.1', '192.168.1.20', '169.254.10.1', '::1', 'fd12:3456::1', 'fe80::1']) expect(isLocalNetworkAddress(address)).toBe(true);
    for (const address of ['172.32.0.1', '8.8.8.8', '2001:db8::1', 'not-an-address']) expect(isLocalNetworkAddress(address)).toBe(false);
  });

  it('answers a range’s edges and nothing past them', () => {
    expect(lookUpAddress('114.32.0.0', 'en')).toMatchObject({ country: 'Taiwan' });
    expect(lookUpAddress('114.47.255.255', 'en')).toMatchObject({ country: 'Taiwan' });
    expect(lookUpAddress('114.48.0.0', 'en')).toEqual({ country: null, region: null, city: null, isp: null });
    expect(lookUpAddress('203.198.77.1', 'zh-CN')).toEqual({ country: '香港', region: null, city: null, isp: '电讯盈科网上行' });
    expect(lookUpAddress('192.168.0.2', 'zh-TW')).toEqual({ country: null, region: null, city: null, isp: '本機網路' });
  });
});
