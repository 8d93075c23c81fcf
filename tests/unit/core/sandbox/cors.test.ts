import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, isLoopbackOrigin, parseOriginList } from '../../../../sandbox/core/cors.ts';

const SITE = 'http://127.0.0.1:4321';

describe('isAllowedOrigin', () => {
  it("allows the site's origin, and its loopback spellings on the same port", () => {
    for (const origin of [SITE, 'http://localhost:4321', 'http://[::1]:4321']) {
      expect(isAllowedOrigin(origin, [SITE]), origin).toBe(true);
    }
  });

  it('refuses any other page on this machine (issue 9, defect 12: another port is another program)', () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:8080', 'http://[::1]:4322', 'http://127.0.0.1']) {
      expect(isAllowedOrigin(origin, [SITE]), origin).toBe(false);
    }
  });

  it('refuses look-alikes, other schemes and other hosts', () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example', 'http://localhost.evil.example:4321', 'https://127.0.0.1:4321', 'http://127.0.0.2:4321', 'null']) {
      expect(isAllowedOrigin(origin, [SITE]), origin).toBe(false);
    }
  });

  it('allows configured origins exactly, and gives a non-loopback site no loopback aliases', () => {
    expect(isAllowedOrigin('https://skyline.example', ['https://skyline.example'])).toBe(true);
    expect(isAllowedOrigin('https://skyline.example.evil', ['https://skyline.example'])).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:443', ['https://skyline.example'])).toBe(false);
  });
});

describe('isLoopbackOrigin', () => {
  it('is plain http on a loopback name', () => {
    expect(isLoopbackOrigin('http://localhost:5173')).toBe(true);
    expect(isLoopbackOrigin('https://localhost:5173')).toBe(false);
    expect(isLoopbackOrigin('http://localhost.evil.example')).toBe(false);
  });
});

describe('parseOriginList', () => {
  it('splits a comma list, trimming spaces and a trailing slash', () => {
    expect(parseOriginList(' https://a.example/, https://b.example ,,')).toEqual(['https://a.example', 'https://b.example']);
    expect(parseOriginList(undefined)).toEqual([]);
  });
});
