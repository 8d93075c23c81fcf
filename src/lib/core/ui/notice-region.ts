/**
 * Shows the current notice in the shell without a UI framework: the shell's static
 * pages stay free of framework JavaScript. Text only; nothing is parsed as HTML.
 */
import { $notice, dismissNotice, type Notice, type NoticeKey } from '../stores/notices.ts';
import { errorMessageKeys } from '../api/errors.ts';
import { translatorFrom, type Translate } from '../i18n/t.ts';
import { readPageContext } from '../page-context.ts';
import { routeHref } from '../routes.ts';
import { readPageMessages } from './page-messages.ts';
import { checkHumanAgain } from '../guard/human-token.ts';


function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function render(region: HTMLElement, notice: Notice | null, text: Translate<NoticeKey>): void {
  region.replaceChildren();
  if (!notice) return;
  const box = element('div', `notice notice--${notice.kind}`);
  box.setAttribute('role', notice.kind === 'error' ? 'alert' : 'status');
  let action: { label: string; run: () => void } | null = null;

  if (notice.kind === 'error') {
    const keys = errorMessageKeys(notice.name);
    box.append(element('strong', 'notice__title', text(keys.title)), element('p', 'notice__hint', text(keys.hint)));
    const { locale } = readPageContext();
    if (keys.action === 'action.verifyAgain') {
      // On the check's own page, the check again is this page again.
      action = { label: text(keys.action), run: () => (readPageContext().page === 'waitingVerification' ? location.reload() : checkHumanAgain()) };
    } else if (notice.name === 'HmacCheckFailed' || notice.name === 'LoginLinkInvalid') {
      action = { label: text(keys.action), run: () => location.assign(routeHref(locale, 'userLogin')) };
    } else if (['retry', 'refresh'].includes(keys.action.replace('action.', ''))) {
      action = { label: text(keys.action), run: () => location.reload() };
    }
  } else {
    box.append(element('p', 'notice__hint', text(notice.message)));
    if (notice.retry) action = { label: text('action.retry'), run: () => location.reload() };
  }

  const buttons = element('div', 'notice__actions');
  if (action) {
    const button = element('button', 'button button--small', action.label);
    button.type = 'button';
    button.addEventListener('click', action.run);
    buttons.append(button);
  }
  const close = element('button', 'button button--quiet button--small', text('action.dismiss'));
  close.type = 'button';
  close.addEventListener('click', dismissNotice);
  buttons.append(close);
  box.append(buttons);
  region.append(box);
}

export function mountNoticeRegion(region: HTMLElement | null): void {
  if (!region) return;
  const text = translatorFrom<NoticeKey>(readPageContext().locale, readPageMessages<NoticeKey>('notice-messages'));
  $notice.subscribe((notice) => render(region, notice, text));
}
