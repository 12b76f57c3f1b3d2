import type { ApiArea } from "./types";

/**
 * Returns (document 1 §7.5): `GET refunds?page=`, `GET refunds/{id}` and `PUT refunds/{id}`.
 * The spec shows no screen control for the update and no body, so no bodyKey: Refine's
 * `useUpdate({resource: "refunds", id, values})` sends `values` as they are.
 */
export const returnsApi = {
  resources: {
    // `status` (a list tab, issue 19) is not in the spec: the app assumes `?status=requested`.
    refunds: { base: "vendor", path: "refunds", pageSize: 10, listKey: "refunds", updateMethod: "put", filters: { status: "status" } },
  },
} satisfies ApiArea;
