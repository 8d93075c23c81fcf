/**
 * The help search's saved index (ADR 0030): this language's articles, fetched beside the
 * search's code on first focus or input (never on page load), asked for once, and named to
 * the offline worker after the help desk's first answer.
 */
import { SearchIndex, type SearchIndexArticle } from '../../lib/help/search-index.ts';
import { loadedAddresses } from '../../lib/core/rules/offline-pages.ts';

/** The saved index of one page: asked for once, its articles at hand once they arrive. */
export interface SavedIndex {
  /** The index, once: the early request if there was one, else a new one (and a new one after a failure); null when unavailable. */
  load(): Promise<SearchIndexArticle[] | null>;
  /** The articles if they have arrived, so a keystroke can be answered without waiting. */
  articles(): SearchIndexArticle[] | undefined;
  /** Names the index and the search's code to the offline worker, once (see `keepForOffline`). */
  keepForOffline(): void;
}

async function readIndex(response: Promise<Response>): Promise<SearchIndexArticle[]> {
  const answer = await response;
  if (!answer.ok) throw new Error(`saved index answered ${answer.status}`);
  const parsed = SearchIndex.safeParse(await answer.json());
  if (!parsed.success) throw new Error('saved index does not match its schema');
  return parsed.data.articles;
}

/**
 * The saved index at `path` (a same-origin address); `earlyIndex` is its response when
 * the page's small script already asked for it.
 * @example const saved = savedIndexAt('/zh-TW/help/search-index.json', early); await saved.load()
 */
export function savedIndexAt(path: string, earlyIndex?: Promise<Response>): SavedIndex {
  let early = earlyIndex;
  let pending: Promise<SearchIndexArticle[] | null> | undefined;
  let articles: SearchIndexArticle[] | undefined;
  let kept = false;

  function load(): Promise<SearchIndexArticle[] | null> {
    if (pending) return pending;
    const response = early ?? fetch(path, { credentials: 'same-origin' });
    early = undefined;
    pending = readIndex(response).then(
      (read) => (articles = read),
      (error: unknown) => {
        pending = undefined;
        console.warn('help search: saved index unavailable:', error instanceof Error ? error.message : String(error));
        return null;
      },
    );
    return pending;
  }

  /**
   * After a first answer from the help desk, a page the service worker does not control
   * yet (the first visit) names the index and the search's code to the worker, so search
   * works offline on a later visit. Not earlier: the worker's own fetches would share the
   * network with the search's.
   */
  function keepForOffline(): void {
    if (kept) return;
    kept = true;
    void load().then(async (read) => {
      if (!read || !('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
      const registration = await navigator.serviceWorker.getRegistration();
      const urls = loadedAddresses(location.origin, location.pathname, performance.getEntriesByType('resource'));
      registration?.active?.postMessage({ kind: 'keep', urls: [...urls, new URL(path, location.origin).href] }, [new MessageChannel().port2]);
    });
  }

  return { load, articles: () => articles, keepForOffline };
}
