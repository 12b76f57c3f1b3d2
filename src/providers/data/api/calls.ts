import type { ApiOperation } from "./types";

/**
 * Operations of one verb below `vendor/`, keyed by name: `{name: path}`. An area's calls mostly
 * share base and verb (the reports are all GET, the wizard's step saves all PATCH), so a group says
 * them once and a row is the name and the path.
 */
export function vendorCalls<N extends string>(method: ApiOperation["method"], paths: Record<N, string>): Record<N, ApiOperation> {
  const entries = Object.entries<string>(paths).map(([name, path]): [string, ApiOperation] => [name, { base: "vendor", path, method }]);
  return Object.fromEntries(entries) as Record<N, ApiOperation>;
}
