/**
 * Money as integer minor units (cents). The provider sends decimal strings; they are
 * converted here and never summed as floats (decisions: "Money and promotions").
 */

/**
 * @example toMinor('12.9') // 1290
 * @example toMinor('-0.05') // -5
 */
export function toMinor(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not a decimal amount: ${amount}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -minor : minor;
}

/** @example fromMinor(1290) // '12.90' */
export function fromMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`not a whole number of cents: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Minor units as the `Money` the contract and `formatMoney` take.
 * @example moneyOf(1290, 'USD') // { amount: '12.90', currency: 'USD' }
 */
export function moneyOf(minor: number, currency: string): { amount: string; currency: string } {
  return { amount: fromMinor(minor), currency };
}

/**
 * A share of an amount, by a rate in basis points (1% = 100), rounded half up to the cent.
 * @example shareOf(1999, 1500) // 300 (15% of 19.99)
 */
export function shareOf(minor: number, basisPoints: number): number {
  return Math.floor((minor * basisPoints + 5000) / 10000);
}

/** A percentage written as a decimal string ("12.5") in basis points (1250). */
export function percentToBasisPoints(percent: string): number {
  return toMinor(percent);
}
