import type { ApiArea } from "./types";

/** Calls of the signed-in shell and dashboard (document 1 §7.2, §7.3). */
export const shellApi = {
  operations: {
    store: { base: "vendor", path: "store", method: "get" },
    dashboard: { base: "vendor", path: "dashboard", method: "get" },
  },
} satisfies ApiArea;
