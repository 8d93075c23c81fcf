import { describe, expect, it } from 'vitest';
import { missingModulePreloads, withModulePreloads } from '../../../hosting/module-preload.ts';

/** A built page whose script imports a store that imports the contract: three round trips without preloads. */
const BUILT: Record<string, string> = {
  '/_astro/page.js': 'import{s}from"./store.js";import"./shell.js";const qr=()=>import("./qr-encoder.js");s(qr);',
  '/_astro/store.js': 'import{c}from"./contract.js";export const s=c;',
  '/_astro/contract.js': 'export const c=1;',
  '/_astro/shell.js': 'export const x=1;',
  '/_astro/qr-encoder.js': 'export const q=1;',
  '/_astro/Wizard.js': 'import{j}from"./react.js";export default j;',
  '/_astro/Panel.js': 'import{j}from"./react.js";export default j;',
  '/_astro/react.js': 'export const j=1;',
};
const read = (path: string) => BUILT[path];
const page = (body: string) => `<!doctype html><html><head><script type="module" src="/_astro/page.js"></script></head><body>${body}</body></html>`;

describe('modulepreload links', () => {
  it('names every script the page script imports, however deep, in the head', () => {
    const html = withModulePreloads(page(''), read);
    const head = html.slice(0, html.indexOf('</head>'));
    for (const script of ['store', 'contract', 'shell']) expect(head).toContain(`<link rel="modulepreload" href="/_astro/${script}.js">`);
  });

  it('puts the links right after the guard, the head’s first script, before the rest of the head (early reads, styles)', () => {
    const built = '<!doctype html><html><head><meta charset="utf-8"><title>Bill</title><script>guard()</script><script data-provider="x">reads()</script><style>body{}</style><script type="module" src="/_astro/page.js"></script></head><body></body></html>';
    const html = withModulePreloads(built, read);
    const first = html.indexOf('<link rel="modulepreload"');
    expect(first).toBe(html.indexOf('</script>') + '</script>'.length);
    expect(html.indexOf('<script data-provider')).toBeGreaterThan(html.lastIndexOf('<link rel="modulepreload"'));
    expect(html.indexOf('<style>')).toBeGreaterThan(first);
  });

  it('puts them at the end of a head without a script', () => {
    const html = withModulePreloads('<html><head><title>Help</title></head><body><script type="module" src="/_astro/page.js"></script></body></html>', read);
    expect(html).toContain('<link rel="modulepreload" href="/_astro/contract.js"></head>');
  });

  it('preloads nothing the page would not load before a touch: no dynamic import, no island that waits for one', () => {
    const links = missingModulePreloads(page('<astro-island component-url="/_astro/Wizard.js" client="interaction"></astro-island>'), read).join('');
    expect(links).not.toContain('qr-encoder');
    expect(links).not.toContain('Wizard');
    expect(links).not.toContain('react');
  });

  it('preloads an island that hydrates on load, with its imports', () => {
    const links = missingModulePreloads(page('<astro-island component-url="/_astro/Panel.js" client="load"></astro-island>'), read).join('');
    expect(links).toContain('/_astro/Panel.js');
    expect(links).toContain('/_astro/react.js');
  });

  it('does not name a script twice, and leaves a page without scripts as it was', () => {
    const once = withModulePreloads(page(''), read);
    expect(withModulePreloads(once, read)).toBe(once);
    expect(once.match(/page\.js/g)).toHaveLength(1);
    const plain = '<html><head><title>Help</title></head><body></body></html>';
    expect(withModulePreloads(plain, read)).toBe(plain);
  });
});

describe('an island that wakes on the first touch', () => {
  it('names the scripts its wake needs, beyond those the page loads already', () => {
    const html = withModulePreloads(page('<astro-island uid="w" component-url="/_astro/Wizard.js" client="interaction"></astro-island>'), read);
    const tag = /<astro-island[^>]*>/.exec(html)?.[0] ?? '';
    expect(tag).toContain('data-wake-preload="');
    const named = /data-wake-preload="([^"]*)"/.exec(tag)?.[1]?.split(' ') ?? [];
    expect(named.sort()).toEqual(['/_astro/Wizard.js', '/_astro/react.js']);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('Wizard');
  });

  it('leaves out what the page has loaded before the touch', () => {
    const built: Record<string, string> = { ...BUILT, '/_astro/Wizard.js': 'import{s}from"./store.js";export default s;' };
    const html = withModulePreloads(page('<astro-island uid="w" component-url="/_astro/Wizard.js" client="interaction"></astro-island>'), (path) => built[path]);
    expect(/data-wake-preload="([^"]*)"/.exec(html)?.[1]).toBe('/_astro/Wizard.js');
  });
});
