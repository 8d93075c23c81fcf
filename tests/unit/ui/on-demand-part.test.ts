// @vitest-environment happy-dom
/**
 * onDemandPart: a part fetched on its first render (React.lazy in Suspense), its loading
 * state meanwhile, and when its code cannot be fetched the caller's "try again", which
 * fetches it again and then shows it. Once fetched, shown again at once.
 */
import { act, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onDemandPart } from '../../../src/islands/ui/on-demand-part.tsx';

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello ${name}`);
}

const failed = (retry: () => void): ReactNode => createElement('button', { type: 'button', onClick: retry }, 'Try again');

let root: Root | null = null;

async function render(node: ReactNode): Promise<void> {
  root ??= createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root?.render(node));
  await settle();
}

/** Lets the import's promise chain and React's commit run to their end. */
async function settle(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe('onDemandPart', () => {
  it('fetches nothing until rendered, shows the loading state, then the part; shown again without fetching again', async () => {
    let release: () => void = () => {};
    const importer = vi.fn(() => new Promise<{ default: typeof Greeting }>((resolve) => (release = () => resolve({ default: Greeting }))));
    const Part = onDemandPart(importer);
    expect(importer).not.toHaveBeenCalled();

    await render(createElement(Part, { props: { name: 'Ada' }, failed, loading: createElement('p', { role: 'status' }, 'Loading') }));
    expect(importer).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).toBe('Loading');
    await act(async () => release());
    await settle();
    expect(document.body.textContent).toBe('Hello Ada');

    await render(null);
    await render(createElement(Part, { props: { name: 'Grace' }, failed }));
    expect(document.body.textContent).toBe('Hello Grace');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('when the code cannot be fetched, says so with the caller\'s retry, which fetches it again and shows it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const importer = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ default: Greeting });
    const Part = onDemandPart<{ name: string }>(importer);

    await render(createElement(Part, { props: { name: 'Ada' }, failed }));
    expect(document.body.textContent).toBe('Try again');
    expect(warn).toHaveBeenCalledOnce();

    // Closed and opened again: still the failure, nothing fetched until "try again".
    await render(null);
    await render(createElement(Part, { props: { name: 'Ada' }, failed }));
    expect(document.body.textContent).toBe('Try again');
    expect(importer).toHaveBeenCalledTimes(1);

    await act(async () => document.querySelector('button')?.click());
    await settle();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(document.body.textContent).toBe('Hello Ada');
  });
});
