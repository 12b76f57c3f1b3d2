import { describe, expect, it } from "vitest";
import { AxiosError, AxiosHeaders } from "axios";
import { errorLines, fieldErrors, normaliseError, toastText } from "@/providers/data/errors";

const t = (key: string) =>
  ({ "errors.somethingWentWrong": "something went wrong", "errors.unauthorized": "Unauthorized access" })[key] ?? key;

function axiosError(status: number | null, data?: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = status === null ? undefined : { status, data, statusText: "", headers: {}, config };
  return new AxiosError("Request failed", "ERR", config as never, {}, response as never);
}

describe("toastText (document 1 §8)", () => {
  it("4xx: the response message first", () => {
    expect(toastText(422, { message: "Name taken", errors: ["other"] }, t)).toBe("Name taken");
  });
  it("4xx: else its errors, flattened from arrays and field maps", () => {
    expect(toastText(400, { message: "", errors: ["First problem", "Second"] }, t)).toBe("First problem Second");
    expect(toastText(422, { errors: { code: ["has already been taken"] } }, t)).toBe("has already been taken");
    expect(toastText(422, { errors: { full_messages: ["Code has already been taken"], code: ["x"] } }, t)).toBe(
      "Code has already been taken",
    );
  });
  it("4xx: else something went wrong", () => {
    expect(toastText(409, {}, t)).toBe("something went wrong");
    expect(toastText(499, { errors: [{}] }, t)).toBe("something went wrong");
  });
  it("other statuses: the message when non-empty, never the errors", () => {
    expect(toastText(500, { message: "Database down", errors: ["ignored"] }, t)).toBe("Database down");
    expect(toastText(503, { message: "   ", errors: ["ignored"] }, t)).toBe("something went wrong");
    expect(toastText(undefined, undefined, t)).toBe("something went wrong");
  });
});

describe("normaliseError", () => {
  it("turns a 401 into Unauthorized access", () => {
    expect(normaliseError(axiosError(401, { errors: ["You need to sign in"] }), t)).toMatchObject({
      statusCode: 401,
      message: "Unauthorized access",
    });
  });
  it("turns a failure without a response into status 500 something went wrong", () => {
    expect(normaliseError(axiosError(null), t)).toMatchObject({ statusCode: 500, message: "something went wrong" });
  });
  it("keeps field errors for forms", () => {
    const error = normaliseError(
      axiosError(422, { message: "Invalid", errors: { name_en: ["can't be blank"], full_messages: ["Name can't be blank"] } }),
      t,
    );
    expect(error).toMatchObject({ statusCode: 422, message: "Invalid", errors: { name_en: ["can't be blank"] } });
  });
  it("treats HTML or text bodies as no message", () => {
    expect(normaliseError(axiosError(502, "<html>Bad gateway</html>"), t).message).toBe("something went wrong");
  });
  it("never produces undefined, [object Object] or status code texts", () => {
    const bodies = [undefined, null, "", "text", [], {}, { message: null }, { errors: { a: { b: 1 } } }, { errors: [null, 3] }];
    for (const status of [null, 400, 403, 404, 409, 422, 429, 500, 502, 503]) {
      for (const body of bodies) {
        const { message } = normaliseError(axiosError(status, body), t);
        expect(message).not.toMatch(/undefined|\[object Object\]|status code/i);
        expect(message.trim()).not.toBe("");
      }
    }
  });
  it("normalises non-HTTP errors (an unreadable envelope) to something went wrong, keeping the detail", () => {
    expect(normaliseError(new Error("The response for orders has no list at data.orders."), t)).toMatchObject({
      statusCode: 500,
      message: "something went wrong",
      detail: "The response for orders has no list at data.orders.",
    });
  });
});

describe("errorLines and fieldErrors", () => {
  it("reads nested error shapes", () => {
    expect(errorLines({ base: ["Store is closed"] })).toEqual(["Store is closed"]);
    expect(fieldErrors(["not a map"])).toBeUndefined();
    expect(fieldErrors({ full_messages: ["x"] })).toBeUndefined();
  });
});
