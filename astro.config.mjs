// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import hosting from './src/integrations/hosting.ts';
import islands from './src/integrations/islands.ts';
import { entriesMayExportMore, shellCodeSplitting } from './src/integrations/shell-chunk.ts';
import { providerSettings, resolveProviderApi } from './hosting/provider-origin.ts';
import { resolveChatWidget } from './hosting/chat-widget.ts';

// The one provider decision of this build (docs/decisions/0018): a production build
// (SKYLINE_DEPLOY=production, or a static host's build machine) stops here without an
// https PUBLIC_PROVIDER_API_BASE; a local build takes the sandbox and says so. `.env`
// files count as Astro reads them; the process environment wins over them.
const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development';
const provider = resolveProviderApi({ ...process.env, ...providerSettings(mode, process.cwd()) });
// The live chat help/contact-us loads on request (docs/decisions/0029): its script and the contact page's CSP agree.
const chat = resolveChatWidget(process.env, provider);

export default defineConfig({
  output: 'static',
  // Tests and the benchmark build into their own folders, so they never clobber a running `npm start`.
  outDir: process.env.SKYLINE_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  // Styles inline: a first paint never waits for a stylesheet's round trip on a slow network.
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [react(), islands(), hosting(provider, chat)],
  env: {
    schema: {
      // The one setting that points the site at a provider; its default is the decision
      // above, so the site and its CSP can never name two different providers.
      PUBLIC_PROVIDER_API_BASE: envField.string({ context: 'client', access: 'public', default: provider.base, url: true }),
      // Empty: this build offers no live chat.
      PUBLIC_CHAT_SCRIPT_URL: envField.string({ context: 'client', access: 'public', default: chat?.scriptUrl ?? '' }),
      PUBLIC_CHAT_WEBSITE_ID: envField.string({ context: 'client', access: 'public', default: chat?.websiteId ?? '' }),
    },
    validateSecrets: true,
  },
  devToolbar: { enabled: false },
  // The modules every page loads go out as one file (src/integrations/shell-chunk.ts).
  vite: {
    // The browser's build only: the server build that prerenders the pages has no page scripts.
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: shellCodeSplitting() } } } } },
    plugins: [entriesMayExportMore()],
  },
  prefetch: false,
});
