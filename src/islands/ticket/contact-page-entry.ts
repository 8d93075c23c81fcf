/**
 * help/contact-us's page script: live chat on request (islands/ticket/live-chat.ts); the forms
 * woken at once when the tab holds a draft from before a reload, so what was typed is on
 * screen without a touch (their islands otherwise wake on interaction, ADR 0007); and
 * what is typed before they wake kept for them (./keep-before-wake.ts).
 */
import { liveChat, type ChatState } from './live-chat.ts';
import './ticket-forms-entry.ts';

const section = document.querySelector<HTMLElement>('[data-live-chat]');
const start = section?.querySelector<HTMLButtonElement>('[data-chat-start]');
const status = section?.querySelector<HTMLElement>('[data-chat-status]');
const fallback = section?.querySelector<HTMLElement>('[data-chat-fallback]');
if (section && start && status && fallback) {
  const words: Record<ChatState, string> = { idle: '', loading: section.dataset.loading ?? '', ready: section.dataset.ready ?? '', failed: section.dataset.failed ?? '' };
  const chat = liveChat({
    scriptUrl: section.dataset.scriptUrl ?? '',
    websiteId: section.dataset.websiteId ?? '',
    onState: (state) => {
      status.textContent = words[state];
      section.dataset.chatState = state;
      fallback.hidden = state !== 'failed';
      start.disabled = state === 'loading';
    },
  });
  start.addEventListener('click', () => chat.open());
  // "Write a ticket instead": to the form, with the focus on its first field.
  fallback.querySelector('a')?.addEventListener('click', (event) => {
    event.preventDefault();
    const ticket = document.getElementById('ticket');
    ticket?.scrollIntoView();
    ticket?.querySelector<HTMLElement>('input, textarea')?.focus();
  });
}
