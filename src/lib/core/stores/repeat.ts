/**
 * Runs a task again and again, `intervalMs` after each run finished (never two at
 * once, however slow the network), until the returned function is called.
 * @example const stop = repeatEvery(() => loadInvoice(client, id), 3000); … stop();
 */
export function repeatEvery(task: () => Promise<void>, intervalMs: number, options: { firstAfterMs?: number } = {}): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    await task();
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
  };
  timer = setTimeout(() => void tick(), options.firstAfterMs ?? intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
