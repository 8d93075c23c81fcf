/** Phones get the methods the provider offers on mobile (in-app wallets rather than desktop QR). */
export function detectDevice(): 'pc' | 'mobile' {
  return matchMedia('(pointer: coarse)').matches || /Mobi|Android|iPhone|iPad/.test(navigator.userAgent) ? 'mobile' : 'pc';
}
