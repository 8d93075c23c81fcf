import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brotliSize, formatVerdicts, FRAMEWORK_PAGES, isFrameworkCode, judgePages, PAGE_BUDGETS, staticImports, upfrontAssets, weighPage } from '../../../scripts/page-weight.ts';
import { weighDist } from '../../../scripts/budgets.ts';

/** Incompressible text: brotli cannot shrink it, so a byte count is a brotli count. */
const noise = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);

/**
 * A small built site shaped like Astro's output: a wizard page whose island wakes on a
 * touch, a service page whose island loads at once, a static help page, and a chunk that
 * is only ever imported dynamically (Stripe.js, the QR encoder).
 */
const KITCHEN_SINK: Record<string, string> = {
  'zh-TW/order/place/index.html': [
    '<!doctype html><html><head><link rel="stylesheet" href="/_astro/place.css">',
    '<script type="module" src="/_astro/page.js"></script></head><body>',
    '<astro-island uid="a" component-url="/_astro/Wizard.js" renderer-url="/_astro/client.js" client="interaction" opts="{}"></astro-island>',
    '</body></html>',
  ].join(''),
  'zh-TW/user/service/_/index.html': '<html><body><astro-island uid="b" component-url="/_astro/Panel.js" renderer-url="/_astro/client.js" client="load"></astro-island></body></html>',
  'zh-TW/help/index.html': '<html><head><script type="module" src="/_astro/page.js"></script></head><body>help</body></html>',
  '_astro/place.css': 'body{color:red}',
  '_astro/page.js': 'import{a as b}from"./shared.js";export{c}from"./reexported.js";const q=()=>import("./qr-encoder.js");b(q);',
  '_astro/shared.js': 'export const a=1;',
  '_astro/reexported.js': 'export const c=2;',
  '_astro/qr-encoder.js': noise(4000),
  '_astro/Wizard.js': 'import{j}from"./react.js";export default j;',
  '_astro/Panel.js': 'import{j}from"./react.js";export default j;',
  '_astro/client.js': 'import"./react.js";',
  '_astro/react.js': 'const e=Symbol.for("react.transitional.element");export const j=e;',
};

const readFixture = (sitePath: string) => KITCHEN_SINK[sitePath.slice(1)];

describe('what a first load fetches', () => {
  it('follows up-front scripts through their static imports, and leaves out dynamic imports and islands that wait for a touch', () => {
    const assets = upfrontAssets(KITCHEN_SINK['zh-TW/order/place/index.html'] ?? '', readFixture);
    expect(assets.scripts.sort()).toEqual(['/_astro/page.js', '/_astro/reexported.js', '/_astro/shared.js']);
    expect(assets.stylesheets).toEqual(['/_astro/place.css']);
  });

  it('counts an island hydrated on load with its renderer and React', () => {
    expect(upfrontAssets(KITCHEN_SINK['zh-TW/user/service/_/index.html'] ?? '', readFixture).scripts.sort()).toEqual(['/_astro/Panel.js', '/_astro/client.js', '/_astro/react.js']);
  });

  it('reads static imports and re-exports in minified code, not import()', () => {
    expect(staticImports('import"./a.js";import{b as c}from"./b.js";export{d}from"./d.js";import("./lazy.js");x.import("./nope.js")')).toEqual(['./a.js', './b.js', './d.js']);
  });

  it('knows React by its chunk name or by the element symbol it carries', () => {
    expect(isFrameworkCode('/_astro/react.B54jxNxs.js', '')).toBe(true);
    expect(isFrameworkCode('/_astro/vendor.js', 'var x=Symbol.for("react.element")')).toBe(true);
    expect(isFrameworkCode('/_astro/guard.js', 'document.cookie')).toBe(false);
  });

  it('weighs the HTML, the stylesheet and the up-front scripts, brotli-compressed', () => {
    const html = KITCHEN_SINK['zh-TW/order/place/index.html'] ?? '';
    const weight = weighPage('zh-TW/order/place/index.html', html, readFixture);
    const expected = ['_astro/place.css', '_astro/page.js', '_astro/shared.js', '_astro/reexported.js'].reduce((sum, file) => sum + brotliSize(KITCHEN_SINK[file] ?? ''), brotliSize(html));
    expect(weight.brotliBytes).toBe(expected);
    // The dynamically imported 4 KB chunk is not part of it.
    expect(weight.brotliBytes).toBeLessThan(1000);
    expect(weight.frameworkScripts).toEqual([]);
  });
});

