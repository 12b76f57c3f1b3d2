/// <reference types="vitest/config" />
import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const src = fileURLToPath(new URL("./src", import.meta.url));

// Packages whose ESM builds deep-import MUI 6 folders or carry a second react-router copy:
// they must be inlined by Vitest (stack-notes P6, P7).
const inlineDeps = [/@refinedev\/(mui|react-router)/, /@mui\/x-/];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@": src } },
  server: { port: 5173 },
  // Scan every source file when the dev server starts, so a dependency first imported by a lazy
  // screen or a mock handler is pre-bundled up front: no "optimized dependencies changed,
  // reloading" in the middle of an e2e journey. (msw/node is for Vitest only.)
  optimizeDeps: { entries: ["index.html", "src/**/*.{ts,tsx}", "!src/mocks/node.ts"] },
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  test: {
    pool: "threads",
    maxWorkers: 2,
    testTimeout: 15000,
    hookTimeout: 15000,
    experimental: { fsModuleCache: true },
    server: { deps: { inline: inlineDeps } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["tests/unit/**/*.test.ts"],
          setupFiles: ["tests/support/setup-msw.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          environment: "jsdom",
          include: ["tests/component/**/*.test.tsx"],
          setupFiles: ["tests/support/setup-msw.ts", "tests/support/setup-dom.ts"],
        },
      },
    ],
  },
});
