/** Jest as Gatsby documents it (examples/using-jest), with TypeScript and Emotion's JSX runtime. */
module.exports = {
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js",
  },
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>/public",
    "<rootDir>/e2e",
    "<rootDir>/__tests__/support",
    "<rootDir>/form-contract/__tests__/support",
    "<rootDir>/__tests__/fixtures",
    // The smoke suite in Firefox and WebKit runs in Node's own test runner (npm run test:engines).
    "<rootDir>/cross-engine",
    // The service's tests run in Node's own test runner (npm run test:server).
    "<rootDir>/server",
  ],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: {
    __PATH_PREFIX__: "",
  },
  moduleNameMapper: {
    "(^|/)start-shrink-worker$": "<rootDir>/__tests__/support/no-shrink-worker.ts",
  },
  testEnvironment: "jsdom",
  testEnvironmentOptions: {
    url: "http://localhost/",
  },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  // Builds __tests__/fixtures/gatsby-site with the real Gatsby when its inputs change (about a minute).
  globalSetup: "<rootDir>/__tests__/support/build-fixture-site.ts",
};
