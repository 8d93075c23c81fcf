import { describe, expect, it } from 'vitest';
import { providerChunkOf, reactDomChunkOf, shellChunkOf } from '../../../src/integrations/shell-chunk.ts';

/** A module graph by importers, as the bundler describes it. */
const importers: Record<string, string[]> = {
  '/p/src/lib/core/guard/page-entry.ts': ['/p/src/layouts/Base.astro?script'],
  '/p/src/lib/core/guard/run-guard.ts': ['/p/src/lib/core/guard/page-entry.ts'],
  '/p/src/lib/core/routes.ts': ['/p/src/lib/core/guard/run-guard.ts', '/p/src/islands/x/X.tsx'],
  '/p/src/lib/core/guard/static-page-entry.ts': ['/p/src/layouts/Base.astro?script=1'],
  '/p/src/lib/core/page-context.ts': ['/p/src/lib/core/guard/static-page-entry.ts', '/p/src/lib/core/guard/page-entry.ts'],
  '/p/src/lib/reset/words/reset/en-US.ts': ['/p/src/lib/core/i18n/areas.ts'],
  '/p/src/lib/core/i18n/areas.ts': ['/p/src/lib/core/i18n/t.ts'],
  '/p/src/lib/core/i18n/t.ts': ['/p/src/lib/core/guard/run-guard.ts'],
  '/p/src/islands/x/X.tsx': ['/p/src/pages/x.astro'],
  '/p/src/lib/stores/only-x.ts': ['/p/src/islands/x/X.tsx'],
  // A cycle must not loop.
  '/p/src/lib/a.ts': ['/p/src/lib/b.ts'],
  '/p/src/lib/b.ts': ['/p/src/lib/a.ts'],
};
const graph = { getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }) };

describe('shellChunkOf', () => {
  it('groups what the shell’s page script imports, however deep, even when islands import it too', () => {
    expect(shellChunkOf('/p/src/lib/core/guard/run-guard.ts', graph)).toBe('shell');
    expect(shellChunkOf('/p/src/lib/core/routes.ts', graph)).toBe('shell');
  });

  it('puts what a static page’s script imports in a file of its own, even when the whole shell imports it too', () => {
    expect(shellChunkOf('/p/src/lib/core/page-context.ts', graph)).toBe('shell-base');
    expect(shellChunkOf('/p/src/lib/core/guard/run-guard.ts', graph)).toBe('shell');
  });

  it('leaves the two page scripts in their own files, so loading a shared file never runs either', () => {
    expect(shellChunkOf('/p/src/lib/core/guard/page-entry.ts', graph)).toBeNull();
    expect(shellChunkOf('/p/src/lib/core/guard/static-page-entry.ts', graph)).toBeNull();
  });

  it('leaves an island’s own code and the on-demand string catalogues to the bundler', () => {
    expect(shellChunkOf('/p/src/lib/stores/only-x.ts', graph)).toBeNull();
    expect(shellChunkOf('/p/src/lib/reset/words/reset/en-US.ts', graph)).toBeNull();
    expect(shellChunkOf('/p/src/lib/a.ts', graph)).toBeNull();
  });
});

describe('providerChunkOf', () => {
  it('keeps the site’s provider client with the client it configures, and nothing else', () => {
    expect(providerChunkOf('/p/src/lib/core/api/provider.ts')).toBe('provider');
    expect(providerChunkOf('/p/src/lib/core/api/provider-client.ts')).toBe('provider');
    expect(providerChunkOf('/p/src/lib/core/api/help-desk.ts')).toBeNull();
    expect(providerChunkOf('/p/src/lib/account/store.ts')).toBeNull();
  });
});

describe('reactDomChunkOf', () => {
  it('keeps ReactDOM, its scheduler and Astro’s React renderer together, and nothing else', () => {
    expect(reactDomChunkOf('/p/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(reactDomChunkOf('/p/node_modules/scheduler/cjs/scheduler.production.js')).toBe('react-dom');
    expect(reactDomChunkOf('/p/node_modules/@astrojs/react/dist/client.js')).toBe('react-dom');
    expect(reactDomChunkOf('/p/node_modules/react/cjs/react.production.js')).toBeNull();
    expect(reactDomChunkOf('/p/node_modules/nanostores/index.js')).toBeNull();
    expect(reactDomChunkOf('/p/src/islands/bills/cancel-renewal-root.tsx')).toBeNull();
  });
});
