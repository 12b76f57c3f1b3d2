/// <reference types="vitest/config" />
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
// With its extension: Vite's native config loader (a future default) needs it.
import { agreementFieldsFrom } from "./src/config/agreement-fields.ts";
import { restrictedUidsWarning } from "./src/config/restricted-uids.ts";
import { prerenderPages, previewPrerenderedPages } from "./scripts/prerender-pages.ts";

const src = fileURLToPath(new URL("./src", import.meta.url));

/**
 * A Vitest project for a folder of tests. Its files share each worker's module cache and jsdom
 * (`isolate: false`): setting every file up afresh (its imports of React, MUI and Refine, the msw
 * server) took about a third of the suite's time. So a file leaves the globals as it found them: each test's clean-up empties the page,
 * the storage and the mock (tests/support/setup-*.ts), and a spy or stub is undone
 * (`vi.restoreAllMocks`, `vi.unstubAllGlobals`; tests/support/object-urls.ts). A file that replaces
 * a module (`vi.mock`) runs isolated, in a project of its own: in a shared cache its replacement
 * would come too late, or reach the files after it. `sharedSetupFiles` run in the shared project only.
 */
function testProjects(
  name: string,
  environment: "node" | "jsdom",
  dir: string,
  suffix: string,
  setupFiles: string[],
  sharedSetupFiles: string[] = [],
) {
  const folder = new URL(`./${dir}`, import.meta.url);
  // A checkout without its tests (a build image) still builds.
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(suffix))
    .map((file) => `${dir}/${file}`);
  const replacesModules = (file: string) => /\bvi\.(mock|doMock)\(/.test(readFileSync(new URL(`./${file}`, import.meta.url), "utf8"));
  const isolated = files.filter(replacesModules);
  const test = { environment, setupFiles };
  const shared = { ...test, setupFiles: [...setupFiles, ...sharedSetupFiles], name, isolate: false };
  return [
    { extends: true as const, test: { ...shared, include: files.filter((file) => !replacesModules(file)) } },
    ...(isolated.length ? [{ extends: true as const, test: { ...test, name: `${name} (isolated)`, include: isolated } }] : []),
  ];
}

// Packages whose ESM builds deep-import MUI 6 folders or carry a second react-router copy:
// they must be inlined by Vitest (stack-notes P6, P7).
const inlineDeps = [/@refinedev\/(mui|react-router)/, /@mui\/x-/];

// Packages the Refine packages import at their top level but whose code the app never calls:
// marking them side-effect free lets the bundler drop them when unused. @refinedev/core: CSV
// import/export, dev-tools stack parsing, pluralize (about 8 KB gzip off every route).
// @refinedev/mui (its useDataGrid serves the lists): the Markdown field's react-markdown, remark and
// unified family and lodash (about 40 KB gzip off every list; `npm run bench -- --only routes`).
const sideEffectFree = new RegExp(
  `node_modules/(${[
    "papaparse|pluralize|error-stack-parser|stackframe",
    "react-markdown|remark-[^/]+|unified|vfile[^/]*|micromark[^/]*|mdast-[^/]+|hast-[^/]+|unist-[^/]+",
    "bail|trough|is-buffer|extend|is-plain-obj|parse-entities|character-[^/]+|style-to-object|inline-style-parser",
    "property-information|space-separated-tokens|comma-separated-tokens|ccount|markdown-table|xtend|repeat-string",
    "escape-string-regexp|zwitch|longest-streak|lodash",
  ].join("|")})/`,
);

/** msw's worker script lives in public/ for `npm start`; a build without the mock ships none of it. */
function dropMockWorker(): Plugin {
  let worker = "";
  let mocked = false;
  return {
    name: "drop-mock-worker",
    apply: "build",
    configResolved(config) {
      worker = resolve(config.root, config.build.outDir, "mockServiceWorker.js");
      mocked = config.env.VITE_MOCK === "true" && !config.env.VITE_API_URL;
    },
    closeBundle() {
      if (!mocked) rmSync(worker, { force: true });
    },
  };
}

