import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    testTimeout: 15_000,
    // jsx-dom (the views drawn without React, ADR 0040) imports a folder, which Node's own
    // resolution refuses: vitest transforms it as the site's build does.
    server: { deps: { inline: ['jsx-dom'] } },
  },
});
