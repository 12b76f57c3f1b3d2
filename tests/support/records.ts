/**
 * Record factories: a test builds the records it needs in the mock database, with the fields it
 * cares about given and sensible defaults for the rest, instead of searching the seed for one that
 * happens to fit and editing it. Each record gets a fresh id from the database (`db.nextId()`; an
 * order the next order id, as the mock numbers a new one); the database is reset after every test
 * (setup-msw.ts), so a record lives for its test only.
 */
export { makeDispute, makeRefund, type RefundOverrides } from "./records/returns";
export { makeOrder, type OrderOverrides } from "./records/orders";
export { makeCoupon, makeProduct, makeService, type ProductOverrides } from "./records/catalogue";
export { makeObject } from "./records/objects";
export { makeBanner } from "./records/banners";
// The demo vendor's seeded orders and stored images, for tests that work on what the seed holds.
export { setOrderStatus, storeDemoImages, vendorOrders } from "./records/seeded";
