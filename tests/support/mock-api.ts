import { db } from "@/mocks/db";
import { createSession } from "@/mocks/server-session";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";

/**
 * The embedded mock API over HTTP, as the app calls it (msw answers `fetch` in Vitest): for the
 * unit tests of its contract.
 */
export const MOCK_API = "http://localhost/api/v1";

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** A JSON call to `MOCK_API` + `path`, with the session headers the mock issued to `account`. */
export function callMockApi(account: DemoAccount, path: string, init: RequestInit = {}) {
  const headers = { ...createSession(db.userByEmail(DEMO_ACCOUNTS[account].email)!) };
  return fetch(`${MOCK_API}${path}`, {
    ...init,
    headers: { "content-type": "application/json", ...headers, ...(init.headers as Record<string, string>) },
  });
}

/** The answer's envelope, read as the app would, field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read as the app would, field by field
export const envelopeOf = async (response: Response) => (await response.json()) as { data: any; message: string; errors: any };

/**
 * A call to the vendor API (`/vendor` + `path`) as `account` (the vendor unless named), its body
 * sent as JSON: the status and the parsed answer, typed as the caller says.
 */
export async function callVendorApi<Answer>(
  path: string,
  init: { method?: string; body?: unknown } = {},
  account: DemoAccount = "vendor",
): Promise<{ status: number; body: Answer }> {
  const response = await callMockApi(account, `/vendor${path}`, {
    method: init.method ?? "GET",
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}
