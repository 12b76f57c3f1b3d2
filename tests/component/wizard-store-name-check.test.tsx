import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { session } from "@/providers/auth/session";
import { renderApp, signInAs } from "../support/render-app";
import { pngBytes, fakeCanvasForEachTest } from "../support/fake-canvas";
import { fillStoreStep } from "../support/wizard-fixtures";
import { recordRequests } from "../support/sent-requests";

// Whole-app journeys on a shared 2-core machine: more time than the default per test.
vi.setConfig({ testTimeout: 40_000 });

fakeCanvasForEachTest();
afterEach(() => {
  server.events.removeAllListeners();
});

const TAKEN = "A store with this name already exists";
const NAME_CHECK = "*/api/v1/vendor/store/name_existence";

/** Step 2 filled in (Arabic name typed), ready to save. */
async function storeStepFilled() {
  signInAs("customer");
  session.setWizardStep(2);
  const view = renderApp("/create-store");
  await fillStoreStep(view.user, { "Store Name (Arabic)": "بضائع النخيل" });
  await view.user.upload(screen.getByLabelText("Store Logo"), new File([pngBytes(640, 480).slice()], "logo.png", { type: "image/png" }));
  return view;
}

const field = (name: "English" | "Arabic") => screen.getByLabelText(new RegExp(`^Store Name \\(${name}\\)`));

describe("create-store wizard: reading the store-name check", () => {
  it("a 422 answer naming the Arabic name shows the taken message under that field and creates nothing", async () => {
    server.use(
      http.get(NAME_CHECK, () =>
        HttpResponse.json(
          {
            success: false,
            message: "Store name has already been taken",
            errors: { store_name_ar: ["has already been taken"] },
            status: 422,
          },
          { status: 422 },
        ),
      ),
    );
    const view = await storeStepFilled();
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(field("Arabic")).toHaveAccessibleDescription(TAKEN));
    expect(field("English")).not.toHaveAccessibleDescription(TAKEN);
    expect(screen.queryByText("Something went wrong!")).not.toBeInTheDocument();
    expect(requests.api("store/name_existence")).toHaveLength(1);
    expect(requests.api("store/create_store")).toHaveLength(0);
    expect(requests.sent.filter((r) => r.method === "PUT")).toHaveLength(0);
  });

  it("a bare `data: true` flags both typed names", async () => {
    server.use(http.get(NAME_CHECK, () => HttpResponse.json({ success: true, data: true, message: "", errors: null, status: 200 })));
    const view = await storeStepFilled();
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(field("English")).toHaveAccessibleDescription(TAKEN));
    expect(field("Arabic")).toHaveAccessibleDescription(TAKEN);
    expect(requests.api("store/create_store")).toHaveLength(0);
  });

  it("an unreadable answer (`data: {}`, which says nothing) is a failed check: Something went wrong!, nothing saved, and a retry goes through", async () => {
    server.use(http.get(NAME_CHECK, () => HttpResponse.json({ success: true, data: {}, message: "", errors: null, status: 200 })));
    const view = await storeStepFilled();
    const requests = recordRequests();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Something went wrong!")).toBeInTheDocument();
    expect(requests.api("store/name_existence")).toHaveLength(1);
    expect(requests.api("store/create_store")).toHaveLength(0);
    expect(requests.sent.filter((r) => r.method === "PUT")).toHaveLength(0);
    expect(field("English")).toHaveValue("Palm Goods");
    expect(field("English")).not.toHaveAccessibleDescription(TAKEN);

    server.resetHandlers(); // the mock's own answer: {exists, store_name_en, store_name_ar}, all false
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByRole("heading", { name: "Business documents" })).toBeInTheDocument();
    expect(requests.api("store/create_store")).toHaveLength(1);
    vi.mocked(console.error).mockRestore();
  });
});
