/**
 * Every component a page hydrates (`client:*` in an .astro file) is exported inside its
 * boundary (`export default island(…)`, src/islands/ui/island-boundary.tsx), so none can
 * throw its way off the page without a word.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../../src');

function astroFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.astro'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each hydrated component of an .astro file, with the file its import names. */
function hydratedComponents(file: string): { name: string; source: string }[] {
  const text = readFileSync(file, 'utf8');
  const names = new Set([...text.matchAll(/<([A-Z]\w*)\b[^>]*\sclient:\w+/g)].map((match) => match[1] ?? ''));
  return [...names].map((name) => {
    const imported = new RegExp(`import\\s+${name}\\s+from\\s+['"]([^'"]+)['"]`).exec(text)?.[1];
    if (!imported) throw new Error(`${file}: <${name}> is hydrated but not imported by name`);
    const path = resolve(dirname(file), imported);
    return { name, source: /\.tsx?$/.test(path) ? path : `${path}.tsx` };
  });
}

const hydrated = astroFiles(SRC).flatMap((file) => hydratedComponents(file).map((component) => ({ page: file.slice(SRC.length + 1), ...component })));

describe('every hydrated island', () => {
  it('finds the islands the pages hydrate', () => {
    expect(hydrated.length).toBeGreaterThan(5);
  });
  it.each(hydrated.map((each) => [each.page, each.name, each.source] as const))('%s: <%s> is exported inside its boundary', (_page, _name, source) => {
    expect(readFileSync(source, 'utf8')).toMatch(/export default island\(/);
  });
});
