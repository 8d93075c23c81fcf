/**
 * Provider URLs are followed only when their scheme and host are expected
 * (decisions: "Accounts and login"): https anywhere, the provider's own origin, and
 * the wallet apps' schemes for QR deep links.
 */
const WALLET_SCHEMES = new Set(['alipays:', 'alipay:', 'weixin:', 'alipayhk:', 'upwallet:']);

/** @example isFollowablePaymentUrl('javascript:alert(1)', 'https://api.example') // false */
export function isFollowablePaymentUrl(url: string, providerOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:') return true;
  if (WALLET_SCHEMES.has(parsed.protocol)) return true;
  return parsed.origin === providerOrigin;
}

