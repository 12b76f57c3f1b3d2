import type { ApiArea } from "./types";

/**
 * Storefront banners (document 2 §7): list, read, create, update (PUT) and delete on `banners`, body
 * `{banner}`. The spec shows no list answer: `data.banners` is assumed, and a list without
 * `data.pagination` is one page.
 */
export const bannersApi = {
  resources: {
    banners: {
      base: "vendor",
      path: "banners",
      pageSize: 10,
      listKey: "banners",
      pagination: "optional",
      bodyKey: "banner",
      updateMethod: "put",
    },
  },
} satisfies ApiArea;
