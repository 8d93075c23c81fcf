/** HTML for the control surface: every dynamic value goes through `escapeHtml`. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for element content and quoted attribute values.
 * @example escapeHtml('<img src=x>') // '&lt;img src=x&gt;'
 */
export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const STYLE = `
:root { color-scheme: light dark; --muted: #6b7280; --line: #d1d5db; --accent: #2563eb; --warn: #b45309; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", "PingFang TC", "Microsoft JhengHei", sans-serif; }
header { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; align-items: baseline; border-bottom: 1px solid var(--line); padding-bottom: .75rem; }
h1 { font-size: 1.35rem; margin: 0; }
h2 { font-size: 1.1rem; margin: 1.75rem 0 .5rem; }
nav a { margin-right: 1rem; }
a { color: var(--accent); }
.warn { color: var(--warn); font-weight: 600; margin: .5rem 0 0; width: 100%; }
.muted { color: var(--muted); }
code, pre { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
code { word-break: break-all; }
pre { white-space: pre-wrap; word-break: break-word; background: rgba(127,127,127,.08); padding: .75rem; border-radius: .4rem; margin: .5rem 0 0; }
.card { border: 1px solid var(--line); border-radius: .5rem; padding: .9rem 1rem; margin: .75rem 0; }
.card h3 { margin: 0 0 .25rem; font-size: 1rem; }
.row { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
ul { margin: .25rem 0; padding-left: 1.2rem; }
button { font: inherit; padding: .3rem .8rem; border: 1px solid var(--line); border-radius: .35rem; background: transparent; color: inherit; cursor: pointer; }
button:hover { border-color: var(--accent); }
.status { display: inline-block; min-width: 6.5rem; font-weight: 600; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; margin: .5rem 0 0; }
dt { color: var(--muted); }
dd { margin: 0; }
form.inline { display: inline; }
input[type=search] { font: inherit; padding: .3rem .5rem; min-width: 18rem; }
button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
.ok { color: #15803d; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid var(--line); padding: .3rem .5rem; text-align: left; vertical-align: top; }
.bad { color: #b91c1c; }
`;

/** A complete page; `body` must already be escaped HTML. */
export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Skyline sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Skyline sandbox provider</h1>
<nav><a href="/__sandbox/">Accounts and clock</a><a href="/__sandbox/mailbox">Mailbox</a><a href="/__sandbox/migrations">Migrations and marketing</a><a href="/__sandbox/attribution">Attribution</a><a href="/__sandbox/affiliate">Affiliate money</a><a href="/__sandbox/api/accounts">JSON</a></nav>
<p class="warn">A local testing tool: it shows every account's login link. Never expose it beyond this machine.</p>
</header>
<main>
${body}
</main>
</body>
</html>
`;
}
