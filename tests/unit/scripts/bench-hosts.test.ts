/**
 * Which hosts a bench run serves the build behind (`BENCH_HOST`), and over which protocol:
 * hosts compared in one run are measured alike, over HTTP/1.1, since only the Node host
 * speaks HTTPS here.
 */
import { describe, expect, it } from 'vitest';
import { hostKinds } from '../../../scripts/local-stack.ts';
import { benchProtocol } from '../../../scripts/throttle.ts';

describe('the hosts of a bench run', () => {
  it('is the Node host unless named, and each named host once, in the order given', () => {
    expect(hostKinds(undefined)).toEqual(['node']);
    expect(hostKinds('nginx')).toEqual(['nginx']);
    expect(hostKinds('node, workerd,nginx,workerd')).toEqual(['node', 'workerd', 'nginx']);
  });

  it('refuses a host it cannot start, naming the choices', () => {
    expect(() => hostKinds('node,apache')).toThrow(/node, workerd or nginx, not "apache"/);
  });

  it('measures the Node host alone over HTTP/2, and every host of a comparison over HTTP/1.1', () => {
    expect(benchProtocol(undefined, ['node'])).toBe('h2');
    expect(benchProtocol(undefined, ['node', 'workerd'])).toBe('h1');
    expect(benchProtocol('h1', ['node'])).toBe('h1');
    expect(() => benchProtocol('h2', ['node', 'nginx'])).toThrow(/needs the Node host alone; nginx/);
    expect(() => benchProtocol('h3', ['node'])).toThrow(/h1 or h2, not "h3"/);
  });
});
