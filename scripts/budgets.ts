/**
 * Byte budgets, checked on a built site: every page's first load (HTML, stylesheets,
 * up-front scripts and their static imports, brotli) against PAGE_BUDGETS, and no
 * framework JavaScript up front on any page but those allowed it. Prints a table and
 * exits 1 when a page is over. `npm test` runs it on the browser tests' build.
 *
 *   node scripts/budgets.ts [dist folder]     (default: dist/)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { OUT_DIRS } from './lib.ts';
import { formatVerdicts, judgePages, weighPage, type PageWeight } from './page-weight.ts';

/** Weighs every built HTML page of a dist folder. */
export function weighDist(dist: string): PageWeight[] {
  const readAsset = (sitePath: string): string | undefined => {
    // Only site paths inside the build; anything else (another host) is not ours to weigh.
    if (!sitePath.startsWith('/') || sitePath.startsWith('//')) return undefined;
    const file = join(dist, decodeURIComponent(sitePath.split(/[?#]/)[0] ?? ''));
    return file.startsWith(dist) && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  return htmlFiles(dist).map((file) => weighPage(relative(dist, file).split(sep).join('/'), readFileSync(file, 'utf8'), readAsset));
}

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Checks a built site's budgets; prints the table; returns the exit code. */
export function checkBudgets(dist: string): number {
  if (!existsSync(dist)) {
    console.error(`budgets: no build at ${dist} (build the site first)`);
    return 1;
  }
  const verdicts = judgePages(weighDist(dist));
  // Pages with a budget, and any page that fails, are worth a line; the rest only pass.
  const shown = verdicts.filter((verdict) => verdict.maxBrotliBytes !== undefined || verdict.problems.length > 0 || verdict.frameworkAllowed);
  console.log(formatVerdicts(shown));
  const failed = verdicts.filter((verdict) => verdict.problems.length > 0);
  const others = verdicts.length - shown.length;
  console.log(`\n…and ${others} more pages without a byte budget: no framework JavaScript up front, nothing missing.`);
  if (failed.length > 0) {
    console.error(`\n${failed.length} page(s) over budget.`);
    return 1;
  }
  return 0;
}

if (import.meta.main) process.exit(checkBudgets(process.argv[2] ?? OUT_DIRS.start));
