import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, parseOriginList } from '../../../sandbox/cors.ts';

describe('isAllowedOrigin', () => {
  it('allows loopback origins on any port', () => {
    for (const origin of ['http://127.0.0.1:4321', 'http://127.0.0.1', 'http://localhost:5173', 'http://[::1]:8080']) {
      expect(isAllowedOrigin(origin, [])).toBe(true);
    }
  });

  it('refuses look-alikes, other schemes and other hosts', () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example', 'http://localhost.evil.example:80', 'https://127.0.0.1:4321', 'http://127.0.0.2:4321', 'null']) {
      expect(isAllowedOrigin(origin, [])).toBe(false);
    }
  });

  it('allows configured origins exactly', () => {
    expect(isAllowedOrigin('https://skyline.example', ['https://skyline.example'])).toBe(true);
    expect(isAllowedOrigin('https://skyline.example.evil', ['https://skyline.example'])).toBe(false);
  });
});

describe('parseOriginList', () => {
  it('splits a comma list, trimming spaces and a trailing slash', () => {
    expect(parseOriginList(' https://a.example/, https://b.example ,,')).toEqual(['https://a.example', 'https://b.example']);
    expect(parseOriginList(undefined)).toEqual([]);
  });
});
