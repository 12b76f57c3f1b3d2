import type { ApiArea } from "./types";

/** Disputes under /api/v1/common, always with role=vendor (document 1 §7.6). Creation from an order lives in ./orders. */
export const disputesApi = {
  resources: {
    // `status` (a list tab, issue 19) is not in the spec: the app assumes `?status=open`, and
    // checks the answer (a server that ignores it must not put other rows under the tab's name).
    disputes: {
      base: "common",
      path: "disputes",
      pageSize: 10,
      query: { role: "vendor" },
      listKey: "disputes",
      filters: { status: "status" },
      checkedFilters: { status: "status" },
    },
  },
  operations: {
    /** Body `{dispute_reply: {description}}`; response data is the reply. */
    disputeReply: { base: "common", path: "disputes/:id/dispute_replies", method: "post", query: { role: "vendor" } },
  },
} satisfies ApiArea;
