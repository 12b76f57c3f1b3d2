import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { http, type HttpResponseResolver } from "msw";
import { server } from "@/mocks/node";
import { preloadScreen } from "@/app/screens";
import { renderApp, signInAs } from "../support/render-app";
import { countSignOuts, expectNotFound, expectSignedOutOnce, openOrderDocument, refusal, stubNewTab } from "../support/one-error-path";

/**
 * Issue 16, point 1: more calls made outside Refine's data hooks follow the one failure path (a
 * 401 ends the session once and shows the login page; a 404 goes to Not Found): a report's
 * generation, the bulk import's `POST common/bulk_imports/import` (after its file reached
 * storage) and a packing slip. The receipt and the products export: one-error-path.test.tsx.
 */
type View = ReturnType<typeof renderApp>;

const CALLS: {
  call: string;
  page: string;
  route: (answer: HttpResponseResolver) => ReturnType<typeof http.get>;
  act: (view: View) => Promise<void>;
}[] = [
  {
    call: "a report's generation (GET total_sales)",
    page: "/vendor/reports",
    route: (answer) => http.get("*/api/v1/vendor/total_sales", answer),
    act: async (view) => {
      // The cards settle once the platform's refund limit is read (the last card appears then).
      await screen.findByRole("button", { name: "Generate Earning And Commission Per Order" }, { timeout: 30_000 });
      await view.user.click(screen.getByRole("button", { name: "Generate Total Sales" }));
    },
  },
  {
    call: "the bulk import (POST common/bulk_imports/import)",
    page: "/vendor/product-catalog",
    route: (answer) => http.post("*/api/v1/common/bulk_imports/import", answer),
    act: async (view) => {
      await view.user.click(await screen.findByRole("button", { name: "Bulk import Products" }, { timeout: 30_000 }));
      const dialog = await screen.findByRole("dialog", { name: "Bulk import Products" });
      const csv = new File(["name_en,sku,price,quantity,unit\r\nLamp,L-1,5,3,piece"], "products.csv", { type: "text/csv" });
      await view.user.upload(within(dialog).getByLabelText("CSV file"), csv);
      await view.user.click(within(dialog).getByRole("button", { name: "Import and Update Products" }));
    },
  },
  {
    call: "a packing slip (GET orders/:id/packing_slip)",
    page: "/vendor/orders",
    route: (answer) => http.get("*/api/v1/vendor/orders/:id/packing_slip", answer),
    act: async (view) => {
      stubNewTab();
      await openOrderDocument(view, "Generate Packing Slip");
    },
  },
];

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe.each(CALLS)("$call follows the one failure path", ({ page, route, act }) => {
  async function answered(status: 401 | 404) {
    // The screen's code first: its first load takes long on a busy machine, outside the screen's waits.
    await preloadScreen(page);
    signInAs("vendor");
    let asked = 0;
    server.use(
      route(() => {
        asked += 1;
        return refusal(status);
      }),
    );
    const signOuts = countSignOuts();
    const view = renderApp(page);
    await act(view);
    return { signOuts, asked: () => asked };
  }

  it("answered 401: the session ends once and the login page shows", { timeout: 90_000 }, async () => {
    const { signOuts, asked } = await answered(401);
    await expectSignedOutOnce(signOuts);
    expect(asked()).toBe(1);
  });

  it("answered 404: Not Found shows, the session is kept", { timeout: 90_000 }, async () => {
    const { asked } = await answered(404);
    await expectNotFound();
    expect(asked()).toBe(1);
  });
});
