// @vitest-environment happy-dom
/**
 * Live chat on request (src/islands/ticket/live-chat.ts): nothing is injected until it is asked
 * for; a script that never says it is ready counts as failed after 8 s; a failed load
 * says so at once; only the "open" command is ever queued for the vendor.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TIMEOUT_MS, liveChat, type ChatState } from '../../../src/islands/ticket/live-chat.ts';

const SCRIPT = 'https://chat.example/l.js';
type ChatWindow = Window & { $crisp?: unknown; CRISP_READY_TRIGGER?: () => void; CRISP_WEBSITE_ID?: string };

/** The scripts the chat put in the head (kept here, not loaded: the test plays the vendor). */
let injected: HTMLScriptElement[] = [];
const chatScripts = () => injected.filter((script) => script.src === SCRIPT && !removed.has(script));
const removed = new Set<HTMLScriptElement>();

describe('liveChat', () => {
  let states: ChatState[];
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
    injected = [];
    removed.clear();
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (node instanceof HTMLScriptElement) {
          injected.push(node);
          vi.spyOn(node, 'remove').mockImplementation(() => removed.add(node));
        }
      }
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('injects nothing until opened, then the vendor script with only the open command queued', () => {
    const chat = liveChat({ scriptUrl: SCRIPT, websiteId: 'site-1', onState: (state) => states.push(state) });
    expect(chatScripts()).toHaveLength(0);
    chat.open();
    expect(chatScripts()).toHaveLength(1);
    expect(chatScripts()[0]?.referrerPolicy).toBe('no-referrer');
    const win = window as ChatWindow;
    expect(win.$crisp).toEqual([['do', 'chat:open']]);
    expect(win.CRISP_WEBSITE_ID).toBe('site-1');
    win.CRISP_READY_TRIGGER?.();
    expect(states).toEqual(['loading', 'ready']);
  });

  it('fails after 8 s without a ready signal, and a second press tries again', () => {
    const chat = liveChat({ scriptUrl: SCRIPT, websiteId: 'x', onState: (state) => states.push(state) });
    chat.open();
    vi.advanceTimersByTime(CHAT_TIMEOUT_MS - 1);
    expect(chat.state()).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(states).toEqual(['loading', 'failed']);
    chat.open();
    expect(chat.state()).toBe('loading');
  });

  it('fails at once when the script cannot load', () => {
    const chat = liveChat({ scriptUrl: SCRIPT, websiteId: 'x', onState: (state) => states.push(state) });
    chat.open();
    chatScripts()[0]?.dispatchEvent(new Event('error'));
    expect(states).toEqual(['loading', 'failed']);
    expect(chatScripts()).toHaveLength(0);
  });
});
