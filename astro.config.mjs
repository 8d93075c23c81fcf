// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import hosting from './src/integrations/hosting.ts';
import islands from './src/integrations/islands.ts';
import { DEFAULT_PROVIDER_API_BASE } from './hosting/hosting-files.ts';

export default defineConfig({
  output: 'static',
  // Tests and the benchmark build into their own folders, so they never clobber a running `npm start`.
  outDir: process.env.SKYLINE_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  // Styles inline: a first paint never waits for a stylesheet's round trip on a slow network.
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [react(), islands(), hosting()],
  env: {
    schema: {
      // The one setting that points the site at a provider (the sandbox by default).
      PUBLIC_PROVIDER_API_BASE: envField.string({ context: 'client', access: 'public', default: DEFAULT_PROVIDER_API_BASE, url: true }),
    },
    validateSecrets: true,
  },
  devToolbar: { enabled: false },
  prefetch: false,
});
