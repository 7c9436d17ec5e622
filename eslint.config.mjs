import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      '.data/**',
      'node_modules/**',
      'src/app/(payload)/**',
      'src/payload-types.ts',
      'migrations/**',
      'next-env.d.ts',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The Payload config is reached through one door inside src/ (scripts import it themselves).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/payload.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@payload-config',
              message: 'Ask src/data/payload.ts (getPayloadClient, payloadConfig).',
            },
          ],
        },
      ],
    },
  },
  {
    // Data flows one way: route (app) → actions, components → data / lib → Payload. Nothing imports
    // back up. Domain values (src/lib/enums.ts) live in lib, which collections and fields may import.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/!(app)/**',
              from: './src/app',
              message:
                'Only routes live in app/: move what is shared to components/, data/ or lib/.',
            },
            {
              target: './src/app/(frontend)',
              from: ['./src/collections', './src/globals', './src/access', './src/seed'],
              message: 'Routes read through data/ and lib/, never a collection’s config.',
            },
            {
              target: './src/components',
              from: ['./src/collections', './src/globals', './src/access', './src/seed'],
              message:
                'Components render: they get data from data/ and lib/, and call server actions from actions/.',
            },
            {
              target: './src/data',
              from: [
                './src/components',
                './src/blocks',
                './src/actions',
                './src/collections',
                './src/globals',
                './src/seed',
              ],
              message: 'data/ reads through Payload: it imports lib/ only.',
            },
            {
              target: './src/actions',
              from: [
                './src/components',
                './src/blocks',
                './src/collections',
                './src/globals',
                './src/seed',
              ],
              message: 'Server actions call data/ and lib/.',
            },
            {
              target: './src/lib',
              from: [
                './src/components',
                './src/blocks',
                './src/actions',
                './src/data',
                './src/collections',
                './src/globals',
                './src/fields',
                './src/access',
                './src/seed',
              ],
              message:
                'lib/ is plain domain logic: types come from payload-types.ts, nothing from the layers above it.',
            },
            {
              target: './src/!(server)/**',
              from: './src/server',
              message:
                'src/server/ is the web server’s own code (page cache, compression, headers, the 503 answer): only scripts/webServer.ts, instrumentation.ts and next.config.mjs start it.',
            },
            {
              target: './src',
              from: './scripts',
              message:
                'scripts/lib/ is for scripts (backup, storage migration, build hints): the portal never runs it.',
            },
            {
              target: './src/blocks',
              from: ['./src/components', './src/data', './src/actions', './src/collections'],
              message:
                'blocks/ holds the fields of each block (the Pages collection reads them); their rendering lives in components/blocks/.',
            },
            {
              target: './src/fields',
              from: [
                './src/components',
                './src/actions',
                './src/data',
                './src/collections',
                './src/seed',
              ],
              message: 'Field factories build on lib/ only.',
            },
            {
              target: './src/access',
              from: [
                './src/components',
                './src/actions',
                './src/data',
                './src/collections',
                './src/fields',
                './src/seed',
              ],
              message: 'Access rules build on lib/ only.',
            },
            {
              target: './src/seed',
              from: ['./src/collections', './src/components', './src/actions', './src/data'],
              message:
                'The seed writes through Payload and calls lib/, as the collections’ hooks do.',
            },
          ],
        },
      ],
    },
  },
]

export default config
