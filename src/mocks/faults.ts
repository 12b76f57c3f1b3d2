import { delay, http, HttpResponse } from "msw";
import { REQUEST_TIMEOUT_MS } from "@/config/constants";

/**
 * Fault injection for the hardening suite (issue 11): one handler in front of every API handler
 * answers with the fault a test chose, for this tab only. In the browser the choice lives in
 * session storage (`mock-api.fault`), so a test sets it before a navigation or a reload; Vitest
 * calls `setFault`. Every API call is logged (`mockApiLog`) so a test can count retries and sign-outs.
 * Mock-only: nothing here ships in a build without the mock API.
 */
export const FAULTS = [
  "network-error",
  "timeout",
  "offline",
  "400",
  "401",
  "403",
  "404",
  "409",
  "422",
  "429",
  "500",
  "502",
  "503",
  "delay-10s",
  "delay-25s",
  "never-answers",
  "malformed-json",
  "empty-200",
  "success-false",
] as const;

export type Fault = (typeof FAULTS)[number];

export type FaultPlan = {
  fault: Fault;
  /** Only calls whose path matches this regular expression (source) fail; all API calls otherwise. */
  match?: string;
  /** Only calls of this method (GET, POST…). */
  method?: string;
  /** How many matching calls fail before the server recovers; unlimited otherwise. */
  times?: number;
};

export type LoggedCall = { method: string; path: string; fault: Fault | null; at: number };

export const FAULT_STORAGE_KEY = "mock-api.fault";

let memoryPlan: FaultPlan | null = null;
let spent = 0;
/** Counts `setFault` calls: a delayed fault whose plan was replaced meanwhile does not reach the server (below). */
let generation = 0;
const log: LoggedCall[] = [];
const LOG_LIMIT = 5000;

/** Chooses the fault for the next calls (null: none). Resets the count of `times`. */
export function setFault(plan: FaultPlan | null): void {
  memoryPlan = plan;
  spent = 0;
  generation += 1;
  try {
    if (typeof sessionStorage !== "undefined") {
      if (plan) sessionStorage.setItem(FAULT_STORAGE_KEY, JSON.stringify(plan));
      else sessionStorage.removeItem(FAULT_STORAGE_KEY);
    }
  } catch {
    /* no storage: the memory plan serves */
  }
}

function currentPlan(): FaultPlan | null {
  try {
    const raw = typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(FAULT_STORAGE_KEY);
    if (raw) return JSON.parse(raw) as FaultPlan;
  } catch {
    /* unreadable: fall back to memory */
  }
  return memoryPlan;
}

/** Every API call the mock saw in this tab since the last `clearMockApiLog`. */
export function mockApiLog(): LoggedCall[] {
  return log.slice();
}

export function clearMockApiLog(): void {
  log.length = 0;
}

function applies(plan: FaultPlan, request: Request, path: string): boolean {
  if (plan.method && plan.method.toUpperCase() !== request.method) return false;
  if (plan.match && !new RegExp(plan.match).test(path)) return false;
  if (plan.times !== undefined && spent >= plan.times) return false;
  return true;
}

const json = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  HttpResponse.json(body, { status, headers });
const html = (status: number, body: string) => new HttpResponse(body, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });

/**
 * A slow server: after `ms` the call goes on to the mock's handler, unless the test has moved on
 * (another `setFault`) by then. A call the client gave up on long ago would otherwise reach the
 * server in the middle of a later run and rotate the session's token behind the client's back
 * (devise_token_auth does that on every call): one run's fault would end the next run's session.
 */
async function late(ms: number): Promise<Response | undefined> {
  const started = generation;
  await delay(ms);
  return generation === started ? undefined : HttpResponse.error();
}

/** What a real deployment answers for each fault: JSON from Rails, HTML from the proxy, plain text from the rate limiter. */
async function answer(fault: Fault): Promise<Response | undefined> {
  switch (fault) {
    case "network-error":
    case "offline":
      return HttpResponse.error();
    case "timeout":
      // Answers, but only after the client has given up (on a read or on a write).
      return late(REQUEST_TIMEOUT_MS.write + 1000);
    case "delay-10s":
      return late(10_000);
    case "delay-25s":
      // A slow but healthy server (a receipt, an export, a report): the answer must still be taken.
      return late(25_000);
    case "never-answers":
      await delay("infinite");
      return undefined;
    case "400":
      return json(400, { success: false, data: null, message: "param is missing or the value is empty: store", errors: null, status: 400 });
    case "401":
      return json(401, { success: false, errors: ["You need to sign in or sign up before continuing."] });
    case "403":
      return json(403, {
        success: false,
        data: null,
        message: "",
        errors: ["You are not authorized to perform this action."],
        status: 403,
      });
    case "404":
      return json(404, { success: false, data: null, message: "Record not found", errors: null, status: 404 });
    case "409":
      return json(409, {
        success: false,
        data: null,
        message: "",
        errors: { base: ["This record was changed by someone else."] },
        status: 409,
      });
    case "422":
      return json(422, {
        success: false,
        data: null,
        message: "",
        errors: { name_en: ["can't be blank"], base: [{ message: "is invalid" }] },
        status: 422,
      });
    case "429":
      return new HttpResponse("Retry later\n", { status: 429, headers: { "Content-Type": "text/plain", "Retry-After": "30" } });
    case "500":
      return html(
        500,
        "<!DOCTYPE html><html><head><title>We're sorry, but something went wrong (500)</title></head><body><script>window.__leak = 1</script><h1>We're sorry, but something went wrong.</h1><pre>NoMethodError: undefined method `id' for nil:NilClass\n  app/controllers/api/v1/vendor/orders_controller.rb:12</pre></body></html>",
      );
    case "502":
      return html(
        502,
        "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n",
      );
    case "503":
      return new HttpResponse("Service Unavailable", { status: 503, headers: { "Content-Type": "text/plain", "Retry-After": "120" } });
    case "malformed-json":
      return new HttpResponse('{"success": true, "data": [{"id": 1, "name_en": "Trunc', {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    case "empty-200":
      return new HttpResponse(null, { status: 200, headers: { "Content-Type": "application/json" } });
    case "success-false":
      // The server's own refusal inside a 200 (the envelope of document 1 §7).
      return json(200, {
        success: false,
        data: null,
        message: "This request could not be completed.",
        errors: ["Status transition is not allowed"],
      });
  }
}

/** Goes first in the handler list: logs every API call, and answers the chosen fault. */
export const faultHandlers = [
  http.all("*/api/*", async ({ request }) => {
    const path = new URL(request.url).pathname;
    const plan = currentPlan();
    const fault = plan && applies(plan, request, path) ? plan.fault : null;
    log.push({ method: request.method, path, fault, at: Date.now() });
    if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT);
    if (!fault) return undefined;
    spent += 1;
    return answer(fault);
  }),
];
