/** Resellers and their services in storage (./schema.ts); rows decoded through zod. */
import { randomBytes, randomInt, scryptSync } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { ProviderError } from '../core/router.ts';
import { CLIENT_PASSWORD_ALPHABET, CLIENT_PASSWORD_LENGTH, type ResellerSetting } from '../../src/lib/reseller/contract.ts';

const sqlBoolean = z.pipe(z.number(), z.transform((value) => value === 1));

const ResellerRow = z.object({
  id: z.number(),
  name: z.string(),
  support_email: z.nullable(z.string()),
  support_url: z.nullable(z.string()),
  support_hours: z.nullable(z.string()),
  support_replaces_ours: sqlBoolean,
  may_change_email: sqlBoolean,
  may_reset_password: sqlBoolean,
  client_panel_url: z.nullable(z.string()),
});
type ResellerRow = z.infer<typeof ResellerRow>;

const ResellerServiceRow = z.object({
  service_id: z.number(),
  reseller_id: z.number(),
  username: z.string(),
  password_salt: z.string(),
  password_hash: z.string(),
});
export type ResellerServiceRow = z.infer<typeof ResellerServiceRow>;

/** A reseller as a fixture or the demo describes it (the setting's own shape). */
export type NewReseller = ResellerSetting;

export function insertReseller(db: DatabaseSync, reseller: NewReseller, now: Date): number {
  const result = db
    .prepare(
      'INSERT INTO resellers (name, support_email, support_url, support_hours, support_replaces_ours, may_change_email, may_reset_password, client_panel_url, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      reseller.name,
      reseller.support.email,
      reseller.support.url,
      reseller.support.hours,
      reseller.supportReplacesOurs ? 1 : 0,
      reseller.customerMay.changeEmail ? 1 : 0,
      reseller.customerMay.resetClientPassword ? 1 : 0,
      reseller.clientPanelUrl,
      now.toISOString(),
    );
  return Number(result.lastInsertRowid);
}

/** A new password: CLIENT_PASSWORD_LENGTH characters drawn uniformly from the contract's alphabet. */
export function newClientPassword(): string {
  return Array.from({ length: CLIENT_PASSWORD_LENGTH }, () => CLIENT_PASSWORD_ALPHABET[randomInt(CLIENT_PASSWORD_ALPHABET.length)]).join('');
}

/** The stored form of a password: a salt and its scrypt hash (the password itself is never kept). */
function hashed(password: string): { salt: string; hash: string } {
  const salt = randomBytes(16).toString('base64url');
  return { salt, hash: scryptSync(password, salt, 32).toString('base64url') };
}

/** Whether `password` is the client login's current one (for tests and the control surface). */
export function passwordMatches(row: ResellerServiceRow, password: string): boolean {
  return scryptSync(password, row.password_salt, 32).toString('base64url') === row.password_hash;
}

/** Marks a service as sold through `resellerId`, with the client login it issued. */
export function insertResellerService(db: DatabaseSync, service: { serviceId: number; resellerId: number; username: string; password: string }, now: Date): void {
  const { salt, hash } = hashed(service.password);
  db.prepare('INSERT INTO reseller_services (service_id, reseller_id, username, password_salt, password_hash, password_changed_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    service.serviceId,
    service.resellerId,
    service.username,
    salt,
    hash,
    now.toISOString(),
  );
}

/** Sets a new password; false when the login is no longer `username` (changed meanwhile). */
export function replaceClientPassword(db: DatabaseSync, serviceId: number, username: string, password: string, now: Date): boolean {
  const { salt, hash } = hashed(password);
  return (
    db.prepare('UPDATE reseller_services SET password_salt = ?, password_hash = ?, password_changed_at = ? WHERE service_id = ? AND username = ?').run(salt, hash, now.toISOString(), serviceId, username)
      .changes === 1
  );
}

export function findResellerService(db: DatabaseSync, serviceId: number): ResellerServiceRow | undefined {
  const row = db.prepare('SELECT * FROM reseller_services WHERE service_id = ?').get(serviceId);
  return row ? ResellerServiceRow.parse(row) : undefined;
}

function findReseller(db: DatabaseSync, id: number): ResellerRow | undefined {
  const row = db.prepare('SELECT * FROM resellers WHERE id = ?').get(id);
  return row ? ResellerRow.parse(row) : undefined;
}

/** The setting of the reseller a service was sold through; null for a service sold by us. */
export function resellerSettingOf(db: DatabaseSync, serviceId: number): ResellerSetting | null {
  const sold = findResellerService(db, serviceId);
  const reseller = sold ? findReseller(db, sold.reseller_id) : undefined;
  if (!reseller) return null;
  return {
    name: reseller.name,
    support: { email: reseller.support_email, url: reseller.support_url, hours: reseller.support_hours },
    supportReplacesOurs: reseller.support_replaces_ours,
    customerMay: { changeEmail: reseller.may_change_email, resetClientPassword: reseller.may_reset_password },
    clientPanelUrl: reseller.client_panel_url,
  };
}

/**
 * A reseller's service whose reseller keeps its email to itself: the service's email calls
 * are refused (a service we sold, or a reseller's that allows it, passes).
 * @throws ProviderError 403 ResellerForbids
 */
export function refuseUnlessResellerAllowsEmail(db: DatabaseSync, serviceId: number): void {
  const setting = resellerSettingOf(db, serviceId);
  if (setting && !setting.customerMay.changeEmail) throw new ProviderError(403, 'ResellerForbids');
}
