import { describe, expect, it } from "vitest";
import { resetPasswordSchema } from "@/domain/password-reset";
import { hasResetParams, readResetLink, withoutResetParams } from "@/domain/reset-link";
import { schemaMessages } from "../support/schema-messages";

/** The texts a seller reads, per field. */
const messages = (values: Record<string, unknown>) => schemaMessages(resetPasswordSchema, values);

/** What devise_token_auth's `GET /password/edit` redirects to (session-contract §1.4). */
const LANDING =
  "?access-token=tok123&client=cli456&client_id=cli456&uid=seller%2Bone%40demo.test&expiry=1900000000&reset_password=true&token=tok123&config=default";

/** The recorded redirect of a real devise_token_auth v1.2.6 (tests/fixtures/devise-token-auth-1.2.6/05-password-reset.json). */
const RECORDED_LANDING =
  "?access-token=lIbINPUyj4942MT_yxFGEg&client=XHzcBMeYKR0GT7CnGSSOqw&client_id=XHzcBMeYKR0GT7CnGSSOqw&config=default&expiry=1797069685&reset_password=true&reset_password_token=rfzv9Py5ZjkCZYKYAgM5&token=lIbINPUyj4942MT_yxFGEg&uid=vendor2%40lab.test";

describe("the new-password schema", () => {
  it("accepts 6 to 32 characters typed twice", () => {
    expect(messages({ password: "secret", password_confirmation: "secret" })).toEqual({});
    expect(messages({ password: "x".repeat(32), password_confirmation: "x".repeat(32) })).toEqual({});
  });

  it("uses the sign-up's messages for length and match", () => {
    expect(messages({ password: "", password_confirmation: "" })).toEqual({ password: "Password is required" });
    expect(messages({ password: "12345", password_confirmation: "12345" })).toEqual({ password: "should be 6 chars minimum" });
    expect(messages({ password: "x".repeat(33), password_confirmation: "x".repeat(33) })).toEqual({
      password: "should be 32 chars maximum",
    });
    expect(messages({ password: "secret-one", password_confirmation: "secret-two" })).toEqual({
      password_confirmation: "Passwords must match",
    });
    expect(messages({ password: "secret-one", password_confirmation: "" })).toEqual({ password_confirmation: "Passwords must match" });
  });
});

describe("the reset link's address", () => {
  it("yields the session headers, the uid decoded", () => {
    expect(readResetLink(LANDING)).toEqual({ accessToken: "tok123", client: "cli456", uid: "seller+one@demo.test" });
  });

  it("falls back on the legacy names and refuses a link without a whole session", () => {
    expect(readResetLink("?token=t&client_id=c&uid=u%40x.test")).toEqual({ accessToken: "t", client: "c", uid: "u@x.test" });
    expect(readResetLink("?access-token=t&uid=u%40x.test")).toBeNull();
    expect(readResetLink("?access-token=%20&client=c&uid=u%40x.test")).toBeNull();
    expect(readResetLink("")).toBeNull();
  });

  it("is stripped of every parameter devise adds, and only of those", () => {
    expect(hasResetParams(LANDING)).toBe(true);
    expect(withoutResetParams(LANDING)).toBe("");
    expect(withoutResetParams(`${LANDING}&lng=ar`)).toBe("?lng=ar");
    expect(hasResetParams("?lng=ar")).toBe(false);
    expect(hasResetParams("")).toBe(false);
  });

  it("keeps none of the parameters of the link devise_token_auth v1.2.6 redirects to, reset_password_token included", () => {
    expect(withoutResetParams(`${RECORDED_LANDING}&lng=ar`)).toBe("?lng=ar");
    expect(hasResetParams("?reset_password_token=rfzv9Py5ZjkCZYKYAgM5")).toBe(true);
    // A parameter the app does not know goes too: it may be the next version's secret.
    expect(withoutResetParams("?lng=en&session_hint=abc")).toBe("?lng=en");
  });
});
