/**
 * Which document a subscription fetch gets (features-2.md §1, point 3, after V2Board's
 * ClientController): `flag=` when it names a family, else the client's User-Agent, else
 * base64 share links (what v2rayN/v2rayNG, Shadowrocket and most others read).
 */
import type { SubscriptionFormat } from '../../src/lib/core/contract/index.ts';

/** Clash family: Clash Verge (Rev), Clash Meta / mihomo, FlClash, ClashX, Stash (reads Clash YAML). */
const CLASH = /clash|mihomo|meta|stash|verge|nyanpasu/i;
/** sing-box: the official apps (SFA Android, SFI iOS, SFM macOS, SFT tvOS), Hiddify, Karing. */
const SINGBOX = /sing-?box|\bSF[AIMT]\b|hiddify|karing/i;
/** Surge (iOS, macOS) and Surfboard (Android) read Surge's own profile format. */
const SURGE = /surge|surfboard/i;
/** Flags that ask for share links outright. */
const BASE64 = /^(?:base64|v2ray|v2rayn|v2rayng|shadowrocket|quantumult|quantumultx|nekobox|general)$/i;

function familyOf(text: string): SubscriptionFormat | null {
  if (SURGE.test(text)) return 'surge';
  if (SINGBOX.test(text)) return 'singbox';
  if (CLASH.test(text)) return 'clash';
  return null;
}

/**
 * @example subscriptionFormat('clash', 'curl/8') // 'clash'
 * @example subscriptionFormat(undefined, 'SFA/1.9.3 (sing-box 1.9.3)') // 'singbox'
 * @example subscriptionFormat('shadowrocket', 'clash-verge/v1.7') // 'base64' (the flag wins)
 * @example subscriptionFormat(undefined, 'v2rayNG/1.8.19') // 'base64'
 * @example subscriptionFormat(undefined, 'Surge iOS/3177') // 'surge'
 */
export function subscriptionFormat(flag: string | undefined, userAgent: string): SubscriptionFormat {
  const wanted = flag?.trim() ?? '';
  if (wanted !== '') {
    if (BASE64.test(wanted)) return 'base64';
    const family = familyOf(wanted);
    if (family) return family;
  }
  return familyOf(userAgent) ?? 'base64';
}
