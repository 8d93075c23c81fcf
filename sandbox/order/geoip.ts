/**
 * The sandbox's stand-in for the provider's GeoIP database (the visitor panel's location
 * and network, `GET /api/v1/au/fraudorder`): a short table of well-known public ranges
 * with the country, region, city and network a GeoIP database gives for them, in the
 * languages such databases carry (English, Simplified and Traditional Chinese), chosen by
 * the caller's `Accept-Language`. Addresses of the local network (loopback, private,
 * link-local) are answered as such; any other address is not in the table and is answered
 * with nulls, as a real database answers an address it does not know. Pure.
 */
import { isIP } from 'node:net';

/** The languages the table's names are written in (GeoIP databases' `en`, `zh-CN`, and a Traditional set). */
export type GeoLanguage = 'en' | 'zh-CN' | 'zh-TW';
type Names = Record<GeoLanguage, string>;

export interface GeoAnswer {
  country: string | null;
  region: string | null;
  city: string | null;
  isp: string | null;
}

interface GeoRange {
  /** IPv4 network and prefix length. */
  network: string;
  prefix: number;
  country: Names;
  region: Names | null;
  city: Names | null;
  isp: Names;
}

const UNITED_STATES: Names = { en: 'United States', 'zh-CN': '美国', 'zh-TW': '美國' };
const HONG_KONG: Names = { en: 'Hong Kong', 'zh-CN': '香港', 'zh-TW': '香港' };
const TAIWAN: Names = { en: 'Taiwan', 'zh-CN': '台湾', 'zh-TW': '台灣' };
const CHINA: Names = { en: 'China', 'zh-CN': '中国', 'zh-TW': '中國' };

/** Well-known allocations (public registry records), one network each; the sandbox's whole "database". */
export const GEO_RANGES: readonly GeoRange[] = [
  {
    network: '8.8.8.0',
    prefix: 24,
    country: UNITED_STATES,
    region: { en: 'California', 'zh-CN': '加利福尼亚州', 'zh-TW': '加利福尼亞州' },
    city: { en: 'Mountain View', 'zh-CN': '山景城', 'zh-TW': '山景城' },
    isp: { en: 'Google LLC', 'zh-CN': 'Google LLC', 'zh-TW': 'Google LLC' },
  },
  { network: '203.198.0.0', prefix: 16, country: HONG_KONG, region: null, city: null, isp: { en: 'PCCW Netvigator', 'zh-CN': '电讯盈科网上行', 'zh-TW': '電訊盈科網上行' } },
  { network: '114.32.0.0', prefix: 12, country: TAIWAN, region: null, city: null, isp: { en: 'Chunghwa Telecom (HiNet)', 'zh-CN': '中华电信 (HiNet)', 'zh-TW': '中華電信 (HiNet)' } },
  {
    network: '114.80.0.0',
    prefix: 12,
    country: CHINA,
    region: { en: 'Shanghai', 'zh-CN': '上海', 'zh-TW': '上海' },
    city: null,
    isp: { en: 'China Telecom', 'zh-CN': '中国电信', 'zh-TW': '中國電信' },
  },
  {
    network: '123.112.0.0',
    prefix: 12,
    country: CHINA,
    region: { en: 'Beijing', 'zh-CN': '北京', 'zh-TW': '北京' },
    city: null,
    isp: { en: 'China Unicom', 'zh-CN': '中国联通', 'zh-TW': '中國聯通' },
  },
];

/** What an address on the visitor's own network is called: it has no place on the map. */
const LOCAL_NETWORK: Names = { en: 'Local network', 'zh-CN': '本地网络', 'zh-TW': '本機網路' };

function ipv4Number(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function inRange(address: string, network: string, prefix: number): boolean {
  const size = 2 ** (32 - prefix);
  return Math.floor(ipv4Number(address) / size) === Math.floor(ipv4Number(network) / size);
}

/**
 * Loopback, private (RFC 1918, unique local), link-local and the unspecified address.
 * @example isLocalNetworkAddress('192.168.1.20') // true
 */
export function isLocalNetworkAddress(address: string): boolean {
  if (isIP(address) === 4) {
    return [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['169.254.0.0', 16], ['0.0.0.0', 8]].some(([network, prefix]) => inRange(address, String(network), Number(prefix)));
  }
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    return lower === '::1' || lower === '::' || /^f[cd][0-9a-f]{2}:/.test(lower) || /^fe[89ab][0-9a-f]:/.test(lower);
  }
  return false;
}

/**
 * The language of the names, from an `Accept-Language` header: Traditional Chinese for
 * zh-TW, zh-HK, zh-MO and zh-Hant, Simplified for any other Chinese, else English.
 * @example geoLanguage('zh-TW,zh;q=0.9,en;q=0.8') // 'zh-TW'
 */
export function geoLanguage(acceptLanguage: string | undefined): GeoLanguage {
  const first = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!first.startsWith('zh')) return 'en';
  return /^zh-(tw|hk|mo|hant)/.test(first) ? 'zh-TW' : 'zh-CN';
}

/**
 * What the database says of an address, in `language`.
 * @example lookUpAddress('114.40.1.2', 'zh-TW') // { country: '台灣', region: null, city: null, isp: '中華電信 (HiNet)' }
 * @example lookUpAddress('203.0.113.9', 'en') // all null: not in the table
 */
export function lookUpAddress(address: string, language: GeoLanguage): GeoAnswer {
  if (isLocalNetworkAddress(address)) return { country: null, region: null, city: null, isp: LOCAL_NETWORK[language] };
  const range = isIP(address) === 4 ? GEO_RANGES.find((entry) => inRange(address, entry.network, entry.prefix)) : undefined;
  if (!range) return { country: null, region: null, city: null, isp: null };
  return { country: range.country[language], region: range.region?.[language] ?? null, city: range.city?.[language] ?? null, isp: range.isp[language] };
}
