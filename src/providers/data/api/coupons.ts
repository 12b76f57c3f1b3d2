import type { ApiArea } from "./types";

/** Coupons (document 2 §7): `GET coupons?page=`, `POST coupons`, `PUT coupons/{id}`; list at data.coupons. */
export const couponsApi = {
  resources: {
    coupons: { base: "vendor", path: "coupons", pageSize: 10, listKey: "coupons", bodyKey: "coupon", updateMethod: "put" },
  },
} satisfies ApiArea;
