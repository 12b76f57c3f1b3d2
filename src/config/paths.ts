import { generatePath } from "react-router";

/**
 * Every screen's path, once, as the spec spells it (document 1 §2, document 2 §2). The registry's
 * routes (src/resources/<name>/index.ts), the public pages, every link and every redirect take
 * their paths from here: `tests/unit/route-literals.test.ts` fails on one of these typed anywhere
 * else, `tests/unit/registry.test.ts` on a registry route that is not one of these.
 */
export const paths = {
  login: "/",
  createStore: "/create-store",
  resetPassword: "/reset-password",
  message: "/message",
  notFound: "/not-found",
  /** The signed-in shell (its index is the dashboard). */
  vendor: "/vendor",
  dashboard: "/vendor/",
  productCatalog: "/vendor/product-catalog",
  productCreate: "/vendor/product/create",
  productView: "/vendor/product/:id/view",
  productEdit: "/vendor/product/:id/edit",
  /** The spec's own spelling of the product form's route; the page decides the mode. */
  productAny: "/vendor/product/:id?/:state?",
  serviceCatalog: "/vendor/service-catalog",
  serviceCreate: "/vendor/service/create",
  serviceView: "/vendor/service/:id/view",
  serviceEdit: "/vendor/service/:id/edit",
  serviceCreateAlias: "/vendor/service/:id/create",
  /** The spec's own spelling of the service form's route; the page decides the mode. */
  serviceAny: "/vendor/service/:id?/:state?",
  orders: "/vendor/orders",
  orderDetail: "/vendor/order-detail/:id",
  orderAlias: "/vendor/order/:id",
  coupons: "/vendor/coupons",
  returns: "/vendor/returns",
  returnDetail: "/vendor/view-return/:id",
  disputes: "/vendor/disputes",
  disputeDetail: "/vendor/disputes-detail/:id",
  banners: "/vendor/banners",
  bannerCreate: "/vendor/create-banner",
  bannerView: "/vendor/view-banner/:id",
  bannerEdit: "/vendor/update-banner/:id",
  shopBanners: "/vendor/shop-banners",
  shopBannerCreate: "/vendor/shop-banner/create",
  shopBannerView: "/vendor/view-shop-banner/:id",
  shopBannerEdit: "/vendor/shop-banner/update/:id",
  menu: "/vendor/menu",
  menuItemAdd: "/vendor/menu-item/add",
  menuItemEdit: "/vendor/menu-item/edit/:id",
  profile: "/vendor/profile",
  editStore: "/vendor/edit-store",
  changePassword: "/vendor/change-password",
  emails: "/vendor/emails",
  sendEmail: "/vendor/send-email",
  reports: "/vendor/reports",
  shop: "/vendor/shop",
} as const;

export type PathName = keyof typeof paths;

/** The signed-in area's addresses (`/vendor` and everything under `/vendor/`). */
export function isVendorPath(pathname: string): boolean {
  return pathname === paths.vendor || pathname.startsWith(`${paths.vendor}/`);
}

/** The dashboard's addresses (`/vendor`, `/vendor/`): the server answers them with its prerendered first paint, dashboard.html (deploy/nginx; `vite preview` too). */
export function isDashboardPath(pathname: string): boolean {
  return pathname === paths.vendor || pathname === paths.dashboard;
}

/** The paths that take a record's id. */
type IdPathName = {
  [Name in PathName]: (typeof paths)[Name] extends `${string}:id${string}`
    ? (typeof paths)[Name] extends `${string}?${string}`
      ? never
      : Name
    : never;
}[PathName];

/** The address of a record's screen: `pathTo("orderDetail", 7)` is `/vendor/order-detail/7`. */
export function pathTo(name: IdPathName, id: string | number): string {
  return generatePath(paths[name] as string, { id: String(id) });
}
