// @vitest-environment happy-dom
/** island() (issue 24): an island that throws while drawing says so in its place, in the page's language. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { island } from '../../../src/islands/ui/island-boundary.tsx';
import zhCN from '../../../src/lib/core/words/island/zh-CN.ts';
import enUS from '../../../src/lib/core/words/island/en-US.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function Broken(_props: { locale: string }): never {
  throw new Error('a value the view did not expect');
}

async function draw(element: React.ReactElement): Promise<HTMLElement> {
  const place = document.createElement('div');
  document.body.append(place);
  await act(async () => createRoot(place).render(element));
  return place;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('island()', () => {
  it('draws the island as it is when nothing goes wrong', async () => {
    const Fine = island((props: { locale: string; name: string }) => <p>{props.name}</p>);
    const place = await draw(<Fine locale="en-US" name="Monthly" />);
    expect(place.textContent).toBe('Monthly');
    expect(place.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows what failed and a way forward, in the island\'s language, where the island was', async () => {
    // React reports the caught error on the console; the test keeps its output quiet.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Island = island(Broken);
    const place = await draw(<Island locale="zh-CN" />);
    const alert = place.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(zhCN['island.failed']);
    expect(alert?.textContent).toContain(zhCN['island.failedHint']);
    expect(alert?.querySelector('button')?.textContent).toBe(zhCN['island.refresh']);
  });

  it('takes the document\'s language when the island has no locale of its own', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.documentElement.lang = 'en-US';
    const Island = island(() => {
      throw new Error('broken');
    });
    const place = await draw(<Island />);
    expect(place.querySelector('[role="alert"] strong')?.textContent).toBe(enUS['island.failed']);
  });
});
