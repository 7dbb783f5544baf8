// @ts-check
/**
 * ESLint (npm run lint): TypeScript's type-aware recommended rules, React's rules of hooks and JSX accessibility.
 */
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

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
          // Run with tsx but outside tsconfig.json's "include"; typed with its options.
          allowDefaultProject: ["scripts/*.ts", "jest.setup.ts"],
          defaultProject: "tsconfig.json",
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    rules: {
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
    // Plain JavaScript: configuration files, the web editor's formats, the artwork script. No types to check.
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
  },
);
