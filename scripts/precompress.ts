/**
 * `node scripts/precompress.ts <release folder>`: writes the nginx release's `.br` and `.gz`
 * copies (hosting/precompress.ts). Run it on a copy of `dist/` made for nginx, before the
 * upload (docs/deploy.md, nginx step 2).
 */
import { existsSync } from 'node:fs';
import { precompress } from '../hosting/precompress.ts';

const folder = process.argv[2];
if (!folder || !existsSync(folder)) {
  console.error('usage: node scripts/precompress.ts <release folder (a copy of dist/ for nginx)>');
  process.exit(1);
}
console.log(`${precompress(folder)} files compressed in ${folder} (.br and .gz beside each)`);
