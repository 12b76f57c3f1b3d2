import type { ApiArea } from "./types";

/** Storefront banners (document 2 §7): list, read, create, update (PUT) and delete on `banners`, body `{banner}`. */
export const bannersApi = {
  resources: {
    banners: { base: "vendor", path: "banners", pageSize: 10, listKey: "banners", bodyKey: "banner", updateMethod: "put" },
  },
} satisfies ApiArea;
