/**
 * A fresh address for each seeded account or order, since a bound email belongs to one
 * account: unit, contract and browser tests all make theirs here.
 * @example uniqueEmail('buyer') // 'buyer.m3x9k2a7f1qz@example.com'
 */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}
