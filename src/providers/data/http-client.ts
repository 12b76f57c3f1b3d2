import axios, { type AxiosInstance, type AxiosResponse } from "axios";
import type { AuthHeaders, Credentials } from "@/providers/auth/token-rotation";

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

/**
 * The one axios instance. It sends the stored credentials and stores rotated ones from every
 * response, success or failure. No toasts, no redirects: callers decide what a failure means.
 */
export function createHttpClient(baseURL: string, session: SessionPort): AxiosInstance {
  const http = axios.create({ baseURL, headers: { Accept: "application/json" } });
  http.interceptors.request.use((config) => {
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
      if (axios.isAxiosError(error)) session.absorb(authHeaders(error.response));
      return Promise.reject(error);
    },
  );
  return http;
}

export { authHeaders };
