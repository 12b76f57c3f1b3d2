// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { createAppServices } from "@/app/app-services";
import { server } from "@/mocks/node";
import { session } from "@/providers/auth/session";
import { RECORDINGS, recordedHeader, type RecordedExchange } from "../support/recordings";

/**
 * The auth provider against a real devise_token_auth v1.2.6: msw serves the recorded answers
 * (tests/fixtures/devise-token-auth-1.2.6) to the app's own calls, one by one, and the test checks
 * what the seller gets (the provider's results, the stored session) and what the app sends.
 */

const ORIGIN = "http://127.0.0.1:3300";

const exchange = (file: string, note: RegExp): RecordedExchange => {
  const found = RECORDINGS[file].find((entry) => entry.request && note.test(entry.note));
  if (!found) throw new Error(`no exchange ${note} in ${file}`);
  return found;
};

/** The recorded answer, as the browser hands it over (hop-by-hop headers aside). */
function answer(recorded: RecordedExchange): Response {
  const response = recorded.response!;
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers))
    if (!/^(content-length|transfer-encoding|connection)$/i.test(name)) headers.set(name, value);
  return new HttpResponse(response.body === "" ? null : response.body, { status: response.status, headers });
}

type Sent = { method: string; path: string; headers: Headers; body: string };

/** Serves the given recorded answers, in order, to whatever the app sends; keeps what it sent. */
function serve(...answers: RecordedExchange[]): Sent[] {
  const queue = [...answers];
  const sent: Sent[] = [];
  server.use(
    http.all(`${ORIGIN}/api/v1/*`, async ({ request }) => {
      const url = new URL(request.url);
      sent.push({ method: request.method, path: url.pathname, headers: request.headers, body: await request.clone().text() });
      const next = queue.shift();
      if (!next) throw new Error(`no recorded answer left for ${request.method} ${url.pathname}`);
      expect(`${request.method} ${url.pathname}`).toBe(`${next.request!.method} ${new URL(next.request!.path, ORIGIN).pathname}`);
      return answer(next);
    }),
  );
  return sent;
}

let services: ReturnType<typeof createAppServices>;
beforeEach(() => {
  session.clear();
  services = createAppServices(`${ORIGIN}/api/v1`);
});
afterEach(() => session.clear());

const token = () => session.credentials()?.accessToken;

/** Signs in with the recorded sign-in of a file (its first exchange). */
async function signIn(file: string) {
  const first = RECORDINGS[file][0];
  serve(first);
  const { email, password } = JSON.parse(first.request!.body!) as { email: string; password: string };
  const result = await services.authProvider.login({ email, password });
  expect(result.success).toBe(true);
  expect(token()).toBe(recordedHeader(first.response!.headers, "access-token"));
}

