// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { delay, http as route, HttpResponse } from "msw";
import { createQueryClient, retryPolicy } from "@/app/query-client";
import { REQUEST_TIMEOUT_MS } from "@/config/constants";
import { createAuthProvider } from "@/providers/auth/auth-provider";
import { session } from "@/providers/auth/session";
import { createDataProvider } from "@/providers/data/data-provider";
import { isAppHttpError } from "@/providers/data/errors";
import { createHttpClient, refusalStatus } from "@/providers/data/http-client";
import { bulkImportPayload } from "@/domain/bulk-import";
import { upload } from "@/lib/object-transfers";
import { db } from "@/mocks/db";
import { setFault } from "@/mocks/faults";
import { server } from "@/mocks/node";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";
import { recordRequests } from "../support/sent-requests";

/**
 * Issue 16, points 2 and 3, against the mock playing a real server: a slow but healthy answer is
 * taken, the app gives up only past its limit, giving up never loses a token rotation, and a 2xx
 * that says `success: false` is a failure like any other.
 */
const API = "http://localhost/api/v1";
const t = (key: string) => key;

async function signedIn() {
  const http = createHttpClient(API, session);
  const auth = createAuthProvider({ http, queryClient: createQueryClient(), t });
  expect((await auth.login({ email: DEMO_ACCOUNTS.vendor.email, password: DEMO_ACCOUNTS.vendor.password })).success).toBe(true);
  return { http, auth, data: createDataProvider(http, t) };
}

/** Settles a promise into what a caller sees, without an unhandled rejection while time moves. */
function outcome<T>(promise: Promise<T>) {
  const seen: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(seen, { value, settled: true }),
    (error: unknown) => Object.assign(seen, { error, settled: true }),
  );
  return seen;
}

/**
 * Starts a call against a server that answers after 25 s (the `delay-25s` fault for API calls; a
 * test's own slow handler for the object store) and returns its value: still pending 24 s after its
 * request (`sent`: "METHOD /path" as a regular expression) reached the server, then taken. Fails
 * with what the caller would see if the app gave up on it or failed it.
 */
async function answeredAfter25s<T>(sent: RegExp, start: () => Promise<T>): Promise<T> {
  const received = recordRequests({ only: ({ method, url }) => sent.test(`${method} ${url.pathname}`) });
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  setFault({ fault: "delay-25s" });
  const call = outcome(start());
  await vi.waitFor(() => expect(received.count(), `no request ${sent} reached the server`).toBeGreaterThan(0));
  await vi.advanceTimersByTimeAsync(24_000);
  expect(call.settled, "settled before the server answered").toBe(false);
  await vi.advanceTimersByTimeAsync(2_000);
  await vi.waitFor(() => expect(call.settled, "still not settled 26 s after the request").toBe(true));
  expect(call.error, String(call.error instanceof Error ? call.error.message : JSON.stringify(call.error))).toBeUndefined();
  expect(received.sent, "sent more than once").toHaveLength(1);
  return call.value as T;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1]);

afterEach(() => {
  vi.useRealTimers();
  session.clear();
  server.events.removeAllListeners();
});

