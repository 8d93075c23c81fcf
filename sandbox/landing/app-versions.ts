/** The latest client app per platform (`app/version`). */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { ClientPlatform } from '../../src/lib/core/contract/index.ts';

const AppVersionRow = z.object({
  client: ClientPlatform,
  version: z.string(),
  released_at: z.string(),
  download_path: z.string(),
  minimum_os: z.string(),
});
export type AppVersionRow = z.infer<typeof AppVersionRow>;

export function findAppVersion(db: DatabaseSync, client: z.infer<typeof ClientPlatform>): AppVersionRow | undefined {
  const row = db.prepare('SELECT * FROM app_versions WHERE client = ?').get(client);
  return row ? AppVersionRow.parse(row) : undefined;
}

/** Adds a platform's version unless one is stored (the seed runs on every start). */
export function addAppVersionIfMissing(db: DatabaseSync, version: AppVersionRow): void {
  db.prepare(
    `INSERT INTO app_versions (client, version, released_at, download_path, minimum_os) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (client) DO NOTHING`,
  ).run(version.client, version.version, version.released_at, version.download_path, version.minimum_os);
}

/** The release whose download lives at `path` on the sandbox's origin. */
export function findAppVersionByPath(db: DatabaseSync, path: string): AppVersionRow | undefined {
  const row = db.prepare('SELECT * FROM app_versions WHERE download_path = ?').get(path);
  return row ? AppVersionRow.parse(row) : undefined;
}

/**
 * The bytes the sandbox serves for a release: it has no real client builds, so a short
 * text stands in for each file. Its size and SHA-256 are what `app/version` announces, so
 * a person (or a test) can check the file they downloaded against the page.
 */
export function downloadBody(row: AppVersionRow): Buffer {
  return Buffer.from(`Skyline ${row.client} client ${row.version}: a placeholder from the sandbox provider, not a real build.\n`);
}

/** Size in bytes and SHA-256 (hex) of a release's download. */
export function downloadDigest(row: AppVersionRow): { size: number; sha256: string } {
  const body = downloadBody(row);
  return { size: body.byteLength, sha256: createHash('sha256').update(body).digest('hex') };
}
