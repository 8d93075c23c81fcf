/**
 * The affiliate programme's settings the operator may change without a rebuild (the
 * page reads them from `aff/info`): the bonus rate, kept in `meta`.
 */
import type { DatabaseSync } from 'node:sqlite';
import { readMeta, writeMeta } from '../core/db/schema.ts';
import { DEFAULT_BONUS_RATE_BP } from '../../src/lib/affiliate/terms.ts';

const RATE_KEY = 'aff_rate_bp';

export interface AffiliateSettings {
  /** Bonus rate in basis points (10% = 1000). */
  rateBp: number;
  /** Which of a bound friend's paid bills earn: all but the trial, or the first only. */
  scope: 'every-bill' | 'first-bill';
}

export function affiliateSettings(db: DatabaseSync): AffiliateSettings {
  const stored = Number(readMeta(db, RATE_KEY) ?? DEFAULT_BONUS_RATE_BP);
  return { rateBp: Number.isInteger(stored) && stored >= 0 && stored <= 10000 ? stored : DEFAULT_BONUS_RATE_BP, scope: 'every-bill' };
}

/** @throws RangeError outside 0–10000 basis points. */
export function setBonusRate(db: DatabaseSync, rateBp: number): void {
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10000) throw new RangeError('a rate is 0 to 10000 basis points');
  writeMeta(db, RATE_KEY, String(rateBp));
}
