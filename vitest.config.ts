import { defineConfig } from 'vitest/config';

// Unit tier: pure core and context logic. Files that sanitize or need a browser-like DOM declare
// `// @vitest-environment jsdom` themselves (happy-dom's DOMPurify is known not to sanitize).
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    env: { TZ: 'UTC' },
  },
});
