/**
 * Reading a QR code the page drew, without a decoder: Chromium on Linux has no
 * BarcodeDetector and the project carries no QR decoder, so a test reads the image's
 * modules off its pixels (their count from the timing pattern, their size from the
 * symbol's width) and compares them with the symbol of the text it expects. The encoder is
 * deterministic (the same text, error correction and mask rule give the same symbol), so
 * equal modules mean the image encodes exactly that text, and nothing more.
 */
import type { Locator } from '@playwright/test';
import QRCode from 'qrcode';

/** The dark (true) and light modules of a drawn QR code, quiet zone left out. */
export async function readModules(image: Locator): Promise<boolean[][]> {
  return image.evaluate(async (element) => {
    if (!(element instanceof HTMLImageElement)) throw new Error('not an image');
    await element.decode();
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(element, 0, 0);
    const { data, width } = context.getImageData(0, 0, canvas.width, canvas.height);
    const dark = (x: number, y: number) => (data[(y * width + x) * 4] ?? 255) < 128;
    // The top-left finder pattern starts where the quiet zone ends, on the diagonal; it is
    // 7 modules wide, which gives the module size roughly.
    let start = 0;
    while (start < width && !dark(start, start)) start++;
    let run = 0;
    while (start + run < width && dark(start + run, start)) run++;
    // Module row 6 holds the timing pattern between the two upper finders: dark finder (7),
    // light, one module per run for the N - 16 timing modules, light, dark finder (7). Its
    // runs give the module count exactly, whatever the rounding of the pixel sizes.
    const row6 = Math.floor(start + 6.5 * (run / 7));
    let end = width - 1;
    while (end > start && !dark(end, row6)) end--;
    let runs = 1;
    for (let x = start + 1; x <= end; x++) if (dark(x, row6) !== dark(x - 1, row6)) runs++;
    const count = runs + 12;
    const scale = (end + 1 - start) / count;
    const modules: boolean[][] = [];
    for (let row = 0; row < count; row++) {
      const line: boolean[] = [];
      for (let column = 0; column < count; column++) line.push(dark(Math.floor(start + (column + 0.5) * scale), Math.floor(start + (row + 0.5) * scale)));
      modules.push(line);
    }
    return modules;
  });
}

/** The modules of the QR symbol of `text`, as the page's encoder makes it (error correction M). */
export function symbolOf(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))));
}
