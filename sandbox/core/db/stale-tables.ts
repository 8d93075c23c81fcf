/**
 * Tables whose rules moved on since a database file was made. A table's CHECK lists are
 * written from the code's own lists (payment methods, statuses, regions) when the table is
 * created, and SQLite cannot change a CHECK in place: a sandbox file made before a payment
 * method was added would refuse every bill paid with it. So each time a file is opened, its
 * tables are compared with those a fresh database gets from the same migrations, and a
 * table that differs is rebuilt with its rows (SQLite's documented way to change a table:
 * https://www.sqlite.org/lang_altertable.html#otheralter), its indexes made again.
 */
import { DatabaseSync } from 'node:sqlite';

interface SchemaObject {
  type: string;
  name: string;
  tbl_name: string;
  sql: string;
}

function schemaObjects(db: DatabaseSync): SchemaObject[] {
  return db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'").all() as unknown as SchemaObject[];
}

function columns(db: DatabaseSync, table: string): string[] {
  return (db.prepare(`PRAGMA table_info(${quote(table)})`).all() as unknown as { name: string }[]).map((column) => column.name);
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * A table's definition without its name: a table SQLite renamed is stored as
 * `CREATE TABLE "name"(...)`, one created as `CREATE TABLE name (...)`.
 * @example definition('CREATE TABLE "bills" (id INTEGER)') // '(id INTEGER)'
 */
export function definition(sql: string): string {
  return sql.replace(/^CREATE TABLE\s+(?:IF NOT EXISTS\s+)?(?:"(?:[^"]|"")+"|[\w$]+)\s*/i, '');
}

/**
 * The tables of `db` whose definition differs from `fresh`'s (a database the same
 * migrations made just now), each with what `fresh` says it should be.
 */
export function staleTables(db: DatabaseSync, fresh: DatabaseSync): SchemaObject[] {
  const stored = new Map(schemaObjects(db).filter((object) => object.type === 'table').map((object) => [object.name, definition(object.sql)]));
  return schemaObjects(fresh).filter((object) => object.type === 'table' && stored.has(object.name) && stored.get(object.name) !== definition(object.sql));
}

/**
 * Rebuilds each stale table of `db` as `fresh` defines it, keeping its rows (the columns
 * both have) and making its indexes again; one transaction, foreign keys checked at the end.
 * @returns the names of the tables rebuilt.
 */
export function rebuildStaleTables(db: DatabaseSync, fresh: DatabaseSync): string[] {
  const stale = staleTables(db, fresh);
  if (stale.length === 0) return [];
  const freshIndexes = schemaObjects(fresh).filter((object) => object.type !== 'table');
  db.exec('PRAGMA foreign_keys = OFF');
  try {
    db.exec('BEGIN IMMEDIATE');
    try {
      for (const table of stale) {
        const kept = `${table.name}__rebuilt`;
        const shared = columns(db, table.name).filter((column) => columns(fresh, table.name).includes(column)).map(quote).join(', ');
        db.exec(`CREATE TABLE ${quote(kept)} ${definition(table.sql)}`);
        db.exec(`INSERT INTO ${quote(kept)} (${shared}) SELECT ${shared} FROM ${quote(table.name)}`);
        db.exec(`DROP TABLE ${quote(table.name)}`);
        db.exec(`ALTER TABLE ${quote(kept)} RENAME TO ${quote(table.name)}`);
        for (const index of freshIndexes.filter((object) => object.tbl_name === table.name)) db.exec(index.sql);
      }
      const broken = db.prepare('PRAGMA foreign_key_check').all();
      if (broken.length > 0) throw new Error(`rebuilding ${stale.map((table) => table.name).join(', ')} would break ${broken.length} references`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  } finally {
    db.exec('PRAGMA foreign_keys = ON');
  }
  return stale.map((table) => table.name);
}
