import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, http } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { fail } from "@/mocks/http-kit";
import { session } from "@/providers/auth/session";
import { renderApp, signInAs } from "../support/render-app";
import { pngBytes, fakeCanvasForEachTest } from "../support/fake-canvas";
import { makeObject } from "../support/records";
import { typeInto } from "../support/wizard-fixtures";
import { recordRequests } from "../support/sent-requests";
import { demoKey, demoUrl } from "../support/storage-keys";

/** A screen's first paint loads its lazy chunk: on a loaded machine that can take longer than the 5 s default. */
// The form, then the rich-text editor's own chunk (cold in the first test of the file, on a busy machine).
const FIRST_PAINT = { timeout: 30_000 };

const OLD_LOGO_KEY = demoKey("media/images", "00000000-0000-4000-8000-000000000009.png");
const OLD_LOGO = demoUrl(OLD_LOGO_KEY);

const canvas = fakeCanvasForEachTest();
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

/** Replaces a rich-text editor's content as a seller would: select everything (Ctrl+A), then paste. */
async function replaceRichText(user: ReturnType<typeof renderApp>["user"], label: string, text: string) {
  const editor = screen.getByRole("textbox", { name: new RegExp(`^${label.replace(/[()]/g, "\\$&")}`) });
  await user.click(editor);
  await user.keyboard("{Control>}a{/Control}");
  await user.paste(text);
}

/** The demo vendor's store with an uploaded logo (in place of the seeded one), opened on /vendor/edit-store. */
async function openForm() {
  signInAs("vendor");
  makeObject(OLD_LOGO_KEY);
  Object.assign(db.state.stores[0], { logo_image: OLD_LOGO, businsess_license_file: "https://files.example/licence.pdf" });
  const view = renderApp("/vendor/edit-store");
  expect(await screen.findByRole("textbox", { name: /^Description \(English\)/ }, FIRST_PAINT)).toHaveTextContent(
    "Desert Bloom Trading sells quality goods across the region.",
  );
  return view;
}

