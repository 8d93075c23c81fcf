/**
 * `npm run lock:complete`, after any `npm install` that rewrites package-lock.json.
 *
 * This machine's npm registry does not serve the Astro compiler's binaries for other
 * platforms (they answer 404), so `npm install` leaves them out of the lockfile and
 * `npm ci` then refuses it ("Missing: … from lock file"). They are optional and
 * platform-bound, so listing them with their os/cpu is enough: npm never fetches a
 * binary for another platform.
 * See: https://github.com/npm/cli/issues/4828 (npm records only the platform binaries it
 * could fetch) and https://github.com/npm/cli/issues/8320.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib.ts';

type LockEntry = { version: string; optional?: boolean; os?: string[]; cpu?: string[]; libc?: string[]; optionalDependencies?: Record<string, string> };

/** Platform of each binding, from its name (`<os>-<cpu>[-<abi>]`). */
function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> {
  const suffix = name.slice(name.lastIndexOf('binding-') + 'binding-'.length);
  const [os = '', cpu = '', abi] = suffix.split('-');
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  return { os: [os], cpu: [cpu], ...(abi === 'gnu' ? { libc: ['glibc'] } : abi === 'musl' ? { libc: ['musl'] } : {}) };
}

const file = join(ROOT, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!path.endsWith('/compiler-binding')) continue;
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    lock.packages[key] = { version, ...platformOf(name), optional: true };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform binaries listed`);
