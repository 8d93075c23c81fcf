import { defineConfig } from 'vitest/config';

/**
 * Tests of what keeps state for a page (the stores, the DOM, the early reads, the guard)
 * get a fresh module graph per file, as a page does. Every other file (rules, contract
 * tests against the sandbox, the build's and the hosts' code) shares its worker's modules
 * with the files before it: one import of zod, the contract and the sandbox instead of one
 * per file, which halves the run.
 */
const PAGE_STATE = ['tests/unit/**/*store*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/unit/core/{stores,ui,guard,early,i18n}/**/*.test.ts', 'tests/unit/order/{stored-coupon,timed-out}.test.ts', 'tests/unit/ticket/live-chat.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    restoreMocks: true,
    testTimeout: 15_000,
    pool: 'threads',
    projects: [
      { extends: true, test: { name: 'page-state', include: PAGE_STATE, isolate: true } },
      { extends: true, test: { name: 'shared', include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'], exclude: PAGE_STATE, isolate: false } },
    ],
  },
});
