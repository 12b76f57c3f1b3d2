import { expect, test } from "@playwright/test";
import { megabytes, runSoak } from "../../scripts/soak.mjs";
import { signInAsVendor } from "./support/sign-in";

/**
 * Issue 30 point 4, the short soak: a tab that runs all day must not keep what it showed. Ten
 * rounds through the sidebar's ten screens (scripts/soak.mjs clicks the links and waits for each
 * screen's content), then the page, after forced garbage collections, is compared with the page
 * after the first two rounds (every screen's code loaded, its data cached, the hot code compiled).
 * Both readings are taken on the same screen, so anything more is kept from the screens between:
 * - JavaScript event listeners: none more. A chart that left its gesture manager's ten listeners
 *   on `document` and `window` at each unmount added ten a round;
 * - DOM nodes, detached ones included: at most a few more (a retained screen is hundreds);
 * - MessagePorts, at the end only (a heap snapshot is slow): a handful at most, the mock's own
 *   channel among them. msw's unread copies of the responses kept about 40 a round;
 * - the heap: within 1.2 times (the bound; `npm run bench -- --only soak` runs the full
 *   400 navigations). Most of the rise that remains is the code V8 compiles as screens grow hot (with
 *   its optimizing tiers off the heap stays flat); the mock's call log, bounded, adds a little.
 */
const ROUNDS = 10;

test("a tab kept open keeps nothing of the screens it left", async ({ page }, testInfo) => {
  // Ten rounds and a heap snapshot, on a machine that may be running other suites meanwhile.
  test.setTimeout(240_000);
  await signInAsVendor(page);
  const lines: string[] = [];
  const result = await runSoak({ page, rounds: ROUNDS, countPorts: true, log: (line) => lines.push(line) });
  await testInfo.attach("soak.txt", { body: lines.join("\n"), contentType: "text/plain" });
  const { baseline, final } = result;
  const summary =
    `after 2 rounds: ${megabytes(baseline.usedSize)}, ${baseline.nodes} nodes, ${baseline.listeners} listeners; ` +
    `after ${ROUNDS}: ${megabytes(final.usedSize)}, ${final.nodes} nodes, ${final.listeners} listeners, ${final.ports} ports ` +
    `(heap ${result.ratio.toFixed(2)}×)`;
  console.log(`soak: ${summary}`);
  expect.soft(final.listeners, `event listeners grew: ${summary}`).toBeLessThanOrEqual(baseline.listeners);
  expect.soft(final.nodes, `DOM nodes grew: ${summary}`).toBeLessThanOrEqual(baseline.nodes + 50);
  expect.soft(final.ports!, `message ports left open: ${summary}`).toBeLessThanOrEqual(10);
  expect.soft(result.ratio, `the heap grew: ${summary}`).toBeLessThanOrEqual(1.2);
});
