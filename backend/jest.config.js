const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: 'src',
  testEnvironment: 'node',
  testRegex: '.*\\.(spec|e2e-spec)\\.ts$',
  transform: { '^.+\\.(ts|js)$': swc },
  // A few dependencies ship ES modules only; Node loads them natively, Jest needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
  testTimeout: 30000,
  setupFiles: ['<rootDir>/testing/jest-setup.ts'],
  setupFilesAfterEnv: [
    '<rootDir>/testing/fail-on-unhandled.ts',
    // Checks every answer the end-to-end suites receive against the OpenAPI document they are served.
    '<rootDir>/testing/api-contract.setup.ts',
  ],
};
