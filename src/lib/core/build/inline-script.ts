/**
 * Build-time only: bundles a TypeScript entry into a minified classic script for a
 * page's <head> (`<script is:inline set:html>`), so code that must run before the
 * first paint is written, typed and tested like the rest and still costs no request.
 * Each entry is bundled once per build.
 */
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const bundles = new Map<string, Promise<{ code: string; sources: string[] }>>();

/**
 * @param entry a path relative to `src/` (`lib/core/guard/early-guard.ts`); the build runs
 * from the project's root (Astro's own rule), and this module's own URL points into the
 * build's output, so the path is taken from the working directory.
 */
export function inlineScript(entry: string): Promise<string> {
  return bundled(entry).then((bundle) => bundle.code);
}

/** The files an inline script was built from (paths relative to the project), for its tests. */
export function inlineScriptSources(entry: string): Promise<string[]> {
  return bundled(entry).then((bundle) => bundle.sources);
}

function bundled(entry: string): Promise<{ code: string; sources: string[] }> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    const file = join(process.cwd(), 'src', entry);
    if (!existsSync(file)) throw new Error(`inline script ${entry}: ${file} not found (is the build running from the project root?)`);
    bundle = build({
      entryPoints: [file],
      bundle: true,
      write: false,
      metafile: true,
      format: 'iife',
      minify: true,
      target: 'es2022',
      legalComments: 'none',
    }).then((result) => {
      const code = result.outputFiles[0]?.text.trim() ?? '';
      // An inline script ends at the first "</script": the bundle must not contain one.
      if (code === '' || /<\/script/i.test(code)) throw new Error(`inline script ${entry}: empty or not inlinable`);
      return { code, sources: Object.keys(result.metafile.inputs) };
    });
    bundles.set(entry, bundle);
  }
  return bundle;
}
