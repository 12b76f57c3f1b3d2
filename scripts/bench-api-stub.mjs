// A small stand-in for the real API, for `npm run bench` (issue 20): enough for the login and the
// dashboard of a production build (VITE_API_URL pointing here), on another origin as a deployment
// has it (so the browser makes the same CORS preflights). Sign-in (devise_token_auth's session in
// the response headers), the token check, the store, the three dashboard figures and the calls of
// the "Needs attention" panel and the orders chart (tab counts, one-record pages of the requested
// returns and open disputes). Any other call answers 404 and is listed in `unexpected`: the app
// sends a 404 to /not-found, so the bench counts that dashboard run as failed and prints the call.
import { createServer } from "node:http";

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
  vat: 5,
};

const DASHBOARD = { total_revenue: { currency: "AED", amount: 51234.5 }, new_orders: 12, all_orders: 140 };

const ORDER_TABS = { all: 140, pending: 12, accepted: 30, shipped: 41, delivered: 50, cancelled: 4, rejected: 3 };
const PRODUCT_TABS = { all: 64, active: 55, inactive: 6, uncategorized: 3 };
/** A one-record page of a filtered list: `total_pages` is then the count (src/domain/attention.ts). */
const onePage = (key, count, record) => ({ [key]: count ? [record] : [], pagination: { page: 1, total_pages: count } });
const REQUESTED_RETURNS = onePage("refunds", 2, { id: 31, status: "requested" });
const OPEN_DISPUTES = onePage("disputes", 3, { id: 41, status: "open", replies: [] });

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": "access-token, client, uid, expiry, content-type, accept",
  "Access-Control-Expose-Headers": "access-token, client, uid, expiry",
  "Access-Control-Max-Age": "600",
};

/** Starts the stub on 127.0.0.1 (a free port unless one is given). Returns its origin, the calls it answered and close(). */
export async function startApiStub({ port = 0 } = {}) {
  const calls = [];
  const unexpected = [];
  const signedIn = (request) => request.headers["access-token"] === SESSION["access-token"] && request.headers.uid === SESSION.uid;
  const routes = {
    "POST /api/v1/vendor/auth/sign_in": (request, body) => {
      const { email, password } = JSON.parse(body || "{}");
      if (email !== BENCH_VENDOR.email || password !== BENCH_VENDOR.password)
        return [401, { success: false, errors: ["Invalid login credentials. Please try again."] }];
      return [200, { data: USER }, SESSION];
    },
    "GET /api/v1/vendor/auth/validate_token": (request) =>
      signedIn(request) ? [200, { success: true, data: USER }] : [401, { success: false, errors: ["Invalid login credentials"] }],
    "DELETE /api/v1/vendor/auth/sign_out": () => [200, { success: true }],
    "GET /api/v1/vendor/store": (request) => (signedIn(request) ? [200, { success: true, data: STORE }] : [401, { success: false }]),
    "GET /api/v1/vendor/dashboard": (request) =>
      signedIn(request) ? [200, { success: true, data: DASHBOARD }] : [401, { success: false }],
    "GET /api/v1/vendor/orders/tabs": (request) =>
      signedIn(request) ? [200, { success: true, data: ORDER_TABS }] : [401, { success: false }],
    "GET /api/v1/vendor/products/tabs": (request) =>
      signedIn(request) ? [200, { success: true, data: PRODUCT_TABS }] : [401, { success: false }],
    "GET /api/v1/vendor/refunds": (request) =>
      signedIn(request) ? [200, { success: true, data: REQUESTED_RETURNS }] : [401, { success: false }],
    "GET /api/v1/common/disputes": (request) =>
      signedIn(request) ? [200, { success: true, data: OPEN_DISPUTES }] : [401, { success: false }],
  };
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (request.method === "OPTIONS") {
        response.writeHead(204, CORS).end();
        return;
      }
      const key = `${request.method} ${new URL(request.url, "http://stub").pathname}`;
      calls.push(key);
      const route = routes[key];
      if (!route) unexpected.push(key);
      const [status, json, headers = {}] = route ? route(request, body) : [404, { success: false, errors: ["Not found"] }];
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
