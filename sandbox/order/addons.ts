/** Add-on packs of a service in storage: more data this period (bytes) or more devices. */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';

const sqlDate = z.pipe(z.string(), z.transform((value) => new Date(value)));

export const ADDON_KINDS = ['traffic', 'devices'] as const;

const AddonRow = z.object({
  id: z.number(),
  service_id: z.number(),
  kind: z.enum(ADDON_KINDS),
  amount: z.number(),
  created_at: sqlDate,
  expires_at: z.nullable(sqlDate),
});
export type AddonRow = z.infer<typeof AddonRow>;

export function insertAddon(db: DatabaseSync, addon: { serviceId: number; kind: AddonRow['kind']; amount: number; createdAt: Date; expiresAt: Date | null }): number {
  const result = db
    .prepare('INSERT INTO service_addons (service_id, kind, amount, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(addon.serviceId, addon.kind, addon.amount, addon.createdAt.toISOString(), addon.expiresAt ? addon.expiresAt.toISOString() : null);
  return Number(result.lastInsertRowid);
}

/** A service's packs, oldest first. */
export function listAddons(db: DatabaseSync, serviceId: number): AddonRow[] {
  return db.prepare('SELECT * FROM service_addons WHERE service_id = ? ORDER BY id').all(serviceId).map((row) => AddonRow.parse(row));
}
