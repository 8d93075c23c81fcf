import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../hosting/precompress.ts';

const root = mkdtempSync(join(tmpdir(), 'skyline-precompress-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the nginx release's compressed copies", () => {
  it('sit beside each text file worth compressing, and give back its bytes exactly', () => {
    mkdirSync(join(root, '_astro'), { recursive: true });
    mkdirSync(join(root, 'zh-TW', 'help'), { recursive: true });
    const script = `export const words = ${JSON.stringify('服務'.repeat(400))};`;
    const page = `<!doctype html><html lang="zh-TW"><p>${'說明中心 '.repeat(100)}</p></html>`;
    writeFileSync(join(root, '_astro', 'shell.abc123.js'), script);
    writeFileSync(join(root, 'zh-TW', 'help', 'index.html'), page);
    writeFileSync(join(root, '_astro', 'tiny.js'), 'export {};');
    writeFileSync(join(root, 'favicon.png'), Buffer.alloc(4096, 1));

    expect(precompress(root)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(root, '_astro', 'shell.abc123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(root, 'zh-TW', 'help', 'index.html.gz'))).toString()).toBe(page);
    expect(readFileSync(join(root, '_astro', 'shell.abc123.js.br')).length).toBeLessThan(Buffer.byteLength(script) / 4);
    // Too small to gain, or not text: left as they are.
    expect(existsSync(join(root, '_astro', 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(root, 'favicon.png.br'))).toBe(false);
  });
});
