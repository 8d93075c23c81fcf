/**
 * The browser tests' servers: starts the sandbox provider, builds the site against it,
 * then serves it with the static host. Playwright starts this as its webServer.
 */
import { buildSite, e2eBuildDir } from './lib.ts';
import { startLocalStack } from './local-stack.ts';
import { createControlClient } from '../sandbox/core/control/client.ts';
import { HOSTILE_ARTICLE_BODY, HOSTILE_ARTICLE_SECTION, HOSTILE_ARTICLE_TITLE } from '../tests/e2e/support/hostile-article.ts';
import { E2E_ORIGINS_SITE_ORIGIN, E2E_SANDBOX_ORIGIN, E2E_SANDBOX_PORT, E2E_SITE_PORT } from '../tests/e2e/ports.ts';

const outDir = e2eBuildDir(E2E_SITE_PORT);
const stack = await startLocalStack({
  sitePort: E2E_SITE_PORT,
  sandboxPort: E2E_SANDBOX_PORT,
  name: 'e2e',
  root: outDir,
  // The failover spec builds and serves a second site (tests/e2e/origins/failover-site.ts).
  otherSites: [E2E_ORIGINS_SITE_ORIGIN],
  build:
    process.env.E2E_SKIP_BUILD === '1'
      ? undefined
      : async () => {
          // An agent's hostile article, so the built help centre shows what the sanitiser made of it.
          await createControlClient(E2E_SANDBOX_ORIGIN).publishHelpArticle({ locales: ['zh-tw', 'zh-cn', 'en-us'], sectionId: HOSTILE_ARTICLE_SECTION, title: HOSTILE_ARTICLE_TITLE, body: HOSTILE_ARTICLE_BODY });
          await buildSite(E2E_SANDBOX_ORIGIN, outDir);
        },
});
console.log(`e2e: site ${stack.siteOrigin}, sandbox ${stack.sandboxOrigin}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stack.close().finally(() => process.exit(0));
  });
}
