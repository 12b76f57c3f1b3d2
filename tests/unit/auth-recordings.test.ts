import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/mocks/db";
import { endAllSessions, engineConfig } from "@/mocks/server-session";
import type { MockUser } from "@/mocks/seed/shell-seed";
import { LAB_USERS, RECORDINGS, SESSION_HEADERS, recordedHeader, type RecordedExchange } from "../support/recordings";

/**
 * The recordings of a real devise_token_auth v1.2.6 are the contract of the mock's auth half: each
 * recorded request is sent to the mock, in order and at the recorded moments (the mock's clock
 * follows `t_s`), and the mock's answer must have the recorded status, the same session headers
 * present, blank or absent, and a body of the same shape (for the engine's own answers, the same
 * `success`, `status`, `message` and error texts).
 *
 * The mock issues its own tokens: like the recording client, this one adopts a token only from a
 * non-blank answer, and translates the recorded values it sends (tokens, client ids, the reset
 * token, ETags) into the mock's.
 */

const ORIGIN = "http://127.0.0.1:3300";
const START = Date.UTC(2026, 10, 28, 10, 0, 0);

/**
 * Exchanges that are not the engine's, and why. The lab answered them with its own fixtures; the
 * mock serves the marketplace's routes only (an unknown path is an unhandled request in the tests).
 */
const NOT_THE_ENGINE: { match: (exchange: RecordedExchange) => boolean; why: string }[] = [
  { match: (e) => e.request?.method === "OPTIONS", why: "CORS preflight: rack-cors answers it; the mock shares the app's origin" },
  { match: (e) => /\/no-such-thing|\/nothing-here/.test(e.request?.path ?? ""), why: "the lab's catch-all route or a path with no route" },
];

afterEach(() => {
  engineConfig.changeHeadersOnEachRequest = true;
  engineConfig.redirectWhitelist = null;
});

/** The lab's users, in the mock's database (their store: the first seeded one). */
function seedLabUsers() {
  for (const lab of LAB_USERS) {
    const user: MockUser = {
      id: db.nextId(),
      email: lab.email,
      password: lab.password,
      first_name_en: lab.first_name_en,
      last_name_en: lab.last_name_en,
      first_name_ar: "",
      last_name_ar: "",
      contact_number: "+971500000000",
      roles: ["vendor"],
      store_id: db.state.stores[0].id,
    };
    db.state.users.push(user);
  }
}

const isBlank = (value: string | null | undefined) => value !== null && value !== undefined && value.trim() === "";

/** The body's shape: key names and value kinds; the user or placeholder under `data` only as a kind. */
function shape(value: unknown, key?: string): unknown {
  if (value === null) return "null";
  if (Array.isArray(value)) return `array<${[...new Set(value.map((item) => typeof item))].join("|")}>`;
  if (typeof value === "object") {
    if (key === "data") return "object";
    if (key === "errors") return "fields with full_messages";
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((name) => [name, shape(record[name], name)]),
    );
  }
  return typeof value;
}

function decodeAuthorization(value: string): Record<string, string> {
  return JSON.parse(Buffer.from(value.replace(/^Bearer /, ""), "base64").toString("utf8")) as Record<string, string>;
}

type Replayed = { exchange: RecordedExchange; status: number; headers: Headers; text: string; sentToken: string | null };

/** Replays one file against the mock, learning the mock's values from its answers as the recording client did. */
async function replay(file: string): Promise<{ replayed: Replayed[]; skipped: string[] }> {
  seedLabUsers();
  engineConfig.redirectWhitelist = ["http://127.0.0.1:4173/reset-password"];
  const mapped = new Map<string, string>();
  const translate = (value: string) => mapped.get(value) ?? value;
  const learn = (recorded: string | undefined | null, mock: string | undefined | null) => {
    if (recorded && mock && recorded.trim() && mock.trim()) mapped.set(recorded, mock);
  };
  let mockResetToken: string | null = null;
  const replayed: Replayed[] = [];
  const skipped: string[] = [];

  for (const exchange of RECORDINGS[file]) {
    if (exchange.mail) {
      // The e-mail: its reset token is the one the mock's answer to POST password carried.
      learn(new URL(exchange.mail.link).searchParams.get("reset_password_token"), mockResetToken);
      continue;
    }
    const { request, response } = exchange;
    if (!request || !response) continue;
    const excused = NOT_THE_ENGINE.find((rule) => rule.match(exchange));
    if (excused) {
      skipped.push(`${exchange.note} (${excused.why})`);
      continue;
    }
    if (/^rotation OFF/.test(exchange.note)) engineConfig.changeHeadersOnEachRequest = false;
    if (/server deleted/.test(exchange.note)) endAllSessions();
    db.now = () => START + exchange.t_s * 1000;

    const url = new URL(request.path, ORIGIN);
    const resetToken = url.searchParams.get("reset_password_token");
    if (resetToken) url.searchParams.set("reset_password_token", translate(resetToken));
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (/^(host|content-length|connection|origin)$/i.test(name)) continue;
      headers.set(name, /^(access-token|client|if-none-match)$/i.test(name) ? translate(value) : value);
    }
    const answer = await fetch(url, { method: request.method, headers, body: request.body ?? undefined, redirect: "manual" });
    const text = await answer.text();
    replayed.push({ exchange, status: answer.status, headers: answer.headers, text, sentToken: headers.get("access-token") });

    for (const name of ["access-token", "client", "expiry", "etag"])
      learn(recordedHeader(response.headers, name), answer.headers.get(name));
    const location = recordedHeader(response.headers, "location");
    if (location && answer.headers.get("location")) {
      const recordedQuery = new URL(location).searchParams;
      const mockQuery = new URL(answer.headers.get("location")!).searchParams;
      for (const name of ["access-token", "token", "client", "client_id", "reset_password_token"])
        learn(recordedQuery.get(name), mockQuery.get(name));
    }
    if (request.method === "POST" && /\/auth\/password$/.test(url.pathname) && answer.status === 200) {
      const link = (JSON.parse(text) as { demo_reset_link?: string }).demo_reset_link;
      mockResetToken = link ? new URL(link).searchParams.get("reset_password_token") : null;
    }
  }
  return { replayed, skipped };
}

