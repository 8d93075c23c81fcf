/**
 * What arrived about where buyers came from (ADR 0037): ad clicks tied to a fingerprint,
 * accounts' ad reports, the affiliate codes the provider knows and the code on each order.
 */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import type { AdsReport } from '../../src/lib/core/contract/index.ts';

/** Records a click tied to a fingerprint; the same three values again are the same record. */
export function recordFingerprint(db: DatabaseSync, upload: { platform: string; adid: string; fingerprint: string }, now: Date): void {
  db.prepare('INSERT INTO fingerprints (platform, adid, fingerprint, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').run(
    upload.platform,
    upload.adid,
    upload.fingerprint,
    now.toISOString(),
  );
}

/** Stores an account's ad report (the login pair is not kept with it). */
export function recordAdReport(db: DatabaseSync, userUuid: string, report: AdsReport, now: Date): void {
  // The login pair is the account's key, not a fact about where it came from: it is not kept.
  const kept: Partial<AdsReport> = { ...report };
  delete kept.uuid;
  delete kept.hmac;
  db.prepare('INSERT INTO ad_reports (user_uuid, event, fingerprint, platform, auadid, aff, report, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    userUuid,
    report.event,
    report.fingerprint,
    report.platform ?? null,
    report.auadid ?? null,
    report.aff ?? null,
    JSON.stringify(kept),
    now.toISOString(),
  );
}

/**
 * Whether the provider knows this affiliate code and it still works (matched as written,
 * codes are case-sensitive; a code its owner replaced is retired at once, issue 25).
 */
export function isAffiliateCode(db: DatabaseSync, code: string): boolean {
  return db.prepare('SELECT 1 AS known FROM affiliate_codes WHERE code = ? AND retired_at IS NULL').get(code) !== undefined;
}

export function addAffiliateCodeIfMissing(db: DatabaseSync, code: string, userUuid: string | null, now: Date): void {
  db.prepare('INSERT INTO affiliate_codes (code, user_uuid, created_at) VALUES (?, ?, ?) ON CONFLICT (code) DO NOTHING').run(code, userUuid, now.toISOString());
}

/** The affiliate code an order came with; a repeat of the same order keeps the first. */
export function recordOrderAffiliate(db: DatabaseSync, orderId: number, aff: string): void {
  db.prepare('INSERT INTO order_affiliates (order_id, aff, known) VALUES (?, ?, ?) ON CONFLICT (order_id) DO NOTHING').run(orderId, aff, isAffiliateCode(db, aff) ? 1 : 0);
}

const FingerprintRow = z.object({ id: z.number(), platform: z.string(), adid: z.string(), fingerprint: z.string(), created_at: z.string() });
const AdReportRow = z.object({
  id: z.number(),
  user_uuid: z.string(),
  event: z.string(),
  fingerprint: z.string(),
  platform: z.nullable(z.string()),
  auadid: z.nullable(z.string()),
  aff: z.nullable(z.string()),
  report: z.string(),
  created_at: z.string(),
});
const OrderAffiliateRow = z.object({ order_id: z.number(), aff: z.string(), known: z.number(), user_uuid: z.string(), invoice_id: z.nullable(z.number()), created_at: z.string() });

export interface AttributionRecords {
  fingerprints: { id: number; platform: string; adid: string; fingerprint: string; createdAt: string }[];
  adReports: { id: number; userUuid: string; event: string; fingerprint: string; platform: string | null; auadid: string | null; aff: string | null; report: unknown; createdAt: string }[];
  orderAffiliates: { orderId: number; invoiceId: number | null; userUuid: string; aff: string; known: boolean; createdAt: string }[];
}

/** The newest records of each kind (most recent first), for the control page and tests. */
export function listAttribution(db: DatabaseSync, limit = 50): AttributionRecords {
  const fingerprints = db.prepare('SELECT * FROM fingerprints ORDER BY id DESC LIMIT ?').all(limit).map((row) => FingerprintRow.parse(row));
  const reports = db.prepare('SELECT * FROM ad_reports ORDER BY id DESC LIMIT ?').all(limit).map((row) => AdReportRow.parse(row));
  const affiliates = db
    .prepare(
      `SELECT oa.order_id, oa.aff, oa.known, o.user_uuid, o.created_at, (SELECT MIN(i.id) FROM invoices i WHERE i.order_id = oa.order_id) AS invoice_id
       FROM order_affiliates oa JOIN orders o ON o.id = oa.order_id ORDER BY oa.order_id DESC LIMIT ?`,
    )
    .all(limit)
    .map((row) => OrderAffiliateRow.parse(row));
  return {
    fingerprints: fingerprints.map((row) => ({ id: row.id, platform: row.platform, adid: row.adid, fingerprint: row.fingerprint, createdAt: row.created_at })),
    adReports: reports.map((row) => ({
      id: row.id,
      userUuid: row.user_uuid,
      event: row.event,
      fingerprint: row.fingerprint,
      platform: row.platform,
      auadid: row.auadid,
      aff: row.aff,
      report: JSON.parse(row.report) as unknown,
      createdAt: row.created_at,
    })),
    orderAffiliates: affiliates.map((row) => ({ orderId: row.order_id, invoiceId: row.invoice_id, userUuid: row.user_uuid, aff: row.aff, known: row.known === 1, createdAt: row.created_at })),
  };
}
