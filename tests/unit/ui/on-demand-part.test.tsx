// @vitest-environment happy-dom
/**
 * The one way an island fetches a part (islands/ui/on-demand-part.tsx, use-dialog.ts): a
 * part fetched on its first render (React.lazy in Suspense), its loading state meanwhile,
 * and when its code or its words cannot be fetched the caller's "try again", which really
 * imports again and then shows it. Once fetched, shown again at once. A dialog's opener
 * gets the focus back when it closes.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onDemandPart } from '../../../src/islands/ui/on-demand-part.tsx';
import { useDialog } from '../../../src/islands/ui/use-dialog.ts';
import type { Locale } from '../../../src/lib/core/i18n/locales.ts';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function WordyGreeting({ name, words }: { name: string; words: { hello: string } }) {
  return (
    <p>
      {words.hello} {name}
    </p>
  );
}

const failed = (retry: () => void): ReactNode => (
  <button type="button" onClick={retry}>
    Try again
  </button>
);

/** What a browser says when a chunk cannot be fetched. */
const chunkLost = () => new TypeError('Failed to fetch dynamically imported module');

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

async function press(name: string): Promise<void> {
  const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  if (!button) throw new Error(`no button "${name}"`);
  await act(async () => button.click());
  await settle();
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('onDemandPart', () => {
  it('fetches nothing until rendered, shows the loading state, then the part; shown again without fetching again', async () => {
    let release: () => void = () => {};
    const importer = vi.fn(() => new Promise<{ default: typeof Greeting }>((resolve) => (release = () => resolve({ default: Greeting }))));
    const Part = onDemandPart(importer);
    expect(importer).not.toHaveBeenCalled();

    await render(<Part props={{ name: 'Ada' }} failed={failed} loading={<p role="status">Loading</p>} />);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).toBe('Loading');
    await act(async () => release());
    await settle();
    expect(document.body.textContent).toBe('Hello Ada');

    await render(null);
    await render(<Part props={{ name: 'Grace' }} failed={failed} />);
    expect(document.body.textContent).toBe('Hello Grace');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("when the code cannot be fetched, says so with the caller's retry, which imports it again and shows it", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const importer = vi.fn().mockRejectedValueOnce(chunkLost()).mockResolvedValue({ default: Greeting });
    const Part = onDemandPart<{ name: string }>(importer);

    await render(<Part props={{ name: 'Ada' }} failed={failed} />);
    expect(document.body.textContent).toBe('Try again');
    expect(warn).toHaveBeenCalledOnce();

    // Closed and opened again: still the failure, nothing fetched until "try again".
    await render(null);
    await render(<Part props={{ name: 'Ada' }} failed={failed} />);
    expect(document.body.textContent).toBe('Try again');
    expect(importer).toHaveBeenCalledTimes(1);

    await press('Try again');
    expect(importer).toHaveBeenCalledTimes(2);
    expect(document.body.textContent).toBe('Hello Ada');
  });

  it("fetches a part's words beside its code, in the page's language, and gives them to it as `words`", async () => {
    const words = vi.fn((locale: Locale) => Promise.resolve({ hello: locale === 'en-US' ? 'Hello' : '你好' }));
    const Part = onDemandPart(() => Promise.resolve({ default: WordyGreeting }), words);

    await render(<Part locale="zh-TW" props={{ name: 'Ada' }} failed={failed} />);
    expect(words).toHaveBeenCalledWith('zh-TW');
    expect(document.body.textContent).toBe('你好 Ada');
  });

  it('fails to "try again" when the words cannot be fetched, and "try again" fetches both again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const importer = vi.fn(() => Promise.resolve({ default: WordyGreeting }));
    const words = vi.fn<(locale: Locale) => Promise<{ hello: string }>>().mockRejectedValueOnce(chunkLost()).mockResolvedValue({ hello: 'Hello' });
    const Part = onDemandPart(importer, words);

    await render(<Part locale="en-US" props={{ name: 'Ada' }} failed={failed} />);
    expect(document.body.textContent).toBe('Try again');

    await press('Try again');
    expect(words).toHaveBeenCalledTimes(2);
    expect(importer).toHaveBeenCalledTimes(2);
    expect(document.body.textContent).toBe('Hello Ada');
  });

  it('tells another place of the island that the part failed (useFailure), whose "try again" shows it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const importer = vi.fn().mockRejectedValueOnce(chunkLost()).mockResolvedValue({ default: Greeting });
    const Part = onDemandPart<{ name: string }>(importer);
    function Section() {
      const retry = Part.useFailure();
      return (
        <>
          <section>{retry ? failed(retry) : 'Fine'}</section>
          <Part props={{ name: 'Ada' }} failed={() => null} />
        </>
      );
    }

    await render(<Section />);
    expect(document.querySelector('section')?.textContent).toBe('Try again');
    await press('Try again');
    expect(document.querySelector('section')?.textContent).toBe('Fine');
    expect(document.body.textContent).toBe('FineHello Ada');
  });
});

describe('useDialog', () => {
  it('opens and closes, and puts the focus back on its opener when it closes', async () => {
    function Page() {
      const [dialog, opener] = useDialog();
      return (
        <>
          <button ref={opener} type="button" onClick={dialog.show}>
            Open
          </button>
          {dialog.open ? (
            <button type="button" autoFocus onClick={dialog.close}>
              Close
            </button>
          ) : null}
        </>
      );
    }

    await render(<Page />);
    await press('Open');
    const close = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Close');
    close?.focus();
    expect(document.activeElement?.textContent).toBe('Close');
    await press('Close');
    expect(document.body.textContent).toBe('Open');
    expect(document.activeElement?.textContent).toBe('Open');
  });
});
