import { defineConfig } from 'vitest/config';

// End-to-end tier: the built extension in Debian's Chromium through playwright-core.
// One file at a time: two cores, and each file owns a browser.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    env: { TZ: 'UTC' },
  },
});
