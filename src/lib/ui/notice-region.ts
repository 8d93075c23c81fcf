/**
 * Shows the current notice in the shell without a UI framework: the shell's static
 * pages stay free of framework JavaScript. Text only; nothing is parsed as HTML.
 */
import * as z from 'zod/mini';
import { $notice, dismissNotice, type Notice } from '../stores/notices.ts';
import { errorMessageKeys } from '../api/errors.ts';
import type { MessageKey } from '../i18n/t.ts';
import { readPageContext } from '../page-context.ts';
import { routeHref } from '../routes.ts';

type NoticeMessages = Partial<Record<MessageKey, string>>;
const NoticeMessagesBlock = z.record(z.string(), z.string());

/** The strings the page sent in its data block; a missing or broken block shows keys, never throws. */
function readMessages(): NoticeMessages {
  const source = document.getElementById('notice-messages');
  try {
    const parsed = NoticeMessagesBlock.safeParse(source?.textContent ? JSON.parse(source.textContent) : {});
    return parsed.success ? parsed.data : {};
  } catch {
    // Not JSON: the page was cut short; the notice shows its keys rather than nothing.
    return {};
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function render(region: HTMLElement, notice: Notice | null, messages: NoticeMessages): void {
  region.replaceChildren();
  if (!notice) return;
  const text = (key: MessageKey) => messages[key] ?? key;
  const box = element('div', `notice notice--${notice.kind}`);
  box.setAttribute('role', notice.kind === 'error' ? 'alert' : 'status');
  let action: { label: string; run: () => void } | null = null;

  if (notice.kind === 'error') {
    const keys = errorMessageKeys(notice.name);
    box.append(element('strong', 'notice__title', text(keys.title)), element('p', 'notice__hint', text(keys.hint)));
    const { locale } = readPageContext();
    if (notice.name === 'HmacCheckFailed' || notice.name === 'LoginLinkInvalid') {
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
  const messages = readMessages();
  $notice.subscribe((notice) => render(region, notice, messages));
}
