import { defineConfig } from 'vitest/config';

// The suites start real processes (PostgreSQL, Redis, haproxy, two servers, two workers): one file at a
// time, with room for the build and the start-up in beforeAll.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
