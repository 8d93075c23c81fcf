/**
 * The plans the sandbox sells and the coupons it knows. The constants below are the
 * seed (added to the `products`, `product_prices` and `promotions` tables on every
 * start when missing); the API reads the tables, so a test can add a promotion on the
 * control surface. Fixture services are priced from the constants (pure, no I/O).
 */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { BILLING_CYCLES, BillingCycle, type Money, type Product, type Promotion } from '../../src/lib/core/contract/index.ts';
import type { Minor } from '../../src/lib/invoice/amounts.ts';
import { fromMinor } from '../../src/lib/core/rules/money.ts';
import type { PromotionTerms } from '../../src/lib/order/pricing.ts';

export const CURRENCY = 'USD';
const DAY_MS = 24 * 3600_000;

export interface ProductPrice {
  cycle: BillingCycle;
  /** In minor units (cents) of `currency`. */
  cents: Minor;
  currency: string;
}

/**
 * A product as the sandbox keeps it, in the seed and in storage alike: the contract's
 * `Product` is built from it by `toProduct`.
 */
export interface CatalogueProduct {
  pid: number;
  gid: number;
  name: string;
  description: string;
  deviceLimit: number;
  /** The cycles offered, in the contract's cycle order; a cycle that is missing is not offered (Pro has no trial). */
  prices: readonly ProductPrice[];
}

/** A seed product's prices in USD, written as a table by cycle. */
function usdPrices(byCycle: Partial<Record<BillingCycle, Minor>>): ProductPrice[] {
  return BILLING_CYCLES.flatMap((cycle) => {
    const cents = byCycle[cycle];
    return cents === undefined ? [] : [{ cycle, cents, currency: CURRENCY }];
  });
}

/** The price of one cycle, or undefined when the product does not offer it. */
export function priceOf(product: CatalogueProduct, cycle: BillingCycle): ProductPrice | undefined {
  return product.prices.find((price) => price.cycle === cycle);
}

export const STANDARD_PID = 1;
export const PRO_PID = 2;

export const PRODUCTS: readonly CatalogueProduct[] = [
  {
    pid: STANDARD_PID,
    gid: 1,
    name: 'Skyline Standard',
    description: 'Every region, 5 devices at once, 200 GB a month at full speed.',
    deviceLimit: 5,
    prices: usdPrices({ Monthly: 690, 'Semi-annually': 3690, Annually: 6590, Biennially: 11990, Trial: 90 }),
  },
  {
    pid: PRO_PID,
    gid: 1,
    name: 'Skyline Pro',
    description: 'Every region, 10 devices at once, 200 GB a month at full speed, priority routes.',
    deviceLimit: 10,
    prices: usdPrices({ Monthly: 1190, 'Semi-annually': 6390, Annually: 11390, Biennially: 20590 }),
  },
];

/** A seed coupon: the site's promotion terms and when it expires. */
export interface SeedPromotion extends PromotionTerms {
  /** Days from the first seed to its expiry; null: never expires. */
  expiresInDays: number | null;
}

/**
 * - SKY15: 15% off every standard cycle of every product.
 * - YEAR2: 2.00 off Annually and Biennially of Skyline Standard.
 * - WELCOME10: 10% off; the demo account `active-verified` has used it.
 * - EXPIRED5: expired the day before the database was first seeded.
 */
export const SEED_PROMOTIONS: readonly SeedPromotion[] = [
  { code: 'SKY15', type: 'percent', value: '15', cycles: [], pids: [], expiresInDays: null },
  { code: 'YEAR2', type: 'fixed', value: '2.00', cycles: ['Annually', 'Biennially'], pids: [STANDARD_PID], expiresInDays: null },
  { code: 'WELCOME10', type: 'percent', value: '10', cycles: [], pids: [], expiresInDays: null },
  { code: 'EXPIRED5', type: 'percent', value: '5', cycles: [], pids: [], expiresInDays: -1 },
];

export function catalogueProduct(pid: number): CatalogueProduct | undefined {
  return PRODUCTS.find((product) => product.pid === pid);
}

/** @example money(690) // { amount: '6.90', currency: 'USD' } */
export function money(cents: Minor, currency = CURRENCY): Money {
  return { amount: fromMinor(cents), currency };
}

// Storage ---------------------------------------------------------------------------

const ProductRow = z.object({ pid: z.number(), gid: z.number(), name: z.string(), description: z.string(), device_limit: z.number() });
const PriceRow = z.object({ pid: z.number(), cycle: BillingCycle, price_cents: z.number(), currency: z.string() });

