import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { fromBase64 } from "@/mocks/bytes";
import { session } from "@/providers/auth/session";
import { renderApp, signInAs, signInThroughForm } from "../support/render-app";
import { pngBytes, pngSize, fakeCanvasForEachTest } from "../support/fake-canvas";
import { fillStoreStep, startOnboarding, typeInto } from "../support/wizard-fixtures";
import { recordRequests } from "../support/sent-requests";
import { wizardDraftName } from "@/resources/create-store/use-step-form";
import { demoKey, storedKey } from "../support/storage-keys";

// Whole-app journeys on a shared 2-core machine: more time than the default per test.
vi.setConfig({ testTimeout: 40_000 });

fakeCanvasForEachTest();
afterEach(() => {
  server.events.removeAllListeners();
});

const logo = () => new File([pngBytes(640, 480).slice()], "My Logo.png", { type: "image/png" });

describe("create-store wizard: step 2, Store", () => {
  it("a customer signing in on the login page lands on step 2 with a valid session", async () => {
    const view = renderApp("/");
    await signInThroughForm(view, "customer");
    expect(await screen.findByRole("heading", { name: "Your store" })).toBeInTheDocument();
    expect(session.uid()).toBe("customer@demo.test");
    expect(screen.getByRole("button", { name: "Store" })).toHaveAttribute("aria-current", "step");
    expect(screen.getByRole("button", { name: "Document" })).toBeDisabled();
  });

  it("validates with the spec's messages before any request", async () => {
    signInAs("customer");
    session.setWizardStep(2);
    const view = renderApp("/create-store");
    await fillStoreStep(view.user, {
      "Store Name (English)": "",
      "Contact Email": "shop@",
      "Business Website": "palm",
      "Number of SKUs": "0",
    });
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Must be valid email")).toBeInTheDocument();
    expect(screen.getByText("This must be URL")).toBeInTheDocument();
    expect(screen.getByText("Must be greater than 1")).toBeInTheDocument();
    expect(screen.getAllByText("Required")).toHaveLength(2); // English name and logo
    expect(requests.sent).toHaveLength(0);
  });

  it("refuses a logo of the wrong type next to the field, with no request", async () => {
    signInAs("customer");
    session.setWizardStep(2);
    renderApp("/create-store");
    await screen.findByLabelText("Store Logo");
    const requests = recordRequests();
    fireEvent.change(screen.getByLabelText("Store Logo"), {
      target: { files: [new File(["%PDF-1.4"], "logo.pdf", { type: "application/pdf" })] },
    });
    expect(await screen.findByText("Only jpeg, jpg, png or gif images can be uploaded")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Store Logo"), { target: { files: [new File([], "empty.png", { type: "image/png" })] } });
    expect(await screen.findByText("This file is empty")).toBeInTheDocument();
    expect(requests.sent).toHaveLength(0);
  });

  it("checks the name, uploads the logo resized to 250 and 100 px, creates the store and moves to Document", async () => {
    signInAs("customer");
    session.setWizardStep(2);
    const view = renderApp("/create-store");
    await fillStoreStep(view.user);
    await view.user.upload(screen.getByLabelText("Store Logo"), logo());
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByRole("heading", { name: "Business documents" })).toBeInTheDocument();

    const sent = await requests.settled();
    expect(requests.api("store/name_existence")[0].path).toBe(
      "/api/v1/vendor/store/name_existence?store_name_en=Palm+Goods&store_name_ar=Palm+Goods",
    );
    const puts = sent.filter((r) => r.method === "PUT").map((r) => r.path);
    expect(puts).toHaveLength(3);
    const [create] = requests.api("store/create_store");
    const body = create.body as { store: Record<string, unknown> };
    expect(body.store).toMatchObject({
      country_id: 2,
      name_en: "Palm Goods",
      name_ar: "Palm Goods",
      description_en: "Home goods from Riyadh",
      description_ar: "Home goods from Riyadh",
      authorized_signatory_name_en: "Layla Haddad",
      authorized_signatory_name_ar: "Layla Haddad",
      contact_email: "shop@palm.example",
      business_website: "https://palm.example",
      no_of_sku: 12,
      store_address: "King Fahd Road, Riyadh",
    });
    const key = (url: unknown) => decodeURIComponent(new URL(String(url)).pathname).replace("/s3/demo-bucket/", "");
    const original = key(body.store.logo_image);
    expect(original).toMatch(storedKey("media/images", "png"));
    const resized = body.store.logo_image_resized as { medium: string; small: string };
    expect(key(resized.medium)).toBe(original.replace(".png", "_250x250.png"));
    expect(key(resized.small)).toBe(original.replace(".png", "_100x100.png"));
    expect(pngSize(fromBase64(db.state.objects[key(resized.medium)].base64!))).toEqual({ width: 250, height: 250 });
    expect(pngSize(fromBase64(db.state.objects[key(resized.small)].base64!))).toEqual({ width: 100, height: 100 });
    expect(db.state.stores.find((store) => store.name_en === "Palm Goods")).toMatchObject({ country_id: 2, currency: "SAR" });
    expect(session.wizardStep()).toBe(3);
    expect(session.store()).toMatchObject({ name_en: "Palm Goods" });
    expect(sessionStorage.getItem(`sbo.draft.${wizardDraftName("store", "customer@demo.test")}`)).toBeNull();
  });

  it("shows an existing store name under the field and creates nothing", async () => {
    signInAs("customer");
    session.setWizardStep(2);
    const view = renderApp("/create-store");
    await fillStoreStep(view.user, { "Store Name (English)": "Desert Bloom Trading" });
    await view.user.upload(screen.getByLabelText("Store Logo"), logo());
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("A store with this name already exists")).toBeInTheDocument();
    expect(requests.api("store/name_existence")).toHaveLength(1);
    expect(requests.api("store/create_store")).toHaveLength(0);
    expect(requests.sent.filter((r) => r.method === "PUT")).toHaveLength(0);
  });

  it("updates a saved store with PATCH store, and deletes the replaced logo once saved", async () => {
    const { store } = startOnboarding({ step: 4, store: {} });
    const oldKey = demoKey("media/images", "00000000-0000-4000-8000-000000000001.png");
    db.state.objects[oldKey] = { contentType: "image/png", size: 33, uploaded_at: "", base64: "iVBORw0KGgo=" };
    const view = renderApp("/create-store");
    expect(await screen.findByRole("heading", { name: "Bank details" })).toBeInTheDocument();
    await view.user.click(screen.getByRole("button", { name: "Store" }));
    expect(await screen.findByLabelText(/^Store Name \(English\)/)).toHaveValue("Palm Goods");
    await typeInto(view.user, "Store Name (English)", "Palm Goods Co");
    await view.user.upload(screen.getByLabelText("Store Logo"), logo());
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByRole("heading", { name: "Business documents" })).toBeInTheDocument();
    expect(requests.api("store/name_existence")).toHaveLength(0);
    const [patch] = (await requests.settled()).filter((r) => r.method === "PATCH" && r.path === "/api/v1/vendor/store");
    expect(patch.body).toMatchObject({ store: { name_en: "Palm Goods Co" } });
    await waitFor(() => expect(db.state.objects[oldKey]).toBeUndefined());
    expect(db.state.stores.find((s) => s.id === store!.id)?.name_en).toBe("Palm Goods Co");
    // Revisiting step 2 does not move the page state back.
    expect(session.wizardStep()).toBe(4);
  });

  it("a 401 returns to step 1 with Unauthorized Access, clears the session and keeps the typed draft", async () => {
    signInAs("customer");
    session.setWizardStep(2);
    const view = renderApp("/create-store");
    await fillStoreStep(view.user);
    await view.user.upload(screen.getByLabelText("Store Logo"), logo());
    db.state.tokens = {};
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Unauthorized Access")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Create your seller account" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Create Store" })).toBeInTheDocument();
    expect(session.credentials()).toBeNull();
    expect(session.wizardStep()).toBe(1);
    expect(screen.getByRole("button", { name: "Store" })).toBeDisabled();
    const draft = JSON.parse(sessionStorage.getItem(`sbo.draft.${wizardDraftName("store", "customer@demo.test")}`) ?? "{}");
    expect(draft).toMatchObject({ name_en: "Palm Goods", store_address: "King Fahd Road, Riyadh", no_of_sku: "12", country_id: 2 });
    expect(draft).not.toHaveProperty("logo_image");
  });

  it("a failed save shows Something went wrong!, keeps what was typed and removes the uploaded logo", async () => {
    signInAs("customer");
    session.setWizardStep(2);
    server.use(
      http.post("*/api/v1/vendor/store/create_store", () => HttpResponse.json({ success: false, message: "boom" }, { status: 500 })),
    );
    const view = renderApp("/create-store");
    await fillStoreStep(view.user);
    await view.user.upload(screen.getByLabelText("Store Logo"), logo());
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Something went wrong!")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Store Name \(English\)/)).toHaveValue("Palm Goods");
    expect(screen.getByRole("heading", { name: "Your store" })).toBeInTheDocument();
    await waitFor(() => expect(Object.keys(db.state.objects).filter((key) => key.startsWith("media/images/"))).toEqual([]));
  });

  it("a failed logo upload shows File upload error and saves nothing", async () => {
    signInAs("customer");
    session.setWizardStep(2);
    server.use(http.put("*/s3/:bucket/*", () => new HttpResponse("<Error><Code>InternalError</Code></Error>", { status: 500 })));
    const view = renderApp("/create-store");
    await fillStoreStep(view.user);
    await view.user.upload(screen.getByLabelText("Store Logo"), logo());
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("File upload error")).toBeInTheDocument();
    expect(requests.api("store/create_store")).toHaveLength(0);
    expect(within(screen.getByRole("navigation", { name: "Create-store steps" })).getByRole("button", { name: "Store" })).toHaveAttribute(
      "aria-current",
      "step",
    );
  });
});
