/**
 * Devices that fetched a service's subscription: one row per device (its key is a hash
 * of the client and its address, or the device id a client sends), with its latest
 * fetch. "In use" is a rule over these rows (rules/devices.ts).
 */
import type { DatabaseSync } from 'node:sqlite';

const iso = (date: Date) => date.toISOString();

/** Records a fetch: a new device, or a known one seen again. */
export function recordFetch(db: DatabaseSync, fetch: { serviceId: number; deviceKey: string; client: string; at: Date }): void {
  db.prepare(
    `INSERT INTO subscription_fetches (service_id, device_key, client, first_at, last_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (service_id, device_key) DO UPDATE SET last_at = excluded.last_at, client = excluded.client`,
  ).run(fetch.serviceId, fetch.deviceKey, fetch.client.slice(0, 200), iso(fetch.at), iso(fetch.at));
}

/** Distinct devices whose latest fetch falls in (since, until]. */
export function countDevicesSeen(db: DatabaseSync, serviceId: number, since: Date, until: Date): number {
  const row = db.prepare('SELECT count(*) AS total FROM subscription_fetches WHERE service_id = ? AND last_at > ? AND last_at <= ?').get(serviceId, iso(since), iso(until));
  return typeof row?.total === 'number' ? row.total : 0;
}
