// @ts-check
/**
 * ESLint (npm run lint): TypeScript's type-aware recommended rules, React's rules of hooks and JSX accessibility,
 * the start-up rules of docs/performance-budgets.md that a check can hold, and the service's rule for transactions.
 */
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * docs/performance-budgets.md: no Intl formatters in code that runs while a page starts. That is everything the
 * browser runs of src/, form-contract/ and upload-client/ (the forms import them) and gatsby-browser.tsx, except
 * these files, which only an import() or a new Worker() loads, once the visitor uses what they are for; files they
 * import that start-up code imports too stay checked. __tests__/lint/intl-at-start-up.test.ts holds this list to that.
 */
export const LOADED_ON_USE = [
  "src/components/chat/ChatPanel.tsx", // on the chat button's first open, hover or focus
  "upload-client/photos/**", // when photos are chosen; the worker is a script of its own
  "upload-client/kept/draft-store.ts", // when a form first has a draft to keep or restore, or one is past its time
];

const INTL_AT_START_UP =
  "Creating an Intl formatter (toLocaleString() and its kin create one) loads locale data, 15-25 ms of a phone's " +
  "main thread while the page starts: format by hand, as form-contract/shared/naira.ts and src/lib/dates.ts do, or do it in " +
  "code loaded on use (LOADED_ON_USE in eslint.config.mjs).";

const DEFERRED_TRANSACTION =
  "A deferred transaction fails at once when another connection to the database writes between its read and its " +
  "write: make it with writeTransaction (server/storage/database/write-transaction.ts).";

export default defineConfig(
  // Built, generated, installed or vendored: not ours to lint. node_modules/ is left out by ESLint itself.
  globalIgnores([
    "public/",
    ".cache/",
    "server/dist/",
    "site/",
    "var/",
    "test-results/",
    "playwright-report/",
    "coverage/",
    "e2e/screenshots/",
    "deploy/generated/",
    "static/",
    "src/gatsby-types.d.ts",
    "__tests__/fixtures/gatsby-site/.cache/",
    "__tests__/fixtures/gatsby-site/public/",
    "__tests__/fixtures/gatsby-site/pristine/",
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // Run by Jest but outside tsconfig.json's "include"; typed with its options.
          allowDefaultProject: ["jest.setup.ts"],
          defaultProject: "tsconfig.json",
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    rules: {
      // Leaving properties out of a copy by destructuring them beside a rest element names what is left out.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
      // node:test's describe() and it() return promises the runner itself awaits; nothing is lost unawaited.
      "@typescript-eslint/no-floating-promises": [
        "error",
        {
          allowForKnownSafeCalls: [
            { from: "package", package: "node:test", name: ["describe", "it", "test", "suite"] },
          ],
        },
      ],
    },
  },
  {
    // The page queries' result types (Queries.*) are written by the build into src/gatsby-types.d.ts, which npm test's
    // lint, run before the build, does not have: each value read from a page query, and each value made from one, is
    // then of an unknown type, and these five rules flag every use of it (394 findings in these files alone). npm run
    // typecheck, after the build, checks those values against the generated types. The rest of the code keeps them.
    files: [
      "src/pages/**",
      "src/templates/**",
      "src/components/**",
      "src/sections/**",
      "src/hooks/**",
      "src/lib/structured-data.ts",
      "__tests__/lib/structured-data.test.ts",
    ],
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    // Functions here are async because what calls them asks for a promise, whether or not they await anything:
    // Fastify's hooks and plugins (one that is not async must call done(), or the request hangs), tus's upload
    // hooks, which must return a promise, and React's await act(async () => ...), which lets what the callback
    // started settle.
    files: ["server/**", "__tests__/**"],
    rules: { "@typescript-eslint/require-await": "off" },
  },
  {
    // Playwright reads a test's fixtures from its first parameter, which must be an object pattern, even empty.
    files: ["e2e/**"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Plain JavaScript (configuration files, the web editor's formats, a test preload): no types to check.
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ["**/*.{js,cjs}"],
    ignores: ["admin/**"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["admin/**/*.js"],
    languageOptions: { sourceType: "script", globals: globals.browser },
  },
  {
    // React code: components, and hooks, which live in .ts files too.
    files: ["**/*.tsx", "src/**/*.ts"],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // A missing dependency is a stale value waiting to happen: fail, not warn.
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["**/*.tsx"],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // Formik's <Field> renders the input a label wraps.
      "jsx-a11y/label-has-associated-control": ["error", { controlComponents: ["Field"] }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "form-contract/**/*.ts", "upload-client/**/*.ts", "gatsby-browser.tsx"],
    ignores: [...LOADED_ON_USE, "**/__tests__/**"],
    rules: {
      "no-restricted-globals": ["error", { name: "Intl", message: INTL_AT_START_UP }],
      "no-restricted-properties": [
        "error",
        ...["globalThis", "window", "self"].map((object) => ({ object, property: "Intl", message: INTL_AT_START_UP })),
        ...["toLocaleString", "toLocaleDateString", "toLocaleTimeString"].map((property) => ({
          property,
          message: INTL_AT_START_UP,
        })),
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/storage/database/write-transaction.ts"],
    rules: {
      "no-restricted-properties": ["error", { property: "transaction", message: DEFERRED_TRANSACTION }],
    },
  },
);
