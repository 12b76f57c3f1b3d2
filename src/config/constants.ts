/** Business constants of the spec (document 1 §9, document 2 §9). */
export const PAGE_SIZE = 10;
export const USERS_PAGE_SIZE = 12;
/**
 * Orders asked per `GET orders` when exporting every page (issue 19): fewer calls than the list's
 * 10. The export stops at the server's own `total_pages`, so a server that caps the page size still
 * exports everything.
 */
export const EXPORT_PAGE_SIZE = 100;
export const SEARCH_DEBOUNCE_MS = 1000;
export const TOAST_DURATION_MS = 5000;
/** Distance in pixels a toast must be dragged sideways before it is dismissed. */
export const TOAST_DRAG_DISMISS_PX = 80;
export const LOGIN_PASSWORD = { min: 6, max: 30 } as const;
export const SIGNUP_PASSWORD = { min: 6, max: 32 } as const;
export const DEFAULT_WIZARD_STEP = 1;
/** Path the embedded mock API answers to put the demo data back to its seed. */
export const MOCK_RESET_PATH = "/__mock__/reset";
/** Path the embedded mock API answers to place a new pending order with a store (`{store_id}`): the demo's "Add a demo order". */
export const MOCK_ADD_ORDER_PATH = "/__mock__/orders";
/**
 * Upload limits (document 1 §9 upload types; sizes are ours): checked before any network call.
 * CSV (bulk import, issue 21): sized for the largest catalogue we expect in one file, 100,000
 * variant rows (twice the 50,000 of `npm run bench`). The sample's rows take about 350 bytes (a
 * 50,000-row file built from them is 16.7 MB); with the Arabic names and descriptions filled in, a
 * row takes up to about 500, so 100,000 rows come to about 48 MB. The check streams the file, so
 * its memory does not grow with the size. A larger file is refused before it is read, with its own
 * message: split the catalogue.
 */
export const UPLOAD_LIMIT_BYTES = { image: 5 * 1024 * 1024, pdf: 10 * 1024 * 1024, csv: 48 * 1024 * 1024 } as const;
/** Sizes (px, square PNG) the featured images and the store logo are resized to, all uploaded (document 1 §9). */
export const RESIZED_IMAGE_SIZES = [250, 100] as const;
/** Onboarding: VAT range and the agreement viewer's height (document 1 §5, §9). */
export const VAT_RANGE = { min: 1, max: 50 } as const;
export const AGREEMENT_VIEWER_HEIGHT_PX = 600;
/** Object-storage key of the seller agreement template the wizard fills (document 1 §7.2). */
export const AGREEMENT_TEMPLATE_KEY = "agreements/seller-agreement-template.pdf";
/** Store & Users, reports and shop preview (document 2 §9). */
export const CHANGE_PASSWORD = { min: 6, max: 32 } as const;
/** Default report range length in days, and the Top Product Sold report's limit. */
export const REPORT_RANGE_DAYS = 7;
export const TOP_PRODUCTS_LIMIT = 100;
/** Shop preview: categories shown at once (and the count from which the strip is a carousel); cards per product row. */
export const SHOP_CATEGORIES_PER_VIEW = 8;
export const SHOP_PRODUCTS_PER_ROW = 5;
/**
 * How long the app waits for the server before it gives up on a call, with an error the seller can
 * retry (issue 16: a slow but healthy server succeeds; a receipt, an export or a report may take
 * 25 s). Reads give up after a minute, writes later still (a save is not repeated behind the seller's
 * back). Giving up does not abort the request: its answer still brings the rotated token.
 * A read that was given up on is not retried.
 */
export const REQUEST_TIMEOUT_MS = { read: 60_000, write: 90_000 } as const;
/** After this long a screen still loading says so (the server is slow, not broken). */
export const STILL_LOADING_AFTER_MS = 4000;
/**
 * How often the signed-in app asks `GET orders/tabs` whether orders arrived (issue 33): one call per
 * interval for the whole tab, none while it is hidden. A new order shows within this time.
 */
export const ORDERS_POLL_INTERVAL_MS = 30_000;
