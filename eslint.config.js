// ESLint flat config. The import boundaries come from ../shared/design/architecture.md ("Boundaries
// are enforced by lint, not good intentions"): import zones, no cycles, kebab-case file names, a
// file-size ceiling, no `export *`, and one place allowed to inject HTML.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import checkFile from "eslint-plugin-check-file";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import tseslint from "typescript-eslint";
import { defineConfig, globalIgnores } from "eslint/config";
import { localPlugin } from "./scripts/lint/no-dated-comments.mjs";

/**
 * A folder of src/ reached through the `@/` alias or a relative path (`../mocks/db`, `../../app`).
 * Relative imports inside a zone (`./db`) do not match.
 */
const srcFolder = (...folders) => `^(@/|(\\.\\./)+)(${folders.join("|")})(/|$)`;

// Each zone's restrictions. `no-restricted-imports` options are not merged between config objects
// (the last one that matches a file wins), so each zone below lists every restriction that
// applies to it.
const noMocks = {
  regex: srcFolder("mocks"),
  message: "Only src/main.tsx (behind its dynamic import) and tests may import the mock API (architecture: src/mocks).",
};
const noRefineMui = {
  regex: "^@refinedev/mui(/|$)",
  message:
    "No @refinedev/mui in the shell, providers or login: its index pulls react-markdown/micromark into the chunk. Import MUI by path.",
};
const domainPure = [
  {
    regex: "^(react|react-dom|@mui|@refinedev|axios|msw)(/|$)",
    message: "src/domain is pure TypeScript: no React, MUI, Refine, axios or msw (architecture principle 4).",
  },
  {
    regex: srcFolder("app", "resources", "providers", "components", "hooks", "mocks"),
    message: "src/domain depends on nothing else in src/ (architecture principle 4).",
  },
];
// The mock implements the server's behaviour on its own, but the wire shapes are the contract
// both sides speak: src/mocks may import the record types of src/domain (type-only imports, gone
// from the built code), never its functions or values. The spec's fixed lists live in src/config.
const mocksIndependent = [
  {
    regex: srcFolder("domain"),
    allowTypeImports: true,
    message:
      "The mock API implements the server's behaviour on its own (architecture principle 5): from src/domain it imports only the wire shapes, as `import type`. The spec's fixed lists (statuses, required fields) live in src/config.",
  },
  {
    regex: srcFolder("providers", "app", "resources", "components", "hooks"),
    message:
      "The mock API implements the server's contract on its own: it must not import client code (architecture principle 5). src/config and type-only imports of src/domain are allowed.",
  },
];

const restrict = (...patterns) => ["error", { patterns }];

