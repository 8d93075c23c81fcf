/**
 * A module fetched when it is first needed (a dialog, the QR encoder, a dialog's words),
 * with a way forward when it cannot be fetched: a flaky line or a blocker must not crash
 * the page or leave a spinner forever. Islands fetch their parts through `onDemandPart`
 * (islands/ui/on-demand-part.tsx), which builds on this.
 */

/** The same-origin script a failed dynamic import names in its message (Chromium, Firefox), or null (Safari names none). */
function scriptAddressIn(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  for (const [found] of message.matchAll(/https?:\/\/[^\s"')]+\.js/g)) {
    const address = new URL(found);
    if (address.origin === location.origin) return address.href;
  }
  return null;
}

/**
 * One dynamic import that can really be tried again. Chromium keeps a failed module fetch
 * in the page's module map: importing the same address again fails at once, without asking
 * the network, so a "try again" that only calls `import()` again never recovers until a
 * reload. After a failure that names its script, the next tries import that address with a
 * query of their own (a new entry in the map; the host serves the same immutable file).
 * Keep one per import for the page's life: it remembers the failure.
 * @example const qrEncoder = retryableImport(() => import('./qr-encoder')); const encoder = await qrEncoder();
 */
export function retryableImport<M>(importer: () => Promise<M>): () => Promise<M> {
  let failed: string | null = null;
  let tries = 0;
  return () => {
    tries += 1;
    // The module at a query-bearing address is the same file: its type is the importer's.
    const attempt = failed === null ? importer() : (import(/* @vite-ignore */ `${failed}?retry=${tries}`) as Promise<M>);
    return attempt.catch((error: unknown) => {
      failed ??= scriptAddressIn(error);
      throw error;
    });
  };
}
