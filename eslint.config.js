import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";

// Pure packages: no React, no DOM, no server or database code.
const pureImports = {
  patterns: [
    { group: ["react", "react-*", "react/*", "@tanstack/*"], message: "Pure package: no React." },
    { group: ["fastify", "fastify-*", "@fastify/*"], message: "Pure package: no Fastify." },
    {
      group: ["kysely", "pg", "@electric-sql/*", "node:*", "fs", "path"],
      message: "Pure package: no database or I/O.",
    },
  ],
};
const domGlobals = [
  "window",
  "document",
  "localStorage",
  "sessionStorage",
  "navigator",
  "location",
  "fetch",
].map((name) => ({ name, message: "Pure package: no DOM or network." }));

// Server: SQL (Kysely queries, the database and its types) stays in a module's repository files
// and db/; routes and plugins call repository functions.
const SQL_IN_REPOSITORY =
  "Server SQL lives in a repository.ts (or db/): call a repository function.";
const serverSqlBoundary = {
  files: ["apps/server/src/**/*.ts"],
  ignores: [
    "apps/server/src/db/**",
    "apps/server/src/**/*repository.ts",
    // Opens the database and hands it to the app.
    "apps/server/src/plugins/database.ts",
    "apps/server/src/**/*.test.ts",
    // Test fixtures (a module's tests' shared set-up) read the database as the tests do.
    "apps/server/src/**/*-fixtures.ts",
    "apps/server/src/test/**",
  ],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: [{ name: "kysely", message: SQL_IN_REPOSITORY }],
        patterns: [
          {
            group: ["**/db/schema", "**/db/database", "**/db/pglite-pool"],
            message: SQL_IN_REPOSITORY,
          },
        ],
      },
    ],
    "no-restricted-properties": [
      "error",
      ...["selectFrom", "insertInto", "updateTable", "deleteFrom", "mergeInto", "transaction"].map(
        (property) => ({ property, message: SQL_IN_REPOSITORY }),
      ),
    ],
  },
};
// Web features stay apart: a file in apps/web/src/features/<x> may reach another feature only by
// its public entry (features/<y>/index.ts, when it has one), never its internals; routes and app/
// compose features. Imports are relative, so one block per feature and folder depth says where
// `../` lands. Built from the folder list, so a new feature is covered without editing this file.
// The practice and browsing pages parse with one zod bundled on its own (decision 60): their
// endpoints reach the web app through lib/quiz-schemas.ts, lib/catalog-schemas.ts and
// lib/attempt-schemas.ts (the progress pages': lib/progress-schemas.ts, decision 293), never
// straight from the contract (a type import is fine). The list of every endpoint is the server's.
const STANDALONE =
  "Import this contract's endpoints from lib/quiz-schemas, lib/catalog-schemas, lib/attempt-schemas or lib/progress-schemas (decisions 60, 293).";
const webContractImports = [
  ...[
    "@tayari/contracts/catalog",
    "@tayari/contracts/banks",
    "@tayari/contracts/attempts",
    "@tayari/contracts/progress",
  ].map((name) => ({
    name,
    allowTypeImports: true,
    message: STANDALONE,
  })),
  { name: "@tayari/contracts/api", message: "The list of every endpoint is the server's." },
];
const webContractBoundary = {
  files: ["apps/web/src/**/*.{ts,tsx}"],
  ignores: [
    "apps/web/src/lib/quiz-schemas.ts",
    "apps/web/src/lib/catalog-schemas.ts",
    "apps/web/src/lib/attempt-schemas.ts",
    "apps/web/src/lib/progress-schemas.ts",
  ],
  rules: { "no-restricted-imports": ["error", { paths: webContractImports }] },
};
const webFeaturesDir = "apps/web/src/features";
const webFeatures = readdirSync(new URL(webFeaturesDir, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = webFeatures.flatMap((feature) =>
  [1, 2, 3, 4].map((depth) => {
    const toFeatures = "\\.\\./".repeat(depth);
    return {
      files: [`${webFeaturesDir}/${feature}/${"*/".repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            paths: webContractImports,
            patterns: [
              {
                regex: `^${toFeatures}(?:\\.\\./features/)?(?!${feature}/)[\\w-]+/(?!index(?:\\.tsx?)?$).+`,
                message: `A feature imports another feature only by its public entry (index.ts); move shared code to lib/ or components/, or compose the features in a route.`,
              },
            ],
          },
        ],
      },
    };
  }),
);

// Components call the API only through their feature's api/ files (one per endpoint: its fetcher,
// its query options or mutation, and what it invalidates; CONVENTIONS.md), never the client
// itself; an API failure's type is lib/api-error. Its own rule name (the TypeScript one), so it
// stands beside the feature boundary's no-restricted-imports rather than replacing it.
const VIA_API_FILES =
  "A component calls the API through its feature's api/ files (its queries and mutations), not the client; ApiError is in lib/api-error.";
const componentApiBoundary = {
  files: ["apps/web/src/**/*.tsx", "apps/web/src/**/components/**/*.ts"],
  ignores: ["apps/web/src/**/*.test.{ts,tsx}"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      { patterns: [{ regex: "(^|/)lib/(api-client|endpoint-query)$", message: VIA_API_FILES }] },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "coverage/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // A plain script the browser runs before the app (see its header).
  {
    files: ["apps/web/public/**/*.js", "apps/web/src/boot.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      // No barrel files: import from the module that defines the thing.
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportAllDeclaration",
          message: "No barrel files: import from the defining module.",
        },
        {
          selector: "ExportNamedDeclaration[source]",
          message: "No barrel files: import from the defining module.",
        },
        {
          // Names, questions and explanations are always shown as text (issue 9).
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "Never render strings as HTML: show them as text.",
        },
        {
          selector: "MemberExpression[property.name=/^(innerHTML|outerHTML)$/]",
          message: "Never render strings as HTML: use textContent.",
        },
        {
          // The build leaves React Router's link prefetching out (vite.config.ts; decision 295).
          selector: "JSXAttribute[name.name='prefetch']",
          message: "Links do not prefetch: the build leaves React Router's prefetching out.",
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["packages/quiz/**/*.ts", "packages/contracts/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", pureImports],
      "no-restricted-globals": ["error", ...domGlobals],
    },
  },
  serverSqlBoundary,
  webContractBoundary,
  ...featureBoundaries,
  componentApiBoundary,
);
