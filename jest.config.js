/**
 * Unit tests sit beside the code (`*.spec.ts`); integration tests (`*.int-spec.ts`) use real PostgreSQL and Redis;
 * the fuzz (`*.fuzz-spec.ts`, 100,000 generated requests) runs on its own, since it takes both cores for minutes;
 * end-to-end tests (`e2e/*.e2e-spec.ts`) drive the built site in headless Chromium against the whole stack.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

const shared = {
  transform: { '^.+\\.[jt]s$': swc },
  // @fastify/static (served API docs) depends on an ESM-only package; compile it to CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  // Every lib is `@app/<name>`, in `libs/platform` or `libs/domain` (tsconfig.json's paths).
  moduleNameMapper: {
    '^@app/([a-z-]+)$': ['<rootDir>/libs/platform/$1/src', '<rootDir>/libs/domain/$1/src'],
    '^@app/([a-z-]+)/(.*)$': ['<rootDir>/libs/platform/$1/src/$2', '<rootDir>/libs/domain/$1/src/$2'],
  },
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/services'],
};

module.exports = {
  maxWorkers: 2,
  testTimeout: 30000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      roots: [...shared.roots, '<rootDir>/load-tests', '<rootDir>/deploy', '<rootDir>/scripts'],
      testMatch: ['**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['**/*.int-spec.ts'],
      globalSetup: '<rootDir>/libs/platform/testing/src/global-setup.ts',
      globalTeardown: '<rootDir>/libs/platform/testing/src/global-teardown.ts',
    },
    {
      ...shared,
      displayName: 'fuzz',
      testMatch: ['**/*.fuzz-spec.ts'],
      globalSetup: '<rootDir>/libs/platform/testing/src/global-setup.ts',
      globalTeardown: '<rootDir>/libs/platform/testing/src/global-teardown.ts',
    },
    {
      ...shared,
      displayName: 'e2e',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/libs/platform/testing/src/global-setup.ts',
      globalTeardown: '<rootDir>/libs/platform/testing/src/global-teardown.ts',
    },
  ],
};
