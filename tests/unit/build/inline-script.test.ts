import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineScript } from '../../../src/lib/build/inline-script.ts';

describe('the guard inline in every head (docs/decisions/0021)', () => {
  it('is one classic script that can sit inside <script>, small enough for every page', async () => {
    const code = await inlineScript('lib/guard/early-guard.ts');
    expect(code).not.toMatch(/<\/script/i);
    // A classic script: it compiles as a function body (no import or export statements).
    expect(() => new Function(code)).not.toThrow();
    // It comes before the first paint on every page.
    expect(brotliCompressSync(code).length).toBeLessThan(2 * 1024);
  });

  it('carries none of zod, the stores or the provider client', async () => {
    const code = await inlineScript('lib/guard/early-guard.ts');
    for (const heavy of ['safeParse', 'persistentAtom', 'ofetch', '$ZodType']) expect(code).not.toContain(heavy);
  });
});
