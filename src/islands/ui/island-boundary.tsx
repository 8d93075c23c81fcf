/**
 * Every island's outer edge (issue 24): an island that throws while drawing shows a short
 * "this part could not be shown, refresh" in the page's language, in its place, instead of
 * vanishing and leaving a hole in the page. Nothing is reported outside the site: React
 * logs the error to the browser's console, and that is all.
 *
 * @example export default island(function BillsPage(props: Props) { … });
 */
import { Component, type ComponentType, type ReactNode } from 'react';
import { isLocale, DEFAULT_LOCALE, type Locale } from '../../lib/core/i18n/locales';
import zhTW from '../../lib/core/words/island/zh-TW';
import zhCN from '../../lib/core/words/island/zh-CN';
import enUS from '../../lib/core/words/island/en-US';

const WORDS = { 'zh-TW': zhTW, 'zh-CN': zhCN, 'en-US': enUS } as const;

interface BoundaryProps {
  locale: Locale;
  children: ReactNode;
}

class IslandBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const words = WORDS[this.props.locale];
    return (
      <div className="notice notice--error" role="alert">
        <strong className="notice__title">{words['island.failed']}</strong>
        <p className="notice__hint">{words['island.failedHint']}</p>
        <button type="button" className="button button--small" onClick={() => location.reload()}>
          {words['island.refresh']}
        </button>
      </div>
    );
  }
}

/** The page's language: the island's own `locale` prop, else the document's. */
function localeOf(props: object): Locale {
  const given = 'locale' in props ? props.locale : typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(given) ? given : DEFAULT_LOCALE;
}

/** An island's component inside its boundary: what Astro renders and hydrates. */
export function island<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    return (
      <IslandBoundary locale={localeOf(props)}>
        <Inner {...props} />
      </IslandBoundary>
    );
  }
  Island.displayName = `Island(${Inner.displayName ?? Inner.name})`;
  return Island;
}
