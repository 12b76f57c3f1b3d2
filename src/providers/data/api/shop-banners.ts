import type { ApiArea } from "./types";

/** Shop banners (document 2 §7): the same calls on `shop_banners`; the list answers data.banners; body `{shop_banner}`. */
export const shopBannersApi = {
  resources: {
    shop_banners: { base: "vendor", path: "shop_banners", pageSize: 10, listKey: "banners", bodyKey: "shop_banner", updateMethod: "put" },
  },
} satisfies ApiArea;
