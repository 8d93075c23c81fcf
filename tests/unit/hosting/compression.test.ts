/**
 * Which compressed answer a browser gets, from the Cloudflare Worker's copies or the Node host
 * (hosting/compression.ts, docs/decisions/0064), read from its Accept-Encoding as
 * RFC 9110 says: a coding with q=0 is refused, `*` stands for any coding not named.
 */
import { describe, expect, it } from 'vitest';
import { chosenCoding } from '../../../hosting/compression.ts';

describe('the copy a browser gets', () => {
  it('is brotli when the browser takes it, wherever it lists it', () => {
    expect(chosenCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenCoding('br;q=0.5, gzip;q=1')).toBe('br');
  });

  it('is gzip when brotli is not taken or refused', () => {
    expect(chosenCoding('gzip, deflate')).toBe('gzip');
    expect(chosenCoding('br;q=0, gzip')).toBe('gzip');
    expect(chosenCoding('BR;Q=0, *')).toBe('gzip');
  });

  it('is any coding `*` allows, and none when nothing is taken', () => {
    expect(chosenCoding('*')).toBe('br');
    expect(chosenCoding('identity')).toBeNull();
    expect(chosenCoding('br;q=0, gzip;q=0, *')).toBeNull();
    expect(chosenCoding('')).toBeNull();
    expect(chosenCoding(null)).toBeNull();
  });
});
