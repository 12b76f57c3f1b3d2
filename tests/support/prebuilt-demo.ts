import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

/** What a demo build is made from: a file here newer than the build means the build is stale. */
const SOURCES = ["src", "public", "index.html", "vite.config.ts", "scripts/prerender-pages.ts", ".env.mock", "package-lock.json"];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

/**
 * A demo build (`vite build --mode mock`) that a suite serves instead of building its own: CI builds
 * dist-mock once for the journeys and the hardening suite. It must be there and newer than every
 * source it is made from, so a suite never tests an older app than the checked-out code.
 */
export function freshDemoBuild(root: string, folder: string): string {
  const index = resolve(root, folder, "index.html");
  if (!existsSync(index))
    throw new Error(`${folder}/index.html is missing: build the demo first (npm run build:mock), or unset the variable`);
  const built = statSync(index).mtimeMs;
  const stale = SOURCES.filter((source) => newestChange(join(root, source)) > built);
  if (stale.length)
    throw new Error(`${folder} is older than ${stale.join(", ")}: build the demo again (npm run build:mock), or unset the variable`);
  return folder;
}