describe('judging pages against their budgets', () => {
  const budget = [{ page: 'zh-TW/order/place/index.html', maxBrotliBytes: 2048 }];
  const weigh = (files: Record<string, string>) => {
    const read = (sitePath: string) => files[sitePath.slice(1)];
    return Object.keys(files)
      .filter((file) => file.endsWith('.html'))
      .map((file) => weighPage(file, files[file] ?? '', read));
  };

  it('passes a site within its budgets, with React only where it is allowed', () => {
    const verdicts = judgePages(weigh(KITCHEN_SINK), budget, [/user\/service/]);
    expect(verdicts.flatMap((verdict) => verdict.problems)).toEqual([]);
  });

  it('fails a page that grows past its budget: a new up-front import of 4 KB', () => {
    const grown = { ...KITCHEN_SINK, '_astro/shared.js': 'import"./qr-encoder.js";export const a=1;' };
    const verdict = judgePages(weigh(grown), budget, [/user\/service/]).find((entry) => entry.page === 'zh-TW/order/place/index.html');
    expect(verdict?.problems).toEqual([expect.stringMatching(/^\d+\.\d KiB is over its budget of 2\.0 KiB$/)]);
  });

  it('fails a static page that starts loading React up front', () => {
    const withReact = { ...KITCHEN_SINK, '_astro/shared.js': 'import"./react.js";export const a=1;' };
    const verdict = judgePages(weigh(withReact), budget, [/user\/service/]).find((entry) => entry.page === 'zh-TW/help/index.html');
    expect(verdict?.problems).toEqual(['loads framework JavaScript up front: /_astro/react.js']);
  });

  it('fails when a budgeted page is missing from the build, or a page names an asset the build lacks', () => {
    const broken = Object.fromEntries(Object.entries(KITCHEN_SINK).filter(([file]) => file !== 'zh-TW/order/place/index.html'));
    broken['zh-TW/help/index.html'] = '<script type="module" src="/_astro/gone.js"></script>';
    const problems = judgePages(weigh(broken), budget, [/user\/service/]).flatMap((verdict) => verdict.problems.map((problem) => `${verdict.page}: ${problem}`));
    expect(problems).toEqual(['zh-TW/help/index.html: names assets the build does not have: /_astro/gone.js', 'zh-TW/order/place/index.html: the build has no such page']);
  });

  it('prints a table of page, bytes and budget', () => {
    const table = formatVerdicts(judgePages(weigh(KITCHEN_SINK), budget, [/user\/service/]));
    expect(table.split('\n')[0]).toMatch(/^page .*bytes +budget +framework JS +verdict$/);
    expect(table).toMatch(/zh-TW\/order\/place\/index\.html +0\.\d KiB +2\.0 KiB +no +ok/);
    expect(table).toMatch(/zh-TW\/user\/service\/_\/index\.html .* yes \(allowed\) +ok/);
  });

  it('holds the buying issue’s budgets for every language: order/place 75 KiB, order/pay 90 KiB', () => {
    expect(PAGE_BUDGETS).toContainEqual({ page: 'en-US/order/place/index.html', maxBrotliBytes: 75 * 1024 });
    expect(PAGE_BUDGETS).toContainEqual({ page: 'zh-CN/order/pay/index.html', maxBrotliBytes: 90 * 1024 });
  });

  it('holds every logged-in page, a React island, within issue 24’s 120 KiB before any dialog opens, in every language', () => {
    for (const lang of ['zh-TW', 'zh-CN', 'en-US']) {
      const pages = ['user/service/_/index.html', 'user/service/_/invoice/index.html', 'user/invoice/_/index.html', 'user/account/index.html', 'win/services/index.html'];
      for (const page of pages.map((path) => `${lang}/${path}`)) {
        expect(PAGE_BUDGETS.find((budget) => budget.page === page)?.maxBrotliBytes).toBeLessThanOrEqual(120 * 1024);
        expect(FRAMEWORK_PAGES.some((pattern) => pattern.test(page))).toBe(true);
      }
    }
  });

  it('gives the static pages a budget in every language: help and an article their 20 KiB (issue 12), not-found 30.5 KiB, the Android landing page 20 KiB', () => {
    const budgetOf = (page: string) => PAGE_BUDGETS.find((budget) => budget.page === page)?.maxBrotliBytes;
    for (const lang of ['zh-TW', 'zh-CN', 'en-US']) {
      expect(budgetOf(`${lang}/landing-page/android-app/index.html`)).toBe(20 * 1024);
      expect(budgetOf(`${lang}/help/index.html`)).toBe(20 * 1024);
      expect(budgetOf(`${lang}/help/article/4403000601/index.html`)).toBe(20 * 1024);
      expect(budgetOf(`${lang}/404.html`)).toBe(30.5 * 1024);
    }
    expect(PAGE_BUDGETS.find((budget) => budget.page === '404.html')?.maxBrotliBytes).toBe(30.5 * 1024);
  });
});

describe('a fixture dist on disk', () => {
  const dist = mkdtempSync(join(tmpdir(), 'skyline-budgets-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('is weighed page by page, by path under the dist folder', () => {
    for (const [file, body] of Object.entries(KITCHEN_SINK)) {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), body);
    }
    const weights = weighDist(dist);
    expect(weights.map((weight) => weight.page)).toEqual(['zh-TW/help/index.html', 'zh-TW/order/place/index.html', 'zh-TW/user/service/_/index.html']);
    expect(weights.find((weight) => weight.page === 'zh-TW/user/service/_/index.html')?.frameworkScripts).toEqual(['/_astro/react.js']);
  });
});
