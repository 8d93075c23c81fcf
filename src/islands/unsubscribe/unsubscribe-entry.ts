/** user/unsubscribe's page script: the page's words and the provider's calls (fetched on the first press), handed to ./unsubscribe.ts. */
import { pageLanguage } from '../../lib/core/ui/page-language.ts';
import { DEFAULT_LOCALE } from '../../lib/core/i18n/locales.ts';
import { mountUnsubscribe } from './unsubscribe.ts';

const root = document.querySelector<HTMLElement>('[data-unsubscribe]');
if (root) {
  const word = (name: string) => root.dataset[name] ?? '';
  mountUnsubscribe(root, location.search, {
    locale: pageLanguage() ?? DEFAULT_LOCALE,
    words: {
      button: word('button'),
      sending: word('sending'),
      done: word('done'),
      againButton: word('againButton'),
      againSending: word('againSending'),
      resubscribed: word('resubscribed'),
      invalid: word('invalid'),
      missing: word('missing'),
      failed: word('failed'),
    },
    unsubscribe: async (offNum) => (await import('./unsubscribe-calls.ts')).unsubscribe(offNum),
    subscribe: async (offNum) => (await import('./unsubscribe-calls.ts')).subscribe(offNum),
  });
}