/**
 * A real build (VITE_API_URL set, not the mock) with no VITE_RESTRICTED_UIDS restricts nobody: say
 * so when it starts, as the README's configuration table does (src/config/restricted-uids.ts).
 */
function warnUnrestricted(): Plugin {
  return {
    name: "warn-unrestricted",
    configResolved(config) {
      const warning = restrictedUidsWarning({ ...config.env, MODE: config.mode });
      if (warning) console.warn(`\n${warning}\n`);
    },
  };
}

/** A VITE_AGREEMENT_FIELDS that is not a valid mapping stops the build, naming what is wrong (src/config/agreement-fields.ts). */
function checkAgreementFields(): Plugin {
  return {
    name: "check-agreement-fields",
    configResolved(config) {
      agreementFieldsFrom(config.env.VITE_AGREEMENT_FIELDS);
    },
  };
}

/**
 * @mui/x-charts 8 leaks on every chart unmount: its interaction hook unregisters the chart's gestures
 * but never destroys their GestureManager, whose pointer and keyboard managers keep ten listeners on
 * `document` and `window` (and the last pointer event, with its target) for the page's life; every
 * visit to the dashboard left one more (issue 30). The clean-up here is upstream's fix (mui/mui-x
 * #23283, released in 9.x only). A version whose clean-up reads otherwise stops the build: drop this
 * patch if it has the fix. A Rolldown plugin, so the dev server's pre-bundling applies it too.
 */
function destroyChartGestures() {
  const file = /@mui\/x-charts\/internals\/plugins\/corePlugins\/useChartInteractionListener\/useChartInteractionListener\.m?js$/;
  const leaky = "gestureManager.unregisterAllGestures(svg);";
  return {
    name: "destroy-chart-gestures",
    transform(code: string, id: string) {
      if (!file.test(id.split("?")[0])) return null;
      if (!code.includes(leaky))
        throw new Error(
          `${id}: the chart's gesture clean-up has changed; check whether destroyChartGestures (vite.config.ts) is still needed`,
        );
      return { code: code.replace(leaky, "gestureManager.destroy();\n      gestureManagerRef.current = null;"), map: null };
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    destroyChartGestures(),
    dropMockWorker(),
    warnUnrestricted(),
    checkAgreementFields(),
    prerenderPages(),
    previewPrerenderedPages(),
  ],
  resolve: { alias: { "@": src } },
  server: { port: 5173 },
  // Scan every source file when the dev server starts, so a dependency first imported by a lazy
  // screen or a mock handler is pre-bundled up front: no "optimized dependencies changed,
  // reloading" in the middle of an e2e journey. (msw/node is for Vitest only.)
  optimizeDeps: {
    entries: ["index.html", "src/**/*.{ts,tsx}", "!src/mocks/node.ts"],
    rolldownOptions: { plugins: [destroyChartGestures()] },
  },
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: sideEffectFree, sideEffects: false }] },
      // V8's compile hint (Chrome 136+): the editor's functions are compiled while its chunk loads,
      // off the main thread, rather than each on its first call, which is the seller's first key.
      output: { postBanner: (chunk) => (chunk.name === "rich-text-editor" ? "//# allFunctionsCalledOnLoad" : "") },
    },
  },
  test: {
    // Forks: the whole suite runs faster in forks than in threads (about 10 %).
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 15000,
    hookTimeout: 15000,
    server: { deps: { inline: inlineDeps } },
    projects: [
      ...testProjects("unit", "node", "tests/unit", ".test.ts", ["tests/support/setup-msw.ts"]),
      ...testProjects(
        "component",
        "jsdom",
        "tests/component",
        ".test.tsx",
        ["tests/support/setup-msw.ts", "tests/support/setup-dom.ts"],
        ["tests/support/setup-shared-modules.ts"],
      ),
    ],
  },
});
