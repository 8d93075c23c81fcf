import { describe, expect, it } from 'vitest';
import { createFaultRegistry } from '../../../../sandbox/core/faults.ts';

describe('createFaultRegistry', () => {
  it('applies a fault to paths under its prefix, the given number of times', () => {
    const faults = createFaultRegistry();
    faults.add({ pathPrefix: '/au/api/v1/au/', mode: 'error500', times: 2 });
    expect(faults.take('/au/api/v1/verify/cf')).toBeNull();
    expect(faults.take('/au/api/v1/au/info')).toMatchObject({ mode: 'error500', remaining: 1 });
    expect(faults.take('/au/api/v1/au/service/3')).toMatchObject({ mode: 'error500', remaining: 0 });
    expect(faults.take('/au/api/v1/au/info')).toBeNull();
    expect(faults.list()).toEqual([]);
  });

  it('uses faults in the order they were armed, once each by default', () => {
    const faults = createFaultRegistry();
    faults.add({ pathPrefix: '/', mode: 'delay', delayMs: 50 });
    faults.add({ pathPrefix: '/', mode: 'drop' });
    expect(faults.take('/x')?.mode).toBe('delay');
    expect(faults.take('/x')?.mode).toBe('drop');
    expect(faults.take('/x')).toBeNull();
  });

  it('clears everything and says how many', () => {
    const faults = createFaultRegistry();
    faults.add({ pathPrefix: '/a', mode: 'malformed', times: 3 });
    faults.add({ pathPrefix: '/b', mode: 'drop' });
    expect(faults.clear()).toBe(2);
    expect(faults.take('/a')).toBeNull();
  });

  it('a scoped fault hits only requests of its scope, and clears by scope', () => {
    const faults = createFaultRegistry();
    faults.add({ pathPrefix: '/au/', mode: 'drop', scope: 'test-a' });
    faults.add({ pathPrefix: '/au/', mode: 'error500', scope: 'test-b' });
    expect(faults.take('/au/info')).toBeNull();
    expect(faults.take('/au/info', 'test-b')?.mode).toBe('error500');
    expect(faults.clear('test-a')).toBe(1);
    expect(faults.take('/au/info', 'test-a')).toBeNull();
  });
});
