// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

/** The notices module as a new page loads it (a fresh module over the same tab storage). */
async function nextPage() {
  vi.resetModules();
  return import('../../../../src/lib/core/stores/notices.ts');
}

describe('an error carried to the next page of the tab', () => {
  it('is shown once by the page the tab goes to, then forgotten', async () => {
    const leaving = await nextPage();
    leaving.showErrorOnNextPage('HmacCheckFailed');
    expect(leaving.$notice.get()).toBeNull();

    const arrived = await nextPage();
    arrived.showErrorLeftForThisPage();
    expect(arrived.$notice.get()).toEqual({ kind: 'error', name: 'HmacCheckFailed' });

    const later = await nextPage();
    later.showErrorLeftForThisPage();
    expect(later.$notice.get()).toBeNull();
  });
});