describe("a slow but healthy server (issue 16, point 3)", () => {
  it("a receipt answered after 25 s is taken, not failed", async () => {
    const { data } = await signedIn();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    setFault({ fault: "delay-25s" });
    const order = db.state.orders.find((candidate) => candidate.store_id === 1)!;
    const receipt = outcome(data.custom!({ url: "orderReceipt", method: "get", meta: { params: { id: order.id } } }));
    await vi.advanceTimersByTimeAsync(24_000);
    expect(receipt.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(receipt.settled).toBe(true));
    expect(receipt.error, JSON.stringify(receipt.error)).toBeUndefined();
    expect((receipt.value?.data as unknown as Blob).size).toBeGreaterThan(0);
  });

  it("Export All Products (GET bulk_export) answered after 25 s brings the CSV", async () => {
    const { data } = await signedIn();
    const exported = await answeredAfter25s(/^GET .*\/vendor\/bulk_export$/, () => data.custom!({ url: "bulkExport", method: "get" }));
    const csv = exported.data as unknown as Blob;
    expect(csv.type).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain(db.state.products.find((product) => product.store_id === 1)!.name_en);
  });

  it("a report generated after 25 s brings the server's message", async () => {
    const { data } = await signedIn();
    const generated = await answeredAfter25s(/^GET .*\/vendor\/inventory$/, () =>
      data.custom!<{ message?: string }>({ url: "inventoryReport", method: "get" }),
    );
    expect(generated.data.message).toMatch(/Inventory/);
  });

  it("a bulk import (POST common/bulk_imports/import) answered after 25 s is queued, sent once", async () => {
    const { data } = await signedIn();
    const before = db.state.bulkImports.length;
    const payload = bulkImportPayload({
      file: { name: "catalogue.csv", url: "http://localhost:3000/s3/demo-bucket/imports/x/catalogue.csv", key: "imports/x/catalogue.csv" },
      dataType: "products",
      importType: "create",
    });
    const queued = await answeredAfter25s(/^POST .*\/common\/bulk_imports\/import$/, () =>
      data.custom!<{ status?: string }>({ url: "bulkImport", method: "post", payload }),
    );
    expect(queued.data.status).toBe("queued");
    expect(db.state.bulkImports.slice(before)).toEqual([expect.objectContaining({ file_name: "catalogue.csv", status: "queued" })]);
  });

  it("an upload the object store answers after 25 s is stored, sent once", async () => {
    // Under jsdom the upload goes over XMLHttpRequest (the SDK's XHR handler), as in the browser.
    server.use(
      route.put("*/s3/:bucket/*", async () => {
        await delay(25_000);
        return undefined;
      }),
    );
    const file = new File([PNG], "logo.png", { type: "image/png" });
    const stored = await answeredAfter25s(/^PUT .*\/s3\/demo-bucket\/media\/images\//, () => upload(file, "media/images"));
    expect(db.state.objects[stored.key]).toMatchObject({ contentType: "image/png", size: PNG.length });
  });

  it("a read is waited for past 8 s and given up only after a minute, as a timeout that is not retried", async () => {
    const { data } = await signedIn();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    setFault({ fault: "never-answers" });
    const list = outcome(data.getList({ resource: "orders", pagination: { currentPage: 1, pageSize: 10 } }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.read - 1000);
    expect(list.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1500);
    await vi.waitFor(() => expect(list.settled).toBe(true));
    expect(list.error).toMatchObject({ statusCode: 500, message: "errors.somethingWentWrong", timedOut: true });
    expect(retryPolicy(0, list.error)).toBe(false);
  });

  it("giving up on calls never loses their token rotations: the late answers still bring the new token", async () => {
    const { http } = await signedIn();
    const signedInToken = session.credentials()!.accessToken;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    // Two reads the server answers only after the app gave up; each rotates the token when it is
    // answered, more than the batch window apart (devise_token_auth keeps the current and the
    // previous token, and the one before only for 5 s): the signed-in token is then refused.
    setFault({ fault: "timeout", match: "/vendor/orders$", times: 2 });
    const first = outcome(http.get("/vendor/orders"));
    await vi.advanceTimersByTimeAsync(10_000);
    const second = outcome(http.get("/vendor/orders"));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.read + 1000);
    expect(first.error).toMatchObject({ code: "ETIMEDOUT" });
    expect(second.error).toMatchObject({ code: "ETIMEDOUT" });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.write);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(session.credentials()!.accessToken).not.toBe(signedInToken);
    const after = outcome(http.get("/vendor/dashboard"));
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => expect(after.settled).toBe(true));
    expect(after.error).toBeUndefined();
  });
});

describe("success: false inside a 2xx is a failure (issue 16, point 2)", () => {
  it("fails a list, a detail and a save with the server's message, as a refusal that is not retried", async () => {
    const { data } = await signedIn();
    setFault({ fault: "success-false" });
    const failures = await Promise.all([
      data.getList({ resource: "orders", pagination: { currentPage: 1, pageSize: 10 } }).catch((error: unknown) => error),
      data.getOne({ resource: "orders", id: db.state.orders[0].id }).catch((error: unknown) => error),
      data.update({ resource: "orders", id: db.state.orders[0].id, variables: { status: "processing" } }).catch((error: unknown) => error),
      data.custom!({ url: "dashboard", method: "get" }).catch((error: unknown) => error),
    ]);
    for (const failure of failures) {
      expect(isAppHttpError(failure)).toBe(true);
      expect(failure).toMatchObject({ statusCode: 422, message: "This request could not be completed." });
      expect(retryPolicy(0, failure)).toBe(false);
    }
  });

  it("takes the status the envelope names (a 404 or 401 told in the body follows their rules) and the errors when there is no message", async () => {
    expect(refusalStatus({ success: false, status: 404 })).toBe(404);
    expect(refusalStatus({ success: false, status: "401" })).toBe(401);
    expect(refusalStatus({ success: false, status: 200 })).toBe(422);
    expect(refusalStatus({ success: false })).toBe(422);
    const { data } = await signedIn();
    server.use(
      route.get(`${API}/vendor/orders/:id`, () => HttpResponse.json({ success: false, status: 404, errors: ["Order not found"] })),
    );
    await expect(data.getOne({ resource: "orders", id: 7 })).rejects.toMatchObject({ statusCode: 404, message: "Order not found" });
    server.use(
      route.get(`${API}/vendor/dashboard`, () =>
        HttpResponse.json({ success: false, data: null, errors: { base: ["Store is suspended"] } }),
      ),
    );
    const refused = await data.custom!({ url: "dashboard", method: "get" }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 422, message: "Store is suspended" });
  });

  it("a sign-in refused inside a 200 is a failed sign-in with the server's first error, and starts no session", async () => {
    const http = createHttpClient(API, session);
    const auth = createAuthProvider({ http, queryClient: createQueryClient(), t });
    server.use(route.post(`${API}/vendor/auth/sign_in`, () => HttpResponse.json({ success: false, errors: ["Your account is locked."] })));
    const result = await auth.login({ email: DEMO_ACCOUNTS.vendor.email, password: DEMO_ACCOUNTS.vendor.password });
    expect(result).toMatchObject({ success: false, error: { message: "Your account is locked." } });
    expect(session.credentials()).toBeNull();
  });
});
