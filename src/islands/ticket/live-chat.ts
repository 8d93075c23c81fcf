/**
 * Live chat on help/contact-us, loaded only when a person asks for it (issue 12;
 * docs/decisions/0029): the vendor's script (Crisp, or the sandbox's double of it) is
 * injected on the first press of "start live chat", never on page load. If it is not
 * ready within CHAT_TIMEOUT_MS (blocked, slow, refused), the page says so and points to
 * the ticket form, which goes through the site's own origin. Nothing about the person is
 * pushed into the widget: only the command that opens it.
 *
 * No framework: a page script, so the page ships no React for this.
 */

/** How long the widget may take before the page offers the ticket form instead. */
export const CHAT_TIMEOUT_MS = 8000;

/** What Crisp's loader reads and defines on `window` (https://docs.crisp.chat/guides/chatbox-sdks/web-sdk/). */
interface CrispWindow {
  $crisp?: unknown[] | { push(command: unknown[]): void };
  CRISP_WEBSITE_ID?: string;
  CRISP_READY_TRIGGER?: () => void;
}

export type ChatState = 'idle' | 'loading' | 'ready' | 'failed';

export interface LiveChatOptions {
  scriptUrl: string;
  websiteId: string;
  timeoutMs?: number;
  /** Told each change of state, to show it. */
  onState: (state: ChatState) => void;
}

/**
 * Loads the widget once and opens it; a later call just opens it again.
 * @example const chat = liveChat({ scriptUrl, websiteId, onState: show }); button.onclick = () => chat.open();
 */
export function liveChat(options: LiveChatOptions): { open(): void; state(): ChatState } {
  let state: ChatState = 'idle';
  const win = window as Window & CrispWindow;
  const set = (next: ChatState) => {
    state = next;
    options.onState(next);
  };
  const openCommand = () => ['do', 'chat:open'];

  function load(): void {
    set('loading');
    const queue: unknown[] = [openCommand()];
    win.$crisp = queue;
    win.CRISP_WEBSITE_ID = options.websiteId;
    const timer = setTimeout(() => {
      if (state === 'loading') set('failed');
    }, options.timeoutMs ?? CHAT_TIMEOUT_MS);
    win.CRISP_READY_TRIGGER = () => {
      clearTimeout(timer);
      // Ready after the time ran out: the page already offered the ticket form; the chat stays usable.
      set('ready');
    };
    const script = document.createElement('script');
    script.src = options.scriptUrl;
    script.async = true;
    script.referrerPolicy = 'no-referrer';
    script.addEventListener('error', () => {
      clearTimeout(timer);
      script.remove();
      set('failed');
    });
    document.head.append(script);
  }

  return {
    open() {
      if (state === 'loading') return;
      if (state === 'ready' && win.$crisp && !Array.isArray(win.$crisp)) {
        win.$crisp.push(openCommand());
        return;
      }
      load();
    },
    state: () => state,
  };
}
