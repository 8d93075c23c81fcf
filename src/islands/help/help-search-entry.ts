/**
 * The page script of help's search box (components/help/HelpSearch.astro). Wakes the
 * search on first focus or input (or at once for a `?q=` in the address): until then the
 * page has asked the help desk nothing and loaded none of the search's code. The saved
 * index is asked for beside the code, so the first keystrokes find it there.
 */
const form = document.querySelector<HTMLFormElement>('form[data-help-search]');
const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
const indexPath = form?.dataset.helpSearchIndex;
if (form && input && indexPath) {
  let waking: Promise<void> | undefined;
  let index: Promise<Response> | undefined;
  const wake = () => (waking ??= import('./help-search-live.ts').then((live) => live.enhanceHelpSearch(form, input, index)));
  const onFirstUse = () => {
    if (!index) {
      index = fetch(indexPath);
      // The search reads this answer and reports its failure; until its code arrives, a failure is not "unhandled".
      index.catch(() => undefined);
    }
    wake().catch((error: unknown) => {
      // The search's code could not be fetched (offline, never kept): the form still submits as a plain GET.
      waking = undefined;
      console.warn('help search:', error);
    });
  };
  input.addEventListener('focus', onFirstUse);
  input.addEventListener('input', onFirstUse);
  form.addEventListener('submit', (event) => {
    if (form.dataset.helpSearchReady === 'true') return;
    event.preventDefault();
    wake().then(
      () => form.requestSubmit(),
      () => form.submit(),
    );
  });
  if (new URLSearchParams(location.search).get('q')?.trim()) onFirstUse();
}