describe("the auth provider on the recorded answers of devise_token_auth v1.2.6", () => {
  it("sign-in: the session is stored from the headers; a refusal shows the server's text", async () => {
    await signIn("01-sign-in");
    expect(session.credentials()).toMatchObject({ client: "MiuehkPqR7SLEQpnwkpLcA", uid: "vendor@lab.test", expiry: 1797069632 });

    session.clear();
    serve(exchange("01-sign-in", /^wrong password/));
    const refused = await services.authProvider.login({ email: "vendor@lab.test", password: "wrong-pass" });
    expect(refused.success).toBe(false);
    expect(refused.error?.message).toBe("Invalid login credentials. Please try again.");
    expect(session.credentials()).toBeNull();
  });

  it("a reload: the token check keeps the token on a blank answer, adopts a new one, also from a 304", async () => {
    await signIn("02-validate-token");
    const first = token();
    serve(exchange("02-validate-token", /inside the 5 s batch window/));
    expect(await services.authProvider.check()).toEqual({ authenticated: true });
    expect(token()).toBe(first);

    serve(exchange("02-validate-token", /after the window: 200 and a NEW/));
    expect(await services.authProvider.check()).toEqual({ authenticated: true });
    expect(token()).toBe("pXREWsTVk7iMaCV6slZtOg");

    // A 304 carries the session headers too: blank inside the window, a new token after it.
    serve(exchange("02-validate-token", /If-None-Match \(inside the window\)/), exchange("02-validate-token", /If-None-Match again/));
    await services.http.get("/vendor/auth/validate_token").catch(() => undefined);
    expect(token()).toBe("pXREWsTVk7iMaCV6slZtOg");
    await services.http.get("/vendor/auth/validate_token").catch(() => undefined);
    expect(token()).toBe("sicLWMB_2rREmSb4al71_A");
  });

  it("a rotation: every call sends the newest token; blank answers keep it, new ones replace it", async () => {
    await signIn("03-rotation");
    const rotationOn = RECORDINGS["03-rotation"].slice(
      1,
      RECORDINGS["03-rotation"].findIndex((entry) => /^rotation OFF/.test(entry.note)),
    );
    const answered = rotationOn.filter((entry) => entry.response!.status === 200);
    const sent = serve(...answered);
    let expected = token();
    for (const entry of answered) {
      await services.http.get(new URL(entry.request!.path, ORIGIN).pathname.replace("/api/v1", ""));
      expect(sent.at(-1)!.headers.get("access-token")).toBe(expected);
      const issued = recordedHeader(entry.response!.headers, "access-token")!;
      if (issued.trim()) expected = issued;
      expect(token()).toBe(expected);
    }
    expect(expected).toBe("4TXpXrMFFyXjiHsgFr85RQ");
  });

  it("sign-out ends the session here whether the server answers 200 or 404", async () => {
    await signIn("04-sign-out");
    const sent = serve(exchange("04-sign-out", /^sign-out with good headers/));
    expect(await services.authProvider.logout({})).toMatchObject({ success: true, redirectTo: "/" });
    expect(sent[0].headers.get("client")).toBe("dj6qbHwPHfEbvMpSASfhHg");
    expect(session.credentials()).toBeNull();

    await signIn("04-sign-out");
    serve(exchange("04-sign-out", /^the same headers again: 404/));
    expect(await services.authProvider.logout({})).toMatchObject({ success: true, redirectTo: "/" });
    expect(session.credentials()).toBeNull();
  });

  it("a revoked session: the token check answers 401, the seller is sent to the login", async () => {
    await signIn("02-validate-token");
    serve(exchange("02-validate-token", /server deleted the user's tokens/), exchange("04-sign-out", /^the same headers again: 404/));
    expect(await services.authProvider.check()).toEqual({ authenticated: false, redirectTo: "/" });
    expect(session.credentials()).toBeNull();
  });

  it("the reset: the server's field messages show, the next try uses the rotated token, saving signs the link out", async () => {
    const location = new URL(recordedHeader(exchange("05-password-reset", /^the link followed/).response!.headers, "location")!);
    const link = {
      accessToken: location.searchParams.get("access-token")!,
      client: location.searchParams.get("client")!,
      uid: location.searchParams.get("uid")!,
    };
    const puts = RECORDINGS["05-password-reset"].filter((entry) => entry.request?.method === "PUT");
    const sent = serve(puts[0], puts[1], puts[3], exchange("04-sign-out", /^sign-out with good headers/));
    const update = services.authProvider.updatePassword!;

    const mismatch = (await update({ password: "NewPass1!", password_confirmation: "Other1!", credentials: link })) as {
      success: boolean;
      error?: Error;
      credentials?: typeof link;
    };
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.message).toBe("Password confirmation doesn't match Password");
    expect(sent[0].headers.get("access-token")).toBe("lIbINPUyj4942MT_yxFGEg");
    expect(mismatch.credentials?.accessToken).toBe("gGR0_yRdV-wn_IzjkXk_IQ");

    const short = (await update({ password: "ab", password_confirmation: "ab", credentials: mismatch.credentials })) as typeof mismatch;
    expect(short.error?.message).toBe("Password is too short (minimum is 6 characters)");
    expect(sent[1].headers.get("access-token")).toBe("gGR0_yRdV-wn_IzjkXk_IQ");
    expect(short.credentials?.accessToken).toBe("gGR0_yRdV-wn_IzjkXk_IQ");

    const saved = await update({ password: "NewPass1!", password_confirmation: "NewPass1!", credentials: short.credentials });
    expect(saved).toMatchObject({
      success: true,
      redirectTo: "/",
      successNotification: { message: "Your password has been successfully updated." },
    });
    await expect.poll(() => sent.length).toBe(4);
    expect(sent[3]).toMatchObject({ method: "DELETE", path: "/api/v1/vendor/auth/sign_out" });
    expect(sent[3].headers.get("access-token")).toBe("gGR0_yRdV-wn_IzjkXk_IQ");
    expect(session.credentials()).toBeNull();
  });

  it("a sign-up: the session starts from its headers; a taken e-mail says so once, plus Login to continue", async () => {
    const created = exchange("06-sign-up", /^sign-up with the spec's fields/);
    serve(created);
    const payload = JSON.parse(created.request!.body!) as Record<string, unknown>;
    expect(await services.authProvider.register!(payload)).toMatchObject({ success: true });
    expect(token()).toBe("UdIsSIrcVelRNIKKqAo4DA");

    session.clear();
    serve(exchange("06-sign-up", /^the same e-mail again/));
    const taken = await services.authProvider.register!(payload);
    expect(taken).toMatchObject({ success: false, redirectTo: "/" });
    expect(taken.error?.message).toBe("Email has already been taken. Login to continue");
    expect(taken.error?.message.match(/Email has already been taken/g)).toHaveLength(1);
  });
});
