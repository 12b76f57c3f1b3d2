import type { ApiArea } from "./types";

/**
 * Shop banners (document 2 §7): the same calls on `shop_banners`; the list answers data.banners
 * (its pagination is not shown: without `data.pagination` the list is one page); body `{shop_banner}`.
 */
export const shopBannersApi = {
  resources: {
    shop_banners: {
      base: "vendor",
      path: "shop_banners",
      pageSize: 10,
      listKey: "banners",
      pagination: "optional",
      bodyKey: "shop_banner",
      updateMethod: "put",
    },
  },
} satisfies ApiArea;
