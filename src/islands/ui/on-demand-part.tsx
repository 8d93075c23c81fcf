/**
 * The one way an island fetches a part when it is first shown (a dialog, a panel, a
 * form): React.lazy inside Suspense, with a way forward when its code cannot be fetched.
 * A flaky line or a blocker must not crash the island or leave a spinner forever: the
 * failure is reported as a warning and the part shows what its caller says (a notice with
 * "try again"). A dialog's open/close and focus-return is `useDialog` (./use-dialog.ts).
 *
 * React.lazy keeps a failed load, and Chromium keeps a failed module import in the page's
 * module map, so "try again" makes a fresh lazy component from a `retryableImport`, which
 * asks again at an address of its own. One part per import for the page's life, made at
 * module level: it remembers both the module once fetched (opened again, it shows at once)
 * and a failure (after one, only "try again" fetches again).
 *
 * A part whose words are not sent with the page fetches them with its code, side by side
 * (`words`, usually `loadArea`): it shows when both have arrived, gets them as its `words`
 * prop, and fails to "try again" when either cannot be fetched.
 */
import { createElement, lazy, Suspense, useSyncExternalStore, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { Locale } from '../../lib/core/i18n/locales';
import { retryableImport } from '../../lib/core/ui/on-demand';

interface ShownProps<P> {
  props: P;
  failed: (retry: () => void) => ReactNode;
}

export interface OnDemandPartProps<P> extends ShownProps<P> {
  /** Shown while the code is on its way (nothing by default: a dialog appears when it can). */
  loading?: ReactNode;
}

/** A part fetched on its first render; `useFailure` tells another place of the island that it could not be. */
export interface OnDemandPart<P> {
  (props: OnDemandPartProps<P>): ReactNode;
  /**
   * "Try again" while the part's last fetch failed, else null: for a failure said
   * somewhere else than where the part goes (a section whose dialog sits beside it).
   */
  useFailure: () => (() => void) | null;
}

/** A part with its own words: rendered with the page's `locale`, which names the words to fetch. */
export interface OnDemandPartWithWords<P> {
  (props: OnDemandPartProps<P> & { locale: Locale }): ReactNode;
  useFailure: () => (() => void) | null;
}

type Shown<P> = LazyExoticComponent<ComponentType<ShownProps<P>>>;

/**
 * @example
 * const RecoverySheet = onDemandPart(() => import('./RecoverySheetDialog'));
 * {sheet.open ? <RecoverySheet props={{ link, t, onClose: sheet.close }} failed={(retry) => <ErrorNotice error="NetworkTrouble" t={t} onRetry={retry} />} /> : null}
 * @example
 * // The dialog's words come with it: CancelRenewalDialog takes `words` beside the props given here.
 * const CancelRenewalDialog = onDemandPart(() => import('./CancelRenewalDialog'), (locale) => loadArea('billsDialog', locale));
 * <CancelRenewalDialog locale={locale} props={{ locale, t, serviceId, renewal }} failed={networkTrouble} />
 */
export function onDemandPart<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>): OnDemandPart<P>;
export function onDemandPart<P extends { words: W }, W>(importer: () => Promise<{ default: ComponentType<P> }>, words: (locale: Locale) => Promise<W>): OnDemandPartWithWords<Omit<P, 'words'>>;
export function onDemandPart<P extends object, W>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  words?: (locale: Locale) => Promise<W>,
): OnDemandPart<P> | OnDemandPartWithWords<Omit<P, 'words'>> {
  const load = retryableImport(importer);
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  // One lazy component per language asked for (a page has one): '' when the part has no words.
  const shown = new Map<string, Shown<P>>();
  let failure: (() => void) | null = null;
  // Bumped by "try again", so the places showing the part draw the fresh lazy component.
  let tries = 0;

  const fresh = (locale: string): Shown<P> =>
    lazy(() =>
      Promise.all([load(), words ? words(locale as Locale) : undefined]).then(
        ([{ default: Part }, fetchedWords]) => ({
          // The words, when the part has some, are one more prop (typed by the overload above).
          default: ({ props }: ShownProps<P>) => createElement(Part, (words ? { ...props, words: fetchedWords } : props) as P),
        }),
        (error: unknown) => {
          console.warn('A part of the page could not be fetched', error);
          const again = () => retry(locale);
          failure = again;
          notify();
          return { default: ({ failed }: ShownProps<P>) => failed(again) };
        },
      ),
    );
  // React.lazy fetches on its first render, not when made: the first showing makes it.
  const shownFor = (locale: string): Shown<P> => {
    const made = shown.get(locale) ?? fresh(locale);
    shown.set(locale, made);
    return made;
  };
  function retry(locale: string): void {
    shown.set(locale, fresh(locale));
    failure = null;
    tries += 1;
    notify();
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const readTries = () => tries;
  const readFailure = () => failure;

  function OnDemandPartShown({ props, failed, loading = null, locale }: OnDemandPartProps<P> & { locale?: Locale }) {
    // Subscribed so that "try again" draws the fresh lazy component here.
    useSyncExternalStore(subscribe, readTries, readTries);
    const Part = shownFor(words ? (locale ?? '') : '');
    return (
      <Suspense fallback={loading}>
        <Part props={props} failed={failed} />
      </Suspense>
    );
  }
  function useFailure(): (() => void) | null {
    return useSyncExternalStore(subscribe, readFailure, readFailure);
  }
  return Object.assign(OnDemandPartShown, { useFailure }) as OnDemandPart<P> | OnDemandPartWithWords<Omit<P, 'words'>>;
}
