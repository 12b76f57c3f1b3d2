import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { clearMockApiLog, setFault } from "@/mocks/faults";

const realNow = db.now;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  // A test's request recorders (sent-requests.ts) end with it.
  server.events.removeAllListeners();
  server.resetHandlers();
  db.now = realNow;
  db.reset();
  setFault(null);
  clearMockApiLog();
});
afterAll(() => server.close());
