import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";

const realNow = db.now;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  db.now = realNow;
  db.reset();
});
afterAll(() => server.close());
