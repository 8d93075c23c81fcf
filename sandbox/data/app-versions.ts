/** The latest client app per platform (`app/version`). */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { ClientPlatform } from '../../src/lib/contract/index.ts';

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
