// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import hosting from './src/integrations/hosting.ts';
import islands from './src/integrations/islands.ts';
import { compileHintBanner, entriesMayExportMore, shellCodeSplitting } from './src/integrations/shell-chunk.ts';
import buildSettings from './src/integrations/build-settings.ts';
import { planBuildSettings, providerSettings } from './hosting/provider-origin.ts';
import { resolveChatWidget } from './hosting/chat-widget.ts';

// The one decision of what this build points at (docs/decisions/0018, 0052, 0053, docs/settings.md):
// every build is a production build unless SKYLINE_DEPLOY=local, and `astro build` stops
// (build-settings.ts) without an https provider API list, help desk and SITE_URL; a local
// build takes the sandbox and says so. `.env` files count as Astro reads them; the process
// environment wins over them.
const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development';
const plan = planBuildSettings({ ...process.env, ...providerSettings(mode, process.cwd()) });
const { provider } = plan.settings;
// The help pages (lib/help/help-centre.ts) and the host files read the help desk from the
// process environment: a value from a .env file is put there, so they see the one checked.
if (plan.settings.helpDeskOrigin !== undefined) process.env.HELP_DESK_ORIGIN = plan.settings.helpDeskOrigin;
// The live chat help/contact-us loads on request (docs/decisions/0029): its script and the contact page's CSP agree.
const chat = resolveChatWidget(process.env, provider);

export default defineConfig({
  output: 'static',
  // The primary address: canonical and hreflang links name it; mirrors serve the same
  // build, every other link and asset relative (docs/decisions/0053).
  site: plan.settings.siteUrl,
  // Tests and the benchmark build into their own folders, so they never clobber a running `npm start`.
  outDir: process.env.SKYLINE_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  // Styles inline: a first paint never waits for a stylesheet's round trip on a slow network.
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [buildSettings(plan), react(), islands(), hosting(provider, chat, plan.settings.cloudflareWorkersPlan)],
  env: {
    schema: {
      // The one setting that points the site at a provider (an ordered list of bases, to fail
      // over when a domain is blocked: lib/core/api/provider-bases.ts); its default is the
      // decision above, so the site and its CSP can never name two different lists.
      PUBLIC_PROVIDER_API_BASE: envField.string({ context: 'client', access: 'public', default: provider.base }),
      // Empty: this build offers no live chat.
      PUBLIC_CHAT_SCRIPT_URL: envField.string({ context: 'client', access: 'public', default: chat?.scriptUrl ?? '' }),
      PUBLIC_CHAT_WEBSITE_ID: envField.string({ context: 'client', access: 'public', default: chat?.websiteId ?? '' }),
    },
    validateSecrets: true,
  },
  devToolbar: { enabled: false },
  // The modules every page loads go out as one file, and ReactDOM's file asks V8 to compile
  // it as it arrives (src/integrations/shell-chunk.ts).
  vite: {
    // The browser's build only: the server build that prerenders the pages has no page scripts.
    // `postBanner`, not `banner`: the minifier would drop a plain comment written before it runs.
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: shellCodeSplitting(), postBanner: compileHintBanner } } } } },
    plugins: [entriesMayExportMore()],
  },
  prefetch: false,
});