describe("edit store", { timeout: 40_000 }, () => {
  it("shows the spec's messages for every rule and sends nothing", async () => {
    signInAs("vendor");
    Object.assign(db.state.stores[0], { description_en: "<p> </p>", logo_image: null });
    const view = renderApp("/vendor/edit-store");
    await screen.findByRole("textbox", { name: /^Description \(English\)/ }, FIRST_PAINT);
    const requests = recordRequests();
    await typeInto(view.user, "Contact", "");
    await typeInto(view.user, "Contact Email", "not-an-email");
    await typeInto(view.user, "Business Website", "javascript:alert(1)");
    await typeInto(view.user, "Number of SKUs", "-2");
    await typeInto(view.user, "Account Number", "12-AB");
    await typeInto(view.user, "IBAN", "");
    await view.user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Must be email")).toBeInTheDocument();
    expect(screen.getByText("This must be URL")).toBeInTheDocument();
    expect(screen.getByText("Negative not allowed")).toBeInTheDocument();
    expect(screen.getByText("Must be number")).toBeInTheDocument();
    // Description (English), Contact, IBAN, and the logo (this store has none).
    expect(screen.getAllByText("Required")).toHaveLength(4);
    expect(requests.sent.filter((request) => request.method !== "GET")).toEqual([]);
  });

  it("saves the seeded demo store without picking a logo: it has one, as onboarding requires (issue 16, point 9)", async () => {
    signInAs("vendor");
    const seededLogo = db.state.stores[0].logo_image;
    expect(seededLogo).toBe("http://localhost:3000/s3/demo-bucket/media/seed/store-1-logo.svg");
    const view = renderApp("/vendor/edit-store");
    await screen.findByRole("textbox", { name: /^Description \(English\)/ }, FIRST_PAINT);
    // The mock's object store serves it, so the form (and the profile) show it.
    const served = await fetch(seededLogo!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Store updated")).toBeInTheDocument();
    expect(screen.queryByText("Required")).toBeNull();
    const [patch] = (await requests.settled()).filter((request) => request.method === "PATCH");
    expect((patch.body as { store: { logo_image: string } }).store.logo_image).toBe(seededLogo);
    expect(db.state.stores[0].logo_image).toBe(seededLogo);
  });

  it("refuses a logo missing or not a web address", async () => {
    signInAs("vendor");
    Object.assign(db.state.stores[0], { logo_image: "data:image/png;base64,AAAA" });
    const view = renderApp("/vendor/edit-store");
    await screen.findByRole("textbox", { name: /^Description \(English\)/ }, FIRST_PAINT);
    await view.user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("This must be URL")).toBeInTheDocument();
  });

  it("sends exactly the body of PATCH store, says Store updated, replaces the store and shows it on the profile", async () => {
    const view = await openForm();
    const requests = recordRequests();
    await replaceRichText(view.user, "Description (English)", "Hand-picked desert blooms, delivered daily.");
    await typeInto(view.user, "Number of SKUs", "75");
    // From now on GET store never answers: what the profile shows can only come from PATCH's answer.
    server.use(http.get("*/api/v1/vendor/store", () => delay("infinite")));
    await view.user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Store updated")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Account", level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("Hand-picked desert blooms, delivered daily.")).toBeInTheDocument();
    const [patch] = (await requests.settled()).filter((request) => request.method === "PATCH");
    const store = db.state.stores[0];
    expect(patch.path).toBe("/api/v1/vendor/store");
    expect(patch.body).toEqual({
      store: {
        description_ar: store.description_ar,
        // The editor keeps its text in paragraphs.
        description_en: "<p>Hand-picked desert blooms, delivered daily.</p>",
        sender_email: "vendor@demo.test",
        contact_email: "vendor@demo.test",
        contact: store.vendor_contact,
        business_name: "Desert Bloom Trading LLC",
        business_type: "Trading",
        no_of_sku: 75,
        business_website: "https://desertbloomtrading.example",
        businsess_license_file: "https://files.example/licence.pdf",
        bank_account_title: "Desert Bloom Trading LLC",
        bank_account_no: "000123451",
        bank_account_iban: "AE070331234567890123451",
        bank_name: "Emirates Gulf Bank",
        logo_image: OLD_LOGO,
      },
    });
    expect(session.store()?.description_en).toBe("<p>Hand-picked desert blooms, delivered daily.</p>");
  });

  it("uploads a new logo resized to 250 px, sends its URL and deletes the replaced one", async () => {
    const view = await openForm();
    const requests = recordRequests();
    await view.user.upload(screen.getByLabelText("Store Logo"), new File([pngBytes(800, 600).slice()], "logo.png", { type: "image/png" }));
    await view.user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Store updated")).toBeInTheDocument();
    const sent = await requests.settled();
    const uploads = sent.filter((request) => request.method === "PUT" && request.path.startsWith("/s3/demo-bucket/media/images/"));
    expect(uploads).toHaveLength(1);
    expect(canvas.drawn.map((draw) => [draw.width, draw.height])).toEqual([[250, 250]]);
    const patch = sent.find((request) => request.method === "PATCH")!;
    expect((patch.body as { store: { logo_image: string } }).store.logo_image).toBe(
      `http://localhost:3000${uploads[0].path.split("?")[0]}`,
    );
    await waitFor(() => expect(db.state.objects[OLD_LOGO_KEY]).toBeUndefined());
  });

  it("keeps the form open with what was typed when the save fails, with the server's field error, and removes the uploaded logo", async () => {
    server.use(http.patch("*/api/v1/vendor/store", () => fail(422, "Contact email is invalid", { contact_email: ["is invalid"] })));
    const view = await openForm();
    await replaceRichText(view.user, "Description (English)", "Typed and kept");
    await view.user.upload(screen.getByLabelText("Store Logo"), new File([pngBytes(300, 300).slice()], "logo.png", { type: "image/png" }));
    await view.user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Contact email is invalid")).toBeInTheDocument();
    expect(screen.getByText("is invalid")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Edit Store", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Description \(English\)/ })).toHaveTextContent("Typed and kept");
    await waitFor(() =>
      expect(Object.keys(db.state.objects).filter((key) => key.startsWith("media/images/") && key !== OLD_LOGO_KEY)).toEqual([]),
    );
  });

  it("says File upload error when the logo cannot be stored, and saves nothing", async () => {
    server.use(http.put("*/s3/:bucket/*", () => new Response("<Error><Code>InternalError</Code></Error>", { status: 500 })));
    const view = await openForm();
    const requests = recordRequests();
    await view.user.upload(screen.getByLabelText("Store Logo"), new File([pngBytes(300, 300).slice()], "logo.png", { type: "image/png" }));
    await view.user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("File upload error")).toBeInTheDocument();
    expect(requests.sent.filter((request) => request.method === "PATCH")).toEqual([]);
  });

  it("shows the licence as a read-only link, and Cancel returns to the profile", async () => {
    const view = await openForm();
    expect(screen.getByRole("link", { name: "View business license" })).toHaveAttribute("href", "https://files.example/licence.pdf");
    expect(screen.queryByLabelText(/^Business License/)).toBeNull();
    await view.user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("heading", { name: "Account", level: 1 })).toBeInTheDocument();
  });

  it("asks before leaving with unsaved changes", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const view = await openForm();
    await typeInto(view.user, "Business Type", "Retail");
    await view.user.click(
      within(screen.getAllByRole("navigation", { name: "Main navigation" })[0]).getByRole("link", { name: "Dashboard" }),
    );
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("heading", { name: "Edit Store", level: 1 })).toBeInTheDocument();
  });
});
