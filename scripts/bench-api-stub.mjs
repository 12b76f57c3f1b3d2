// A small stand-in for the real API, for `npm run bench` (issues 20 and 30): a production build
// (VITE_API_URL pointing here) runs against it, on another origin as a deployment has it (so the
// browser makes the same CORS preflights). Sign-in (devise_token_auth's session in the response
// headers), the token check, the store, the dashboard (its figures, the "Needs attention" panel and
// the orders chart), and the working screens the screens benchmark opens (scripts/bench-screens.mjs):
// products and services (lists, tabs, records, the form's lookups), orders (list, tabs, records, the
// status change's PUT), returns, disputes and coupons. The records come from the factories of
// scripts/bench-api-data.mjs, answered in the server's envelope `{success, data, message, errors,
// status}` with the lists' keys and pagination (`page`, `records_per_page` → `{page, total_pages}`).
// Any other call answers 404 and is listed in `unexpected`: the app sends a 404 to /not-found, so
// the bench counts that run as failed and prints the call.
import { createServer } from "node:http";
import {
  answerCoupon,
  answerDispute,
  answerOrder,
  answerOrderListItem,
  answerOrderWithStatus,
  answerProduct,
  answerProductListItem,
  answerRef,
  answerRefund,
  answerRefundListItem,
  answerService,
  answerServiceListItem,
  BRANDS,
  CATEGORIES,
  SHIPMENT_RULES,
  stubRecords,
} from "./bench-api-data.mjs";

export const BENCH_VENDOR = { email: "vendor@demo.test", password: "Vendor#2026" };

const SESSION = { "access-token": "bench-token", client: "bench-client", uid: BENCH_VENDOR.email, expiry: "4102444800" };

const USER = {
  id: 1,
  email: BENCH_VENDOR.email,
  first_name_en: "Aisha",
  last_name_en: "Rahman",
  first_name_ar: "عائشة",
  last_name_ar: "رحمن",
  contact_number: "+971500000001",
  roles: ["vendor"],
  store_id: 1,
};

const STORE = {
  id: 1,
  user_id: 1,
  country_id: 1,
  country_name_en: "United Arab Emirates",
  currency: "AED",
  name_en: "Desert Bloom Trading",
  name_ar: "تجارة زهرة الصحراء",
  description_en: "<p>Desert Bloom Trading sells quality goods across the region.</p>",
  description_ar: "<p>تجارة زهرة الصحراء يبيع منتجات عالية الجودة في المنطقة.</p>",
  vendor_email: BENCH_VENDOR.email,
  contact_email: BENCH_VENDOR.email,
  sender_email: BENCH_VENDOR.email,
  vendor_contact: USER.contact_number,
  can_manage_product: true,
  can_reject_order: true,
  active: true,
  verified: true,
  logo_image: null,
  // The store form's other fields (document 2 §3, as the mock's seed has them).
  authorized_signatory_name_en: "Aisha Rahman",
  authorized_signatory_name_ar: "عائشة رحمن",
  business_name: "Desert Bloom Trading LLC",
  business_type: "Trading",
  business_website: "https://desertbloomtrading.example",
  license_no: "LIC-1001",
  businsess_license_file: null,
  no_of_sku: 50,
  store_address: "Office 12, Business Bay",
  bank_name: "Emirates Gulf Bank",
  bank_account_title: "Desert Bloom Trading LLC",
  bank_account_no: "000123451",
  bank_account_iban: "AE070331234567890123451",
  vat: 5,
  agreement_policy_accepted: true,
  agreement_policy_url: null,
  agreement_policy_accepted_at: "2026-01-15T10:00:00.000Z",
};

const DASHBOARD = { total_revenue: { currency: "AED", amount: 51234.5 }, new_orders: 12, all_orders: 140 };

const ORDER_TABS = { all: 140, pending: 12, accepted: 30, shipped: 41, delivered: 50, cancelled: 4, rejected: 3 };
const PRODUCT_TABS = { all: 64, active: 55, inactive: 6, uncategorized: 3 };

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": "access-token, client, uid, expiry, content-type, accept",
  "Access-Control-Expose-Headers": "access-token, client, uid, expiry",
  "Access-Control-Max-Age": "600",
};

/** The server's envelope. */
const ok = (data, message = "") => [200, { success: true, data, message, errors: null, status: 200 }];
const missing = (what) => [404, { success: false, data: null, message: `${what} not found`, errors: null, status: 404 }];

