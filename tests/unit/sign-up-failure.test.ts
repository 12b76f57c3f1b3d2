import { describe, expect, it } from "vitest";
import { AxiosError, type AxiosResponse } from "axios";
import { signUpFailure } from "@/providers/auth/auth-provider";

const t = (key: string) =>
  ({ "auth.messages.networkError": "Network Error!", "auth.messages.loginToContinue": "Login to continue" })[key] ?? key;

function failure(status: number, data: unknown) {
  return new AxiosError("failed", "ERR", undefined, undefined, { status, data } as AxiosResponse);
}

describe("sign-up failure text (document 1 §8)", () => {
  it("an e-mail already taken: the server message plus Login to continue, and a redirect to login", () => {
    const error = failure(422, {
      status: "error",
      errors: { email: ["has already been taken"], full_messages: ["Email has already been taken"] },
    });
    expect(signUpFailure(error, t)).toEqual({ message: "Email has already been taken. Login to continue", redirectTo: "/" });
  });

  it("no server errors: Network Error!", () => {
    expect(signUpFailure(new AxiosError("Network Error"), t)).toEqual({ message: "Network Error!" });
    expect(signUpFailure(failure(500, { status: "error" }), t)).toEqual({ message: "Network Error!" });
  });

  it("other server errors: the first of them, no redirect", () => {
    const error = failure(422, {
      errors: { password: ["is too short (minimum is 6 characters)"], full_messages: ["Password is too short (minimum is 6 characters)"] },
    });
    expect(signUpFailure(error, t)).toEqual({ message: "Password is too short (minimum is 6 characters)" });
  });
});