/** Checks one answer against its recording; returns what differs (empty when it matches). */
function differences({ exchange, status, headers, text, sentToken }: Replayed): string[] {
  const recorded = exchange.response!;
  const found: string[] = [];
  if (status !== recorded.status) found.push(`status ${status}, recorded ${recorded.status}`);

  for (const name of SESSION_HEADERS) {
    const want = recordedHeader(recorded.headers, name);
    const got = headers.get(name);
    if (want === undefined && got !== null) found.push(`${name} present, recorded absent`);
    else if (want !== undefined && got === null) found.push(`${name} absent, recorded present`);
    else if (want !== undefined && isBlank(want) !== isBlank(got))
      found.push(`${name} ${isBlank(got) ? "blank" : "set"}, recorded the other way`);
  }
  const authorization = headers.get("authorization");
  if (authorization) {
    const encoded = decodeAuthorization(authorization);
    const token = headers.get("access-token");
    const expected = isBlank(token) ? sentToken : token;
    if (encoded["access-token"] !== expected) found.push("Authorization does not encode the token recorded in it");
    if (isBlank(encoded.expiry)) found.push("Authorization carries a blank expiry");
  }

  const recordedType = recordedHeader(recorded.headers, "content-type") ?? "";
  if (recorded.body === "") {
    if (text !== "") found.push(`a body, recorded none`);
    if (recordedType.startsWith("text/html") && !(headers.get("content-type") ?? "").startsWith("text/html"))
      found.push("not text/html, as recorded");
    return found;
  }
  if (recorded.json === undefined) {
    if (text === "" || (headers.get("content-type") ?? "").includes("json")) found.push("not the recorded non-JSON body");
    return found;
  }
  const path = new URL(exchange.request!.path, ORIGIN).pathname;
  // The vendor endpoints' bodies were the lab's placeholders: only their headers are the engine's.
  if (!path.includes("/auth") && status < 400) return found;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [...found, "not JSON, recorded JSON"];
  }
  const want = recorded.json as Record<string, unknown>;
  // The one field the demo's mock adds on purpose: the link it cannot e-mail (never sent by a real server).
  const { demo_reset_link: _demo, ...got } = json as Record<string, unknown>;
  if (JSON.stringify(shape(got)) !== JSON.stringify(shape(want)))
    found.push(`body shape ${JSON.stringify(shape(got))}, recorded ${JSON.stringify(shape(want))}`);
  for (const key of ["success", "status", "message", "error"])
    if (key in want && JSON.stringify(got[key]) !== JSON.stringify(want[key])) found.push(`${key} ${JSON.stringify(got[key])}`);
  if (Array.isArray(want.errors) && JSON.stringify(got.errors) !== JSON.stringify(want.errors))
    found.push(`errors ${JSON.stringify(got.errors)}`);
  if (want.errors && typeof want.errors === "object" && !Array.isArray(want.errors)) {
    const wantErrors = want.errors as Record<string, unknown>;
    const gotErrors = (got.errors ?? {}) as Record<string, unknown>;
    for (const field of Object.keys(wantErrors).filter((name) => name !== "full_messages"))
      if (JSON.stringify(gotErrors[field]) !== JSON.stringify(wantErrors[field]))
        found.push(`errors.${field} ${JSON.stringify(gotErrors[field])}`);
    const full = (gotErrors.full_messages ?? []) as string[];
    for (const line of wantErrors.full_messages as string[])
      if (full.filter((text) => text === line).length !== (wantErrors.full_messages as string[]).filter((text) => text === line).length)
        found.push(`full_messages lack "${line}" as often as recorded`);
  }
  return found;
}

describe("the mock's auth half answers as devise_token_auth v1.2.6 was recorded to", () => {
  it.each(Object.keys(RECORDINGS))("%s, exchange by exchange", async (file) => {
    const { replayed, skipped } = await replay(file);
    const report = replayed
      .map((entry) => ({
        note: `${entry.exchange.t_s} ${entry.exchange.request!.method} ${entry.exchange.note}`,
        differs: differences(entry),
      }))
      .filter((entry) => entry.differs.length > 0);
    expect(report).toEqual([]);
    expect(replayed.length + skipped.length).toBe(RECORDINGS[file].filter((exchange) => exchange.request).length);
  });

  it("leaves out only the exchanges that are not the engine's", async () => {
    const skipped: string[] = [];
    for (const file of Object.keys(RECORDINGS)) {
      skipped.push(...(await replay(file)).skipped);
      db.reset();
    }
    // Two CORS preflights; five calls to the lab's catch-all route or to no route at all.
    expect(skipped).toHaveLength(7);
  });
});
