import { describe, expect, it } from 'vitest';
import { compileHintBanner, panelChunkOf, providerChunkOf, reactDomChunkOf, shellChunkOf } from '../../../src/integrations/shell-chunk.ts';

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
  it('keeps ReactDOM and its scheduler together, and nothing else (Astro’s renderer is imported on demand)', () => {
    expect(reactDomChunkOf('/p/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(reactDomChunkOf('/p/node_modules/scheduler/cjs/scheduler.production.js')).toBe('react-dom');
    expect(reactDomChunkOf('/p/node_modules/@astrojs/react/dist/client.js')).toBeNull();
    expect(reactDomChunkOf('/p/node_modules/react/cjs/react.production.js')).toBeNull();
    expect(reactDomChunkOf('/p/node_modules/nanostores/index.js')).toBeNull();
    expect(reactDomChunkOf('/p/src/islands/bills/cancel-renewal-root.tsx')).toBeNull();
  });
});

describe('compileHintBanner', () => {
  it('asks V8 to compile ReactDOM’s file as it arrives, and no other file', () => {
    expect(compileHintBanner({ name: 'react-dom' })).toBe('//# allFunctionsCalledOnLoad');
    for (const name of ['shell', 'shell-base', 'provider', 'panel', 'client', 'InvoicePage']) expect(compileHintBanner({ name })).toBe('');
  });
});

describe('panelChunkOf', () => {
  const service = '/p/src/islands/service/ServicePanel.tsx';
  const bills = '/p/src/islands/bills/BillsPage.tsx';
  const payment = '/p/src/islands/payment/PaymentPage.tsx';
  const wizard = '/p/src/islands/order/OrderWizard.tsx';
  const placeScript = '/p/src/pages/[lang]/order/place.astro?astro&type=script&index=0&lang.ts';
  const loginScript = '/p/src/pages/[lang]/user/login.astro?astro&type=script&index=0&lang.ts';
  /** Importers (static) and on-demand importers of each module; a module with neither is an entry. */
  const modules: Record<string, { importers?: string[]; dynamicImporters?: string[] }> = {
    '/p/src/lib/service/usage.ts': { importers: [service, '/p/src/lib/bills/view.ts'] },
    '/p/src/lib/bills/view.ts': { importers: [bills] },
    '/p/src/lib/service/only-service.ts': { importers: [service] },
    '/p/src/lib/payment/paid.ts': { importers: [service, payment] },
    '/p/src/lib/payment/with-payment.ts': { importers: [service, bills, payment] },
    '/p/src/lib/core/rules/money.ts': { importers: [service, bills, placeScript, wizard] },
    '/p/src/lib/order/plans.ts': { importers: [placeScript, wizard] },
    '/p/src/lib/core/email.ts': { importers: [service, bills, loginScript] },
    '/p/src/lib/service/dialog-part.ts': { importers: [service, bills, '/p/src/islands/order/Dialog.tsx'] },
    '/p/src/islands/order/Dialog.tsx': { dynamicImporters: [wizard] },
    '/p/src/lib/service/words/service/en-US.ts': { importers: [service, bills] },
  };
  const graph = { getModuleInfo: (id: string) => ({ importers: modules[id]?.importers ?? [], dynamicImporters: modules[id]?.dynamicImporters ?? [] }) };

  it('puts what two logged-in islands load up front in one file, and what one alone loads in its own', () => {
    expect(panelChunkOf('/p/src/lib/service/usage.ts', graph)).toBe('panel');
    expect(panelChunkOf('/p/src/lib/payment/with-payment.ts', graph)).toBe('panel');
    expect(panelChunkOf('/p/src/lib/service/only-service.ts', graph)).toBeNull();
    // Only one logged-in island and the payment page: the other logged-in pages would carry it for nothing.
    expect(panelChunkOf('/p/src/lib/payment/paid.ts', graph)).toBeNull();
  });

  it('puts what the order page’s script shares with the logged-in islands in `order`, never what only the order page needs', () => {
    expect(panelChunkOf('/p/src/lib/core/rules/money.ts', graph)).toBe('order');
    expect(panelChunkOf('/p/src/lib/order/plans.ts', graph)).toBeNull();
  });

  it('leaves out what a static page’s script loads, so such a page never loads either file', () => {
    expect(panelChunkOf('/p/src/lib/core/email.ts', graph)).toBeNull();
  });

  it('may give another island’s dialog the file when it opens, as no other page loads it up front', () => {
    expect(panelChunkOf('/p/src/lib/service/dialog-part.ts', graph)).toBe('panel');
  });

  it('never takes the words, which are fetched per area and language', () => {
    expect(panelChunkOf('/p/src/lib/service/words/service/en-US.ts', graph)).toBeNull();
  });
});