/** `page` and `records_per_page` → one page and `{page, total_pages}` (the app's page size when absent). */
function paginate(items, url, defaultPerPage = 10) {
  const perPage = Math.max(1, Number(url.searchParams.get("records_per_page")) || defaultPerPage);
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  return { items: items.slice((page - 1) * perPage, page * perPage), pagination: { page, total_pages: Math.ceil(items.length / perPage) } };
}

/** A list filtered by a query parameter (`with_status`, `status`), as the server filters it. */
const byStatus = (items, url, parameter) => {
  const status = url.searchParams.get(parameter);
  return status && status !== "all" ? items.filter((item) => item.status === status) : items;
};

/** Starts the stub on 127.0.0.1 (a free port unless one is given). Returns its origin, the calls it answered and close(). */
export async function startApiStub({ port = 0 } = {}) {
  const calls = [];
  const unexpected = [];
  const records = stubRecords();
  const newestFirst = (items) => [...items].sort((a, b) => b.id - a.id);
  const products = newestFirst(records.products);
  const services = newestFirst(records.services);
  const orders = newestFirst(records.orders);
  // The server lists disputes newest first by their date: the dashboard's one-record page of the open ones is the small, newest one.
  const disputes = [...records.disputes].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
  const refunds = newestFirst(records.refunds);
  const coupons = newestFirst(records.coupons);
  const find = (items, id) => items.find((item) => String(item.id) === id);

  /** [method, path pattern, answer(request, body, url, match)]: the first match answers. */
  const routes = [
    [
      "POST",
      "/api/v1/vendor/auth/sign_in",
      (request, body) => {
        const { email, password } = JSON.parse(body || "{}");
        if (email !== BENCH_VENDOR.email || password !== BENCH_VENDOR.password)
          return [401, { success: false, errors: ["Invalid login credentials. Please try again."] }];
        return [200, { data: USER }, SESSION];
      },
    ],
    ["GET", "/api/v1/vendor/auth/validate_token", () => [200, { success: true, data: USER }]],
    ["DELETE", "/api/v1/vendor/auth/sign_out", () => [200, { success: true }]],
    ["GET", "/api/v1/vendor/store", () => ok({ ...STORE, banners: [], categories: [], products: [], services: [] })],
    ["GET", "/api/v1/vendor/dashboard", () => ok(DASHBOARD)],
    // Products and the forms' lookups (document 2 §7).
    ["GET", "/api/v1/vendor/products/tabs", () => ok(PRODUCT_TABS)],
    ["GET", "/api/v1/vendor/products/related_products", () => ok(products.filter((item) => item.status === "active").map(answerRef))],
    ["GET", "/api/v1/vendor/products/related_tools", () => ok([])],
    ["GET", "/api/v1/vendor/services/related_services", () => ok(services.filter((item) => item.status === "active").map(answerRef))],
    [
      "GET",
      "/api/v1/vendor/categories/for_product_service",
      () => ok(CATEGORIES.map(({ id, title_en, country_name_en }) => ({ id, title_en, country_name_en }))),
    ],
    [
      "GET",
      "/api/v1/vendor/brands/by_category",
      (request, body, url) => {
        const category = CATEGORIES.find((candidate) => String(candidate.id) === url.searchParams.get("category_id"));
        if (!category)
          return [
            422,
            { success: false, data: null, message: "category_id is invalid", errors: { category_id: ["is invalid"] }, status: 422 },
          ];
        return ok(BRANDS.filter((brand) => brand.category_titles.includes(category.title_en)).map(answerRef));
      },
    ],
    ["GET", "/api/v1/vendor/brands", () => ok(BRANDS.map(answerRef))],
    ["GET", "/api/v1/vendor/shipment_rules", () => ok(SHIPMENT_RULES)],
    [
      "GET",
      "/api/v1/vendor/products",
      (request, body, url) => {
        const { items, pagination } = paginate(byStatus(products, url, "with_status"), url);
        return ok({ products: items.map(answerProductListItem), pagination });
      },
    ],
    [
      "GET",
      /^\/api\/v1\/vendor\/products\/(\d+)$/,
      (request, body, url, [, id]) => (find(products, id) ? ok(answerProduct(find(products, id))) : missing("Product")),
    ],
    // Services.
    ["GET", "/api/v1/vendor/services/tabs", () => ok({ active: services.length, inactive: 0, uncategorized: 0 })],
    [
      "GET",
      "/api/v1/vendor/services",
      (request, body, url) => {
        const { items, pagination } = paginate(byStatus(services, url, "with_status"), url);
        return ok({ services: items.map(answerServiceListItem), pagination });
      },
    ],
    [
      "GET",
      /^\/api\/v1\/vendor\/services\/(\d+)$/,
      (request, body, url, [, id]) => (find(services, id) ? ok(answerService(find(services, id))) : missing("Service")),
    ],
    // Orders (document 1 §7.4): the bulk status change reads each order and PUTs its status.
    ["GET", "/api/v1/vendor/orders/tabs", () => ok(ORDER_TABS)],
    [
      "GET",
      "/api/v1/vendor/orders",
      (request, body, url) => {
        const { items, pagination } = paginate(byStatus(orders, url, "with_status"), url);
        return ok({ orders: items.map(answerOrderListItem), pagination });
      },
    ],
    [
      "GET",
      /^\/api\/v1\/vendor\/orders\/(\d+)$/,
      (request, body, url, [, id]) => (find(orders, id) ? ok(answerOrder(find(orders, id))) : missing("Order")),
    ],
    [
      "PUT",
      /^\/api\/v1\/vendor\/orders\/(\d+)$/,
      (request, body, url, [, id]) => {
        const record = find(orders, id);
        if (!record) return missing("Order");
        const status = JSON.parse(body || "{}").order?.status;
        return ok(answerOrderWithStatus(record, status), "Order updated");
      },
    ],
    // Returns (document 1 §7.5); the dashboard asks for one-record pages of the requested ones.
    [
      "GET",
      "/api/v1/vendor/refunds",
      (request, body, url) => {
        const { items, pagination } = paginate(byStatus(refunds, url, "status"), url);
        return ok({ refunds: items.map(answerRefundListItem), pagination });
      },
    ],
    [
      "GET",
      /^\/api\/v1\/vendor\/refunds\/(\d+)$/,
      (request, body, url, [, id]) => (find(refunds, id) ? ok(answerRefund(find(refunds, id))) : missing("Refund")),
    ],
    // Disputes (document 1 §7.6), always asked for as a vendor.
    [
      "GET",
      "/api/v1/common/disputes",
      (request, body, url) => {
        const { items, pagination } = paginate(byStatus(disputes, url, "status"), url);
        return ok({ disputes: items.map(answerDispute), pagination });
      },
    ],
    [
      "GET",
      /^\/api\/v1\/common\/disputes\/(\d+)$/,
      (request, body, url, [, id]) => (find(disputes, id) ? ok(answerDispute(find(disputes, id))) : missing("Dispute")),
    ],
    // Coupons (document 2 §7).
    [
      "GET",
      "/api/v1/vendor/coupons",
      (request, body, url) => {
        const { items, pagination } = paginate(coupons, url);
        return ok({ coupons: items.map(answerCoupon), pagination });
      },
    ],
  ];
  const PUBLIC = new Set(["/api/v1/vendor/auth/sign_in"]);
  const signedIn = (request) => request.headers["access-token"] === SESSION["access-token"] && request.headers.uid === SESSION.uid;

  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (request.method === "OPTIONS") {
        response.writeHead(204, CORS).end();
        return;
      }
      const url = new URL(request.url, "http://stub");
      const key = `${request.method} ${url.pathname}`;
      calls.push(key);
      let answer = null;
      for (const [method, pattern, handler] of routes) {
        if (method !== request.method) continue;
        const match = typeof pattern === "string" ? (pattern === url.pathname ? [url.pathname] : null) : pattern.exec(url.pathname);
        if (!match) continue;
        answer =
          PUBLIC.has(url.pathname) || signedIn(request)
            ? handler(request, body, url, match)
            : [401, { success: false, errors: ["You need to sign in or sign up before continuing."] }];
        break;
      }
      if (!answer) unexpected.push(key);
      const [status, json, headers = {}] = answer ?? [404, { success: false, errors: ["Not found"] }];
      response.writeHead(status, { ...CORS, ...headers, "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, calls, unexpected, close: () => new Promise((resolve) => server.close(resolve)) };
}