// The layers (architecture "Tree"): src/app → src/resources → src/components, src/hooks →
// src/providers → src/lib, src/config, src/domain. A layer imports only the ones below it, and a
// resource folder imports no other resource's folder (what two resources share goes to
// src/components). import-x/no-restricted-paths checks the resolved file, so `@/`, relative and
// dynamic imports are all caught. src/main.tsx, src/mocks (above) and src/app itself are free.
const SRC = "./src";
const below = (...folders) => folders.map((folder) => `${SRC}/${folder}`);
const resourceFolders = readdirSync(new URL("./src/resources", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  {
    target: below("resources", "components", "hooks", "providers", "lib", "config", "domain"),
    from: below("app"),
    message:
      "Only src/app (and src/main.tsx) imports src/app: it is the top layer, wiring the rest. Move what you need below it (src/config, src/components, src/hooks).",
  },
  {
    target: below("components", "hooks", "providers", "lib", "config", "domain"),
    from: below("resources"),
    message:
      "Shared code imports no resource: a resource sits on top of components, hooks and providers. Move the shared piece to src/components or src/hooks.",
  },
  {
    target: below("providers", "lib", "config", "domain"),
    from: below("components", "hooks"),
    message: "Providers, lib, config and domain sit below the React components and hooks: they must not import them.",
  },
  {
    target: below("lib", "config", "domain"),
    from: below("providers"),
    message: "src/lib, src/config and src/domain sit below the providers: they must not import them.",
  },
  ...resourceFolders.map((name) => ({
    target: `${SRC}/resources/${name}`,
    from: `${SRC}/resources`,
    except: [`./${name}`, "./define-resource.ts"],
    message: `A resource folder imports no other resource's folder (nor the registry): what src/resources/${name} shares with another resource belongs in src/components or src/hooks.`,
  })),
];

export default defineConfig([
  globalIgnores([
    "dist",
    "dist-mock",
    "dist-e2e",
    "dist-storage",
    "public/mockServiceWorker.js",
    "node_modules",
    "bench-results",
    "test-results",
    "playwright-report",
  ]),

  {
    files: ["**/*.{ts,tsx,mts,js,mjs}"],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.browser } },
    rules: {
      // `const { password: _password, ...rest } = user` drops a field on purpose.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "ExportAllDeclaration", message: "No `export *` barrels: export names explicitly." },
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "HTML from the server is rendered only through src/components/safe-html.tsx (DOMPurify).",
        },
      ],
    },
  },

  // React code.
  {
    files: ["src/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat["recommended-latest"], reactRefresh.configs.vite],
  },

  // Node-side files: configs, scripts, Playwright specs.
  {
    files: ["*.{js,mjs,ts}", "scripts/**/*.{js,mjs,ts,mts}", "tests/e2e/**/*.ts"],
    languageOptions: { globals: { ...globals.node } },
  },

  // The one sanitising component may set inner HTML (it passes DOMPurify's output).
  {
    files: ["src/components/safe-html.tsx"],
    rules: {
      "no-restricted-syntax": ["error", { selector: "ExportAllDeclaration", message: "No `export *` barrels: export names explicitly." }],
    },
  },

  // File names: kebab-case (middle extensions such as `login.schema.ts` or `.test.tsx` are allowed).
  {
    files: ["src/**/*", "tests/**/*"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "{src,tests}/**/*.{ts,tsx,js,mjs}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": ["error", { "{src,tests}/**/": "KEBAB_CASE" }],
    },
  },

  // File sizes: a test .tsx over 300 lines is an error; in src, a component file over
  // 200 and a module over 300 (the mock seeds are data, not code). Later objects win for their files.
  {
    files: ["src/**/*.tsx", "tests/**/*.tsx"],
    rules: { "max-lines": ["error", { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ["src/**/*.tsx"],
    rules: { "max-lines": ["error", { max: 200, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ["src/**/*.ts"],
    ignores: ["src/mocks/seed/**"],
    rules: { "max-lines": ["error", { max: 300, skipBlankLines: true, skipComments: true }] },
  },

  // No import cycles in src/.
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // Without these, import-x parses only .js dependencies and silently finds no cycle.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/external-module-folders": ["node_modules", "node_modules/@types"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },

  // The layers and the resource folders' independence (layerZones above).
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones }] },
  },

  // Import zones (architecture "Tree" and principles 4 and 5). Later objects win for their files.
  { files: ["src/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(noMocks) } },
  {
    files: ["src/app/**/*.{ts,tsx}", "src/providers/**/*.{ts,tsx}", "src/resources/login/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrict(noMocks, noRefineMui) },
  },
  { files: ["src/domain/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(noMocks, ...domainPure) } },
  // typescript-eslint's variant of the rule, for `allowTypeImports`; the base rule is off there.
  {
    files: ["src/mocks/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": "off", "@typescript-eslint/no-restricted-imports": restrict(...mocksIndependent) },
  },
  { files: ["src/main.tsx"], rules: { "no-restricted-imports": "off" } },

  // package.json declares every package the code imports (a package reached only through another
  // one's dependencies can vanish with that one's next release). The app's bundle takes
  // dependencies only; devDependencies serve tests, scripts and configs, and src/mocks, which only
  // the demo build bundles (`npm run budget` fails a production build holding mock code).
  {
    files: ["**/*.{ts,tsx,mts,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/external-module-folders": ["node_modules", "node_modules/@types"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-extraneous-dependencies": [
        "error",
        { devDependencies: ["tests/**", "scripts/**", "src/mocks/**", "*.{js,mjs,ts}", "**/*.config.{js,mjs,ts}"] },
      ],
    },
  },

  // Comments say why, never when (scripts/lint/no-dated-comments.mjs).
  {
    files: ["**/*.{ts,tsx,mts,js,mjs}"],
    plugins: { local: localPlugin },
    rules: { "local/no-dated-comments": "error" },
  },
]);
