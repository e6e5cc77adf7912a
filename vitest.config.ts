import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const postgresProject = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'postgres',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          // main.test.ts exercises the embedded database's lock: nothing PostgreSQL-specific.
          exclude: ['src/server/main.test.ts'],
          env: { TEST_DB_DRIVER: 'postgres' },
          globalSetup: ['src/server/test/global-setup.ts'],
          fileParallelism: false,
        },
      },
    ]
  : [];

export default defineConfig({
  plugins: [react()],
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      ...postgresProject,
    ],
  },
});