/** Adds the seed products and promotions that are missing (runs on every start). */
export function seedCatalogue(db: DatabaseSync, now: Date): void {
  const addProduct = db.prepare(
    `INSERT INTO products (pid, gid, name, description, device_limit, sort) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (pid) DO NOTHING`,
  );
  const addPrice = db.prepare(`INSERT INTO product_prices (pid, cycle, price_cents, currency) VALUES (?, ?, ?, ?) ON CONFLICT (pid, cycle) DO NOTHING`);
  PRODUCTS.forEach((product, index) => {
    addProduct.run(product.pid, product.gid, product.name, product.description, product.deviceLimit, index);
    for (const price of product.prices) addPrice.run(product.pid, price.cycle, price.cents, price.currency);
  });
  for (const promotion of SEED_PROMOTIONS) {
    const expiresAt = promotion.expiresInDays === null ? null : new Date(now.getTime() + promotion.expiresInDays * DAY_MS);
    insertPromotion(db, { ...promotion, expiresAt });
  }
}

export function listProducts(db: DatabaseSync, gid?: number): CatalogueProduct[] {
  const rows = (gid === undefined ? db.prepare('SELECT * FROM products ORDER BY sort, pid').all() : db.prepare('SELECT * FROM products WHERE gid = ? ORDER BY sort, pid').all(gid)).map(
    (row) => ProductRow.parse(row),
  );
  const prices = db
    .prepare('SELECT * FROM product_prices')
    .all()
    .map((row) => PriceRow.parse(row));
  return rows.map((row) => ({
    pid: row.pid,
    gid: row.gid,
    name: row.name,
    description: row.description,
    deviceLimit: row.device_limit,
    prices: prices
      .filter((price) => price.pid === row.pid)
      .sort((a, b) => BILLING_CYCLES.indexOf(a.cycle) - BILLING_CYCLES.indexOf(b.cycle))
      .map((price) => ({ cycle: price.cycle, cents: price.price_cents, currency: price.currency })),
  }));
}

export function findProduct(db: DatabaseSync, pid: number): CatalogueProduct | undefined {
  return listProducts(db).find((product) => product.pid === pid);
}

export function toProduct(product: CatalogueProduct): Product {
  return {
    pid: product.pid,
    gid: product.gid,
    name: product.name,
    description: product.description,
    deviceLimit: product.deviceLimit,
    cycles: product.prices.map((price) => ({ cycle: price.cycle, price: money(price.cents, price.currency) })),
  };
}

// Promotions ------------------------------------------------------------------------

const PromotionRow = z.object({
  code: z.string(),
  type: z.enum(['percent', 'fixed']),
  value: z.string(),
  cycles: z.pipe(
    z.string(),
    z.transform((text) => z.array(BillingCycle).parse(JSON.parse(text))),
  ),
  pids: z.pipe(
    z.string(),
    z.transform((text) => z.array(z.number()).parse(JSON.parse(text))),
  ),
  expires_at: z.nullable(z.pipe(z.string(), z.transform((value) => new Date(value)))),
});
export type PromotionRow = z.infer<typeof PromotionRow>;

/** A promotion to store: the site's promotion terms and its expiry. */
export interface NewPromotion extends PromotionTerms {
  expiresAt: Date | null;
}

/** Stores a promotion unless its code exists; false when it did (the stored one is kept). */
export function insertPromotion(db: DatabaseSync, promotion: NewPromotion): boolean {
  const result = db
    .prepare(`INSERT INTO promotions (code, type, value, cycles, pids, expires_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (code) DO NOTHING`)
    .run(
      promotion.code.toUpperCase(),
      promotion.type,
      promotion.value,
      JSON.stringify(promotion.cycles),
      JSON.stringify(promotion.pids),
      promotion.expiresAt ? promotion.expiresAt.toISOString() : null,
    );
  return result.changes === 1;
}

/** A promotion by code, case-insensitively (expired ones included: the caller decides). */
export function findPromotion(db: DatabaseSync, code: string): PromotionRow | undefined {
  const row = db.prepare('SELECT * FROM promotions WHERE code = ?').get(code.trim().toUpperCase());
  return row ? PromotionRow.parse(row) : undefined;
}

export function listPromotions(db: DatabaseSync): PromotionRow[] {
  return db
    .prepare('SELECT * FROM promotions ORDER BY code')
    .all()
    .map((row) => PromotionRow.parse(row));
}

/** Expired by the sandbox clock: at or past its expiry. */
export function isPromotionExpired(promotion: PromotionRow, now: Date): boolean {
  return promotion.expires_at !== null && now.getTime() >= promotion.expires_at.getTime();
}

export function toPromotion(row: PromotionRow): Promotion {
  return { code: row.code, type: row.type, value: row.value, cycles: row.cycles, pids: row.pids, expiresAt: row.expires_at ? row.expires_at.toISOString() : null };
}

export function toPromotionTerms(row: PromotionRow): PromotionTerms {
  return { code: row.code, type: row.type, value: row.value, cycles: row.cycles, pids: row.pids };
}
