import { defineConfig } from 'vitest/config'

import { npmNodeOptions } from './tests/helpers/npmNodeOptions.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/globalSetup.ts'],
          setupFiles: ['tests/int/workerSetup.ts'],
          // Payload's packages resolved as in every npm script (.npmrc), also under `npx vitest`.
          execArgv: npmNodeOptions(),
          // Two files at a time, each worker on a real database of its own: most of a file's time
          // is spent waiting (on PostgreSQL, mail, timing floors), not on the two cores.
          maxWorkers: Number(process.env.INT_WORKERS) || 2,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
