import type { AxiosError, AxiosInstance, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from "axios";
import type { AuthHeaders, Credentials } from "@/providers/auth/token-rotation";
import { REQUEST_TIMEOUT_MS } from "@/config/constants";

/** What the client needs from the session: read at request time, absorb every response's headers. */
export type SessionPort = {
  credentials(): Credentials | null;
  absorb(headers: AuthHeaders): void;
};

function authHeaders(response: AxiosResponse | undefined): AuthHeaders {
  const headers = response?.headers;
  if (!headers) return {};
  const read = (name: string) => {
    const value: unknown = typeof headers.get === "function" ? headers.get(name) : headers[name];
    return typeof value === "string" ? value : undefined;
  };
  return { "access-token": read("access-token"), client: read("client"), uid: read("uid"), expiry: read("expiry") };
}

/** The calls the app makes: axios's own signatures, plus the base URL. */
export type HttpClient = Pick<AxiosInstance, "request" | "get" | "post" | "put" | "patch" | "delete"> & { baseURL: string };

/** An axios failure (with or without a response), recognised without loading axios. */
export function isHttpError(error: unknown): error is AxiosError {
  return Boolean(error && typeof error === "object" && (error as { isAxiosError?: unknown }).isAxiosError === true);
}

/** The server's own refusal inside a 2xx: `{success: false, message, errors}` (issue 16). */
function isRefusal(body: unknown): boolean {
  return Boolean(body && typeof body === "object" && !Array.isArray(body) && (body as { success?: unknown }).success === false);
}

/**
 * The status a 2xx refusal stands for: the envelope's own `status` when it is an error status
 * (a 401 or 404 told in the body follows the same rules as a real one), else 422 (the server
 * refused what it was asked: the 4xx toast rules apply, and it is not retried).
 */
export function refusalStatus(body: unknown): number {
  const status = Number((body as { status?: unknown } | null)?.status);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 422;
}

/** The failure a call gives when the app stops waiting for it (an axios-like timeout, no response). */
function gaveUp(ms: number): Error {
  return Object.assign(new Error(`The server did not answer within ${ms / 1000} s.`), {
    name: "AxiosError",
    isAxiosError: true,
    code: "ETIMEDOUT",
  });
}

/**
 * Stops waiting after the call's limit (its own `timeout`, or the read or write limit) without
 * aborting the request: a request aborted in flight may still rotate the token on the server, and
 * its answer (absorbed by the interceptor whenever it comes) is the only way to learn the new one
 * (devise_token_auth issue #1232). Hand-written: axios's own `timeout` aborts the request.
 */
function withLimit<T>(call: Promise<T>, method: string | undefined, own: number | undefined): Promise<T> {
  const ms = own || ((method ?? "get").toLowerCase() === "get" ? REQUEST_TIMEOUT_MS.read : REQUEST_TIMEOUT_MS.write);
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    call.then(resolve, reject).finally(() => {
      settled = true;
      clearTimeout(timer);
    });
    // The clock starts a task later: the dashboard's calls all start in one task (React Query's
    // effects), where each timer cost most of a millisecond of main thread in Lighthouse's trace
    // (issue 20); a call answered by then never starts one.
    void yieldToMain().then(() => {
      if (!settled) timer = setTimeout(() => reject(gaveUp(ms)), ms);
    });
  });
}

type Config = { method?: string; timeout?: number } | undefined;

/**
 * Lets the browser handle input and paint before a request goes out (`scheduler.yield()`, where the
 * browser has it): a screen that asks for several things at once then prepares each request in a
 * task of its own, not all of them in one long task (Lighthouse's total blocking time).
 */
function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : Promise.resolve();
}

/**
 * The one axios instance. It sends the stored credentials and stores rotated ones from every
 * response, success or failure; a 2xx whose body says `success: false` is a failure like any other.
 * No toasts, no redirects: callers decide what a failure means.
 * axios itself loads with the first request: the login page paints without it (bundle budget).
 */
