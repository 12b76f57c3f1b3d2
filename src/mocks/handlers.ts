import { faultHandlers } from "./faults";
import { authHandlers } from "./handlers/auth-handlers";
import { demoHandlers } from "./handlers/demo-handlers";
import { shellHandlers } from "./handlers/shell-handlers";
import { onboardingHandlers } from "./handlers/onboarding-handlers";
import { storageHandlers } from "./handlers/storage-handlers";
import { productsHandlers } from "./handlers/products-handlers";
import { servicesHandlers } from "./handlers/services-handlers";
import { couponsHandlers } from "./handlers/coupons-handlers";
import { bannersHandlers } from "./handlers/banners-handlers";
import { menuHandlers } from "./handlers/menu-handlers";
import { ordersHandlers } from "./handlers/orders-handlers";
import { returnsHandlers } from "./handlers/returns-handlers";
import { disputesHandlers } from "./handlers/disputes-handlers";
import { storeUsersHandlers } from "./handlers/store-users-handlers";
import { storeCollectionHandlers } from "./handlers/collection-handlers";
import { reportsHandlers } from "./handlers/reports-handlers";

/**
 * Every handler of the embedded mock API: the browser worker, msw/node in Vitest and the e2e run share
 * them. The fault injector goes first (it answers nothing unless a test chose a fault).
 */
export const handlers = [
  ...faultHandlers,
  ...demoHandlers,
  ...authHandlers,
  ...shellHandlers,
  ...servicesHandlers,
  ...productsHandlers,
  ...couponsHandlers,
  ...bannersHandlers,
  ...menuHandlers,
  ...ordersHandlers,
  ...returnsHandlers,
  ...disputesHandlers,
  ...storeUsersHandlers,
  ...storeCollectionHandlers,
  ...reportsHandlers,
  ...onboardingHandlers,
  ...storageHandlers,
];
