// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $importAttempt, IMPORT_WAIT, copiedForPaste, endImport, startImport } from '../../../src/lib/subscription/store.ts';

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  endImport();
  setVisibility('visible');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('one-click import: "didn’t open?" after a wait', () => {
  it('waits while the link is followed, then asks, when the page stayed in front', () => {
    startImport('clash');
    expect($importAttempt.get()).toEqual({ client: 'clash', phase: 'opening' });
    vi.advanceTimersByTime(IMPORT_WAIT.ms - 1);
    expect($importAttempt.get()?.phase).toBe('opening');
    vi.advanceTimersByTime(1);
    expect($importAttempt.get()).toEqual({ client: 'clash', phase: 'unanswered' });
  });

  it('says nothing when the app came to the front (the page was hidden)', () => {
    startImport('shadowrocket');
    setVisibility('hidden');
    vi.advanceTimersByTime(IMPORT_WAIT.ms);
    expect($importAttempt.get()).toBeNull();
  });

  it('a second app pressed restarts the wait for that app only', () => {
    startImport('clash');
    vi.advanceTimersByTime(IMPORT_WAIT.ms - 10);
    startImport('hiddify');
    vi.advanceTimersByTime(10);
    expect($importAttempt.get()).toEqual({ client: 'hiddify', phase: 'opening' });
    vi.advanceTimersByTime(IMPORT_WAIT.ms);
    expect($importAttempt.get()).toEqual({ client: 'hiddify', phase: 'unanswered' });
  });

  it('an app with no link shows its paste steps at once; another platform chosen clears it', () => {
    copiedForPaste('v2rayN');
    expect($importAttempt.get()).toEqual({ client: 'v2rayN', phase: 'unanswered' });
    endImport();
    expect($importAttempt.get()).toBeNull();
  });
});
