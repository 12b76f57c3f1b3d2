#!/usr/bin/env node
/**
 * Prints the hardening suite's route table (JSON): every route of the resource registry and the
 * public pages, with seeded ids (tests/hardening/support/routes-from-registry.ts). The registry
 * imports MUI icons, which Node cannot load as ES modules, so Vite loads it, as Vitest does.
 */
import { createServer } from "vite";

const server = await createServer({
  configFile: "vite.config.ts",
  appType: "custom",
  logLevel: "error",
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
  ssr: { noExternal: [/@mui\//] },
});
try {
  const { routesFromRegistry } = await server.ssrLoadModule("/tests/hardening/support/routes-from-registry.ts");
  process.stdout.write(JSON.stringify(routesFromRegistry()));
} finally {
  await server.close();
}
