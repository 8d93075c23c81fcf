import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineScript, inlineScriptSources } from '../../../../src/lib/core/build/inline-script.ts';

describe('the guard inline in every head (docs/decisions/0021)', () => {
  it('is one classic script that can sit inside <script>, small enough for every page', async () => {
    const code = await inlineScript('lib/core/guard/early-guard.ts');
    expect(code).not.toMatch(/<\/script/i);
    // A classic script: it compiles as a function body (no import or export statements).
    expect(() => new Function(code)).not.toThrow();
    // It comes before the first paint on every page. 2 KiB of guard, and about 0.2 KiB that
    // reports the page's policy violations from the first moment (docs/decisions/0049).
    expect(brotliCompressSync(code).length).toBeLessThan(2.25 * 1024);
  });

  it('is built from the guard rules alone: none of zod, the stores, the provider client or js-cookie', async () => {
    const sources = await inlineScriptSources('lib/core/guard/early-guard.ts');
    expect(sources).toContain('src/lib/core/rules/guard.ts');
    for (const source of sources) {
      expect(source).not.toMatch(/node_modules\/(zod|nanostores|@nanostores|ofetch|js-cookie)\//);
      expect(source).not.toMatch(/src\/lib\/(contract|api)\//);
      if (source.startsWith('src/lib/stores/')) expect(source).toBe('src/lib/core/stores/stored-names.ts');
    }
  });
});
