import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { db } from "@/mocks/db";
import { server } from "@/mocks/node";
import { session } from "@/providers/auth/session";
import { renderApp } from "../support/render-app";
import { startOnboarding, typeInto } from "../support/wizard-fixtures";
import { recordRequests } from "../support/sent-requests";
import { wizardDraftName } from "@/resources/create-store/use-step-form";
import { storedKey } from "../support/storage-keys";
import { NOT_FOUND_TEXT } from "../support/one-error-path";

// Whole-app journeys on a shared 2-core machine: more time than the default per test.
vi.setConfig({ testTimeout: 40_000 });

// Finishing the VAT step opens the terms step, which loads react-pdf: jsdom cannot (stack-notes P10).
vi.mock("react-pdf", () => import("../support/react-pdf-stub"));

afterEach(() => {
  server.events.removeAllListeners();
});

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe("create-store wizard: steps 3 to 5", () => {
  it("Document: requires every field, refuses a PNG renamed .pdf, uploads the licence and saves", async () => {
    const { store } = startOnboarding({ step: 3, store: {} });
    const view = renderApp("/create-store");
    const fileInput = await screen.findByLabelText("License (PDF)");
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findAllByText("Required")).toHaveLength(4);

    await view.user.upload(fileInput, new File([PNG], "licence.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("This file is not a real pdf file")).toBeInTheDocument();
    expect(requests.sent).toHaveLength(0);

    await typeInto(view.user, "Business Name", "Palm Goods LLC");
    await typeInto(view.user, "Business Type", "Limited liability company");
    await typeInto(view.user, "License Number", "CN-123456");
    await view.user.upload(fileInput, new File([PDF], "Trade Licence 2026.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("Trade Licence 2026.pdf")).toBeInTheDocument();
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByRole("heading", { name: "Bank details" })).toBeInTheDocument();

    const sent = await requests.settled();
    const put = sent.find((r) => r.method === "PUT")!;
    put.path = put.path.split("?")[0];
    expect(put.path).toMatch(storedKey("documents", "pdf", "^/s3/demo-bucket/"));
    const [patch] = requests.api("store/update_documents");
    expect(patch.body).toEqual({
      store: {
        business_name: "Palm Goods LLC",
        business_type: "Limited liability company",
        license_no: "CN-123456",
        businsess_license_file: `http://localhost:3000${put.path}`,
      },
    });
    expect(db.state.stores.find((s) => s.id === store!.id)).toMatchObject({ license_no: "CN-123456" });
    expect(db.state.objects[decodeURIComponent(put.path).replace("/s3/demo-bucket/", "")].contentType).toBe("application/pdf");
    expect(session.wizardStep()).toBe(4);
  });

  it("Bank: requires the four fields and saves them", async () => {
    startOnboarding({ step: 4, store: {} });
    const view = renderApp("/create-store");
    await screen.findByLabelText(/^Bank Name/);
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findAllByText("Required")).toHaveLength(4);
    await typeInto(view.user, "Bank Name", "Emirates Gulf Bank");
    await typeInto(view.user, "Account Title", "Palm Goods LLC");
    await typeInto(view.user, "Account Number", "0012345678");
    await typeInto(view.user, "IBAN", "AE07 0331 2345 6789 0123 456");
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByRole("heading", { name: "VAT" })).toBeInTheDocument();
    await requests.settled();
    expect(requests.api("store/update_bank_details")[0].body).toEqual({
      store: {
        bank_name: "Emirates Gulf Bank",
        bank_account_title: "Palm Goods LLC",
        bank_account_no: "0012345678",
        bank_account_iban: "AE070331234567890123456",
      },
    });
    expect(session.wizardStep()).toBe(5);
  });

  it("Vat: Must be number, Should be greater than 1, Should be less than 50, then saves 50", async () => {
    startOnboarding({ step: 5, store: {} });
    const view = renderApp("/create-store");
    await screen.findByLabelText(/^VAT/);
    const save = () => view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    await typeInto(view.user, "VAT (%)", "abc");
    await save();
    expect(await screen.findByText("Must be number")).toBeInTheDocument();
    await typeInto(view.user, "VAT (%)", "0");
    await save();
    expect(await screen.findByText("Should be greater than 1")).toBeInTheDocument();
    await typeInto(view.user, "VAT (%)", "51");
    await save();
    expect(await screen.findByText("Should be less than 50")).toBeInTheDocument();
    const requests = recordRequests();
    await typeInto(view.user, "VAT (%)", "50");
    await save();
    expect(await screen.findByRole("heading", { name: "Seller agreement" })).toBeInTheDocument();
    await requests.settled();
    expect(requests.api("store/update_vat").map((r) => r.body)).toEqual([{ store: { vat: 50 } }]);
    expect(session.wizardStep()).toBe(6);
  });

  it("checks a stored token when it opens: a refused one is step 1 with Unauthorized Access at once, drafts kept", async () => {
    const { user } = startOnboarding({ step: 4, store: {} });
    sessionStorage.setItem(`sbo.draft.${wizardDraftName("bank", user.email)}`, JSON.stringify({ bank_name: "draft" }));
    // The server no longer knows the session (expired, or signed out elsewhere).
    db.state.tokens[user.id] = {};
    const requests = recordRequests();
    renderApp("/create-store");
    expect(await screen.findByText("Unauthorized Access")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Create your seller account" })).toBeInTheDocument();
    expect(session.credentials()).toBeNull();
    expect(requests.api("auth/validate_token")).toHaveLength(1);
    expect(requests.api("store")).toHaveLength(0);
    expect(sessionStorage.getItem(`sbo.draft.${wizardDraftName("bank", user.email)}`)).toBe(JSON.stringify({ bank_name: "draft" }));
  });

  it("opens at step 1 without any call when no token is stored, and checks a stored valid one before resuming", async () => {
    const requests = recordRequests();
    const first = renderApp("/create-store");
    expect(await screen.findByRole("heading", { name: "Create your seller account" })).toBeInTheDocument();
    expect(requests.sent).toHaveLength(0);
    first.unmount();

    startOnboarding({ step: 4, store: {} });
    renderApp("/create-store");
    expect(await screen.findByLabelText(/^Bank Name/)).toBeInTheDocument();
    expect(requests.api("auth/validate_token")).toHaveLength(1);
    expect(screen.queryByText("Unauthorized Access")).toBeNull();
  });

  it("a reload resumes at the stored page state with the unsaved draft, and reached steps stay clickable", async () => {
    startOnboarding({ step: 4, store: {} });
    const first = renderApp("/create-store");
    await screen.findByLabelText(/^Bank Name/);
    await typeInto(first.user, "Bank Name", "Gulf Bank");
    first.unmount();

    const view = renderApp("/create-store");
    expect(await screen.findByLabelText(/^Bank Name/)).toHaveValue("Gulf Bank");
    for (const step of ["SignUp", "Store", "Document", "Bank"]) expect(screen.getByRole("button", { name: step })).toBeEnabled();
    for (const step of ["Vat", "Terms and conditions"]) expect(screen.getByRole("button", { name: step })).toBeDisabled();
    await view.user.click(screen.getByRole("button", { name: "SignUp" }));
    expect(await screen.findByText(/You are signed in as seller\d+@example\.com/)).toBeInTheDocument();
    await view.user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Your store" })).toBeInTheDocument();
  });

  it("a failed step save shows Something went wrong! and keeps the typed values; a dropped connection too", async () => {
    startOnboarding({ step: 5, store: {} });
    server.use(http.patch("*/api/v1/vendor/store/update_vat", () => HttpResponse.error()));
    const view = renderApp("/create-store");
    await screen.findByLabelText(/^VAT/);
    await typeInto(view.user, "VAT (%)", "5");
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Something went wrong!")).toBeInTheDocument();
    expect(screen.getByLabelText(/^VAT/)).toHaveValue("5");
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(`sbo.draft.${wizardDraftName("vat")}`) ?? "{}")).toEqual({ vat: "5" }));
  });

  it.each([404, 403])(
    "a GET store answered %i (no store yet) keeps the wizard on its step, never goes to Not Found, and is asked once",
    async (status) => {
      startOnboarding({ step: 2, store: null });
      let storeReads = 0;
      server.use(
        http.get("*/api/v1/vendor/store", () => {
          storeReads += 1;
          return HttpResponse.json({ success: false, data: null, message: "Record not found", errors: null, status }, { status });
        }),
      );
      renderApp("/create-store");
      expect(await screen.findByLabelText(/^Store Name \(English\)/, undefined, { timeout: 10_000 })).toBeInTheDocument();
      // Long enough for a redirect, a bounce back or a second read to show.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(screen.getByRole("heading", { name: "Your store" })).toBeInTheDocument();
      expect(screen.queryByText(NOT_FOUND_TEXT)).toBeNull();
      expect(screen.queryByText("Something went wrong!")).toBeNull();
      expect(session.credentials()).not.toBeNull();
      expect(storeReads).toBe(1);
    },
  );
});
