import { describe, expect, it } from "vitest";
import {
  VALIDATE_REUSE_MS,
  forgotPasswordRefusal,
  loginFailureText,
  reusesValidateFailure,
  rotatedResetCredentials,
  signUpFailureText,
  updatePasswordFailure,
} from "@/domain/auth-answers";

const t = (key: string) => `t:${key}`;

describe("login failure text (document 1 §8)", () => {
  it("a base error: the first full message, else the first base line", () => {
    const body = { errors: { base: ["Invalid"], full_messages: ["Invalid login credentials"] } };
    expect(loginFailureText({ status: 401, body }, t)).toBe("Invalid login credentials");
    expect(loginFailureText({ status: 401, body: { errors: { base: ["Locked"] } } }, t)).toBe("Locked");
  });

  it("otherwise the first error, else the network text", () => {
    expect(loginFailureText({ status: 401, body: { errors: ["Bad password"] } }, t)).toBe("Bad password");
    expect(loginFailureText({ status: 0 }, t)).toBe("t:auth.messages.networkError");
  });
});

describe("sign-up failure text (document 1 §8)", () => {
  it("an e-mail already taken: the server's e-mail line plus Login to continue", () => {
    const body = { errors: { email: ["has already been taken"], full_messages: ["Email has already been taken!"] } };
    expect(signUpFailureText({ status: 422, body }, t)).toEqual({
      message: "Email has already been taken. t:auth.messages.loginToContinue",
      emailTaken: true,
    });
  });

  it("other errors: the first; none: the network text", () => {
    expect(signUpFailureText({ status: 422, body: { errors: { password: ["is too short"] } } }, t)).toEqual({
      message: "is too short",
      emailTaken: false,
    });
    expect(signUpFailureText({ status: 500, body: { status: "error" } }, t)).toEqual({
      message: "t:auth.messages.networkError",
      emailTaken: false,
    });
  });
});

describe("new-password failure", () => {
  it("a 401 is a refused link", () => {
    expect(updatePasswordFailure({ status: 401, body: { errors: ["x"] } }, t)).toEqual({
      message: "t:auth.reset.invalidLink",
      statusCode: 401,
    });
  });

  it("the server's first error, else the generic text, else the network text with no answer", () => {
    expect(updatePasswordFailure({ status: 422, body: { errors: { password: ["too short"] } } }, t)).toEqual({
      message: "too short",
      statusCode: 422,
    });
    expect(updatePasswordFailure({ status: 500 }, t)).toEqual({ message: "t:errors.somethingWentWrong", statusCode: 500 });
    expect(updatePasswordFailure({ status: 0 }, t)).toEqual({ message: "t:auth.messages.networkError", statusCode: 0 });
  });
});

describe("forgot-password refusal", () => {
  it("only a body with success false gives its first error", () => {
    expect(forgotPasswordRefusal({ status: 404, body: { success: false, errors: ["Unknown e-mail"] } })).toBe("Unknown e-mail");
    expect(forgotPasswordRefusal({ status: 404, body: { errors: ["Unknown e-mail"] } })).toBeUndefined();
    expect(forgotPasswordRefusal({ status: 0 })).toBeUndefined();
  });
});

describe("reset link's rotated credentials", () => {
  const held = { accessToken: "t1", client: "c1", uid: "a@b.test" };

  it("a whole set for the same device and user replaces the held one", () => {
    expect(rotatedResetCredentials({ ...held, accessToken: "t2", expiry: 9 } as typeof held, held)).toEqual({
      ...held,
      accessToken: "t2",
    });
  });

  it("no set, or another device's or user's, keeps the held one", () => {
    expect(rotatedResetCredentials(null, held)).toBe(held);
    expect(rotatedResetCredentials({ ...held, accessToken: "t2", client: "c2" }, held)).toBe(held);
    expect(rotatedResetCredentials({ ...held, accessToken: "t2", uid: "z@b.test" }, held)).toBe(held);
  });
});

describe("token check failure reuse", () => {
  it("answers the same session within the window only", () => {
    const failure = { at: 1_000, sessionKey: "c1|a" };
    expect(reusesValidateFailure(failure, "c1|a", 1_000 + VALIDATE_REUSE_MS - 1)).toBe(true);
    expect(reusesValidateFailure(failure, "c1|a", 1_000 + VALIDATE_REUSE_MS)).toBe(false);
    expect(reusesValidateFailure(failure, "c2|a", 1_001)).toBe(false);
    expect(reusesValidateFailure(null, "c1|a", 1_001)).toBe(false);
  });
});