export function createHttpClient(
  baseURL: string,
  session: SessionPort,
  options: { ready?: () => Promise<unknown> | undefined } = {},
): HttpClient {
  let instance: Promise<AxiosInstance> | undefined;
  // `ready`: the first call asks the server to be ready and waits for it before going out (the
  // demo's embedded mock, whose worker starts while the page is already showing: src/main.tsx).
  const load = () =>
    (instance ??= Promise.all([import("axios"), options.ready?.()]).then(([{ default: axios }]) =>
      configure(axios, axios.create({ baseURL, headers: { Accept: "application/json" } }), session),
    ));
  const send = <T>(method: string, config: Config, run: (http: AxiosInstance) => Promise<T>) =>
    withLimit(
      load().then(async (http) => {
        await yieldToMain();
        return run(http);
      }),
      config?.method ?? method,
      config?.timeout,
    );
  const client = {
    baseURL,
    request: (config: Config) => send("get", config, (http) => http.request(config as never)),
    get: (url: string, config?: Config) => send("get", config, (http) => http.get(url, config as never)),
    delete: (url: string, config?: Config) => send("delete", config, (http) => http.delete(url, config as never)),
    post: (url: string, data?: unknown, config?: Config) => send("post", config, (http) => http.post(url, data, config as never)),
    put: (url: string, data?: unknown, config?: Config) => send("put", config, (http) => http.put(url, data, config as never)),
    patch: (url: string, data?: unknown, config?: Config) => send("patch", config, (http) => http.patch(url, data, config as never)),
  };
  return client as unknown as HttpClient;
}

/** A call sent with the session's credentials: the token it carried, and whether it was sent again. */
type SessionCall = InternalAxiosRequestConfig & { sentWith?: string; resent?: boolean };

/**
 * A 401 to a call whose token the session has rotated past since it went out (same device, a newer
 * token already absorbed) says that token is stale, not that the session ended: devise_token_auth
 * accepts a token two rotations old only inside its 5 s batch window, and a request held in a slow
 * network's queue (or by a busy server) can arrive later than that. Such a call is sent once more
 * with the current credentials; a 401 to that one is the session's end.
 */
function outrun(call: SessionCall, current: Credentials | null): boolean {
  return Boolean(
    call.sentWith && !call.resent && current && current.accessToken !== call.sentWith && current.client === call.headers.get("client"),
  );
}

function configure(axios: AxiosStatic, http: AxiosInstance, session: SessionPort): AxiosInstance {
  http.interceptors.request.use((config) => {
    // The app's own limit decides when to stop waiting (withLimit); the request itself runs on.
    config.timeout = 0;
    const credentials = session.credentials();
    // A call that brings its own credentials (discarding a refused session) keeps them.
    if (credentials && !config.headers.has("access-token")) {
      config.headers.set("access-token", credentials.accessToken);
      config.headers.set("client", credentials.client);
      config.headers.set("uid", credentials.uid);
      (config as SessionCall).sentWith = credentials.accessToken;
    }
    return config;
  });
  http.interceptors.response.use(
    (response) => {
      session.absorb(authHeaders(response));
      if (isRefusal(response.data)) {
        const refused = { ...response, status: refusalStatus(response.data) };
        throw new axios.AxiosError(
          "The server refused the call (success: false).",
          "ERR_REFUSED",
          response.config,
          response.request,
          refused,
        );
      }
      return response;
    },
    (error: unknown) => {
      if (!isHttpError(error)) return Promise.reject(error);
      session.absorb(authHeaders(error.response));
      const call = error.config as SessionCall | undefined;
      if (error.response?.status === 401 && call && outrun(call, session.credentials())) {
        call.resent = true;
        for (const name of ["access-token", "client", "uid"]) call.headers.delete(name);
        return http.request(call);
      }
      return Promise.reject(error);
    },
  );
  return http;
}

export { authHeaders };
