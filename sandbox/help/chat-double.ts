/**
 * A test double of the live-chat vendor's loader script (Crisp's `l.js`,
 * docs/decisions/0029), served by the sandbox so the contact page's "chat with us" can be
 * exercised without reaching a third party: it reads `CRISP_WEBSITE_ID`, answers
 * `$crisp.push([...])`, opens a small chat box on `["do", "chat:open"]`, and calls
 * `CRISP_READY_TRIGGER` once it is ready, as the vendor's script does. Every command
 * pushed is kept in `window.$crisp.received`, so a test can prove the page pushed no user
 * data (`["set", "user:email", …]` and the like).
 *
 * A test makes it fail to load with a sandbox fault on its path (error503, drop) or slow
 * with `delay`.
 */
import type { ServerResponse } from 'node:http';

/** The path the site's build names too (hosting/chat-widget.ts): the two must agree. */
export { CHAT_DOUBLE_PATH } from '../../hosting/chat-widget.ts';

const SCRIPT = `(() => {
  const received = [];
  let box = null;
  function open() {
    if (box) { box.hidden = false; return; }
    box = document.createElement('section');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', 'Live chat (sandbox double)');
    box.dataset.chatDouble = String(window.CRISP_WEBSITE_ID || '');
    Object.assign(box.style, { position: 'fixed', right: '1rem', bottom: '1rem', padding: '1rem', background: '#fff', border: '1px solid #888', zIndex: '1000' });
    const heading = document.createElement('h2');
    heading.textContent = 'Live chat (sandbox double)';
    const note = document.createElement('p');
    note.textContent = 'An agent would answer here.';
    box.append(heading, note);
    document.body.append(box);
  }
  function handle(command) {
    received.push(command);
    if (Array.isArray(command) && command[0] === 'do' && command[1] === 'chat:open') open();
    if (Array.isArray(command) && command[0] === 'do' && command[1] === 'chat:hide' && box) box.hidden = true;
  }
  const queued = Array.isArray(window.$crisp) ? window.$crisp : [];
  window.$crisp = { push: handle, received, is: () => box !== null && !box.hidden };
  for (const command of queued) handle(command);
  if (typeof window.CRISP_READY_TRIGGER === 'function') window.CRISP_READY_TRIGGER();
})();
`;

export function serveChatDouble(response: ServerResponse): void {
  response.writeHead(200, {
    'content-type': 'text/javascript; charset=utf-8',
    'content-length': String(Buffer.byteLength(SCRIPT)),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // A script tag from the site's page loads it cross-origin.
    'cross-origin-resource-policy': 'cross-origin',
  });
  response.end(SCRIPT);
}
