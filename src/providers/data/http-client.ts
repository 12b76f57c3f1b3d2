import type { AxiosError, AxiosInstance, AxiosResponse } from "axios";
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

/**
 * The one axios instance. It sends the stored credentials and stores rotated ones from every
 * response, success or failure. No toasts, no redirects: callers decide what a failure means.
 * axios itself loads with the first request: the login page paints without it (bundle budget).
 */
export function createHttpClient(baseURL: string, session: SessionPort): HttpClient {
  let instance: Promise<AxiosInstance> | undefined;
  const load = () => (instance ??= import("axios").then(({ default: axios }) => configure(axios.create({ baseURL, headers: { Accept: "application/json" } }), session)));
  const client = {
    baseURL,
    request: (config: never) => load().then((http) => http.request(config)),
    get: (url: string, config?: never) => load().then((http) => http.get(url, config)),
    delete: (url: string, config?: never) => load().then((http) => http.delete(url, config)),
    post: (url: string, data?: unknown, config?: never) => load().then((http) => http.post(url, data, config)),
    put: (url: string, data?: unknown, config?: never) => load().then((http) => http.put(url, data, config)),
    patch: (url: string, data?: unknown, config?: never) => load().then((http) => http.patch(url, data, config)),
  };
  return client as unknown as HttpClient;
}

function configure(http: AxiosInstance, session: SessionPort): AxiosInstance {
  http.interceptors.request.use((config) => {
    // A call may bring its own limit (an import upload); otherwise reads give up sooner than writes.
    if (!config.timeout) config.timeout = (config.method ?? "get").toLowerCase() === "get" ? REQUEST_TIMEOUT_MS.read : REQUEST_TIMEOUT_MS.write;
    const credentials = session.credentials();
    // A call that brings its own credentials (discarding a refused session) keeps them.
    if (credentials && !config.headers.has("access-token")) {
      config.headers.set("access-token", credentials.accessToken);
      config.headers.set("client", credentials.client);
      config.headers.set("uid", credentials.uid);
    }
    return config;
  });
  http.interceptors.response.use(
    (response) => {
      session.absorb(authHeaders(response));
      return response;
    },
    (error: unknown) => {
      if (isHttpError(error)) session.absorb(authHeaders(error.response));
      return Promise.reject(error);
    },
  );
  return http;
}

export { authHeaders };
