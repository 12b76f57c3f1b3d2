import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { db } from "@/mocks/db";
import { fromBase64 } from "@/mocks/bytes";
import { server } from "@/mocks/node";
import { readPdfFormValues } from "@/lib/pdf-form";
import { AGREEMENT_TEMPLATE_BASE64 } from "@/mocks/seed/agreement-template";
import { session } from "@/providers/auth/session";
import { renderApp } from "../support/render-app";
import { storedKey } from "../support/storage-keys";
import { installFakeIntersectionObserver, startOnboarding } from "../support/wizard-fixtures";
import { recordRequests } from "../support/sent-requests";
import { wizardDraftName } from "@/resources/create-store/use-step-form";

// Whole-app journeys on a shared 2-core machine: more time than the default per test.
vi.setConfig({ testTimeout: 40_000 });

// jsdom cannot load pdf.js: the third-party react-pdf is replaced (stack-notes P10).
vi.mock("react-pdf", () => import("../support/react-pdf-stub"));

let io: ReturnType<typeof installFakeIntersectionObserver>;
beforeEach(() => {
  io = installFakeIntersectionObserver();
});
afterEach(() => {
  io.restore();
  server.events.removeAllListeners();
});

/** Opens step 6 for a seller whose store is saved; resolves once the agreement is shown. */
async function openTerms() {
  const seller = startOnboarding({
    step: 6,
    store: { name_en: "Palm Goods", authorized_signatory_name_en: "Layla Haddad", country_id: 2 },
  });
  sessionStorage.setItem(`sbo.draft.${wizardDraftName("bank", seller.user.email)}`, JSON.stringify({ bank_name: "draft" }));
  const view = renderApp("/create-store");
  await screen.findAllByTestId("pdf-page");
  return { ...seller, view };
}

const lastPage = () => screen.getByLabelText("Page 3 of 3");

/** Scrolls to the agreement's last page and ticks "accept" once it is enabled (it is disabled until then). */
async function acceptAgreement(view: { user: { click: (element: Element) => Promise<void> } }) {
  io.reveal(lastPage());
  const accept = screen.getByRole("checkbox", { name: "I have read the seller agreement and accept it" });
  await waitFor(() => expect(accept).toBeEnabled());
  await view.user.click(accept);
}

/** The seeded template without its `email` field, as another operator's template might be. */
async function templateWithout(field: string): Promise<Uint8Array> {
  const { PDFDocument } = await import("@cantoo/pdf-lib");
  const document = await PDFDocument.load(fromBase64(AGREEMENT_TEMPLATE_BASE64));
  const form = document.getForm();
  form.removeField(form.getField(field));
  return document.save();
}

describe("create-store wizard: step 6, Terms and conditions", () => {
  it("shows the agreement filled from the template in a 600 px viewer; accept is enabled only at the last page", async () => {
    const { view } = await openTerms();
    const viewer = screen.getByRole("region", { name: "Seller agreement" });
    expect(getComputedStyle(viewer).height).toBe("600px");
    expect(screen.getByTestId("pdf-document")).toHaveAttribute("data-header", "%PDF-");
    expect(screen.getAllByTestId("pdf-page")).toHaveLength(3);

    const accept = screen.getByRole("checkbox", { name: "I have read the seller agreement and accept it" });
    expect(accept).toBeDisabled();
    expect(screen.getByText("Scroll to the last page of the agreement to accept it.")).toBeInTheDocument();
    io.reveal(screen.getByLabelText("Page 2 of 3"));
    expect(accept).toBeDisabled();
    io.reveal(lastPage());
    await waitFor(() => expect(accept).toBeEnabled());

    await view.user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Required")).toBeInTheDocument();
  });

  it("submits: uploads the filled agreement, records it, clears everything and shows /message", async () => {
    const { view, user, store } = await openTerms();
    await acceptAgreement(view);
    const requests = recordRequests();
    const before = Date.now();
    await view.user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByText("Your application received")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Application Received" })).toBeInTheDocument();
    const sent = await requests.settled();
    const put = sent.find((r) => r.method === "PUT")!;
    const path = put.path.split("?")[0].replace("/s3/demo-bucket/", "");
    expect(path).toMatch(storedKey("agreements", "pdf"));
    // The identity's ':' travels encoded in the path; the store keeps the key itself.
    const key = decodeURIComponent(path);
    const [patch] = requests.api("store/update_terms_conditions");
    const body = patch.body as { store: Record<string, unknown> };
    expect(body.store).toMatchObject({
      agreement_policy_accepted: true,
      agreement_policy_url: `http://localhost:3000/s3/demo-bucket/${path}`,
      sender_email: user.email,
    });
    const acceptedAt = Date.parse(String(body.store.agreement_policy_accepted_at));
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);

    const filled = fromBase64(db.state.objects[key].base64!);
    expect(await readPdfFormValues(filled)).toMatchObject({
      store_name: "Palm Goods",
      signatory_name: "Layla Haddad",
      country: "Saudi Arabia",
      email: user.email,
    });
    expect(db.state.stores.find((s) => s.id === store!.id)).toMatchObject({
      agreement_policy_accepted: true,
      agreement_policy_url: body.store.agreement_policy_url,
    });
    expect(Object.keys(localStorage).filter((k) => k.startsWith("sbo."))).toEqual([]);
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith("sbo."))).toEqual([]);
    expect(session.store()).toBeNull();
    // The server session ended too (issue 16, point 5): signed out after the save, before /message.
    const signOut = sent.findIndex((r) => r.method === "DELETE" && r.path.endsWith("/auth/sign_out"));
    expect(signOut).toBeGreaterThan(sent.indexOf(patch as never));
    expect(Object.values(db.state.tokens[user.id] ?? {})).toEqual([]);
  });

  it("a sign-out the server fails after the submit still empties local storage and shows /message", async () => {
    const { view } = await openTerms();
    await acceptAgreement(view);
    server.use(http.delete("*/api/v1/vendor/auth/sign_out", () => HttpResponse.json({ success: false, message: "" }, { status: 500 })));
    await view.user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("heading", { name: "Application Received" })).toBeInTheDocument();
    expect(session.credentials()).toBeNull();
    expect(Object.keys(localStorage).filter((k) => k.startsWith("sbo."))).toEqual([]);
  });

  it("an agreement upload failure says something went wrong and records nothing", async () => {
    const { view } = await openTerms();
    await acceptAgreement(view);
    server.use(http.put("*/s3/:bucket/*", () => new HttpResponse(null, { status: 503 })));
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("something went wrong")).toBeInTheDocument();
    expect(requests.api("store/update_terms_conditions")).toHaveLength(0);
    expect(screen.getByRole("heading", { name: "Seller agreement" })).toBeInTheDocument();
  });

  it("a 401 on submit returns to step 1 with Unauthorized Access and keeps the drafts", async () => {
    const { view, user } = await openTerms();
    await acceptAgreement(view);
    server.use(
      http.patch("*/api/v1/vendor/store/update_terms_conditions", () =>
        HttpResponse.json({ errors: ["You need to sign in"] }, { status: 401 }),
      ),
    );
    await view.user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Unauthorized Access")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Create your seller account" })).toBeInTheDocument();
    expect(session.credentials()).toBeNull();
    expect(sessionStorage.getItem(`sbo.draft.${wizardDraftName("bank", user.email)}`)).toBe(JSON.stringify({ bank_name: "draft" }));
    // The uploaded agreement that was never recorded is deleted again.
    await waitFor(() =>
      expect(Object.keys(db.state.objects).filter((k) => k.startsWith("agreements/") && !k.includes("template"))).toEqual([]),
    );
  });

  it("offers a retry when the template cannot be fetched", async () => {
    server.use(http.get("*/s3/:bucket/*", () => new HttpResponse(null, { status: 500 })));
    startOnboarding({ step: 6, store: {} });
    const view = renderApp("/create-store");
    expect(await screen.findByText("The agreement could not be loaded.")).toBeInTheDocument();
    server.resetHandlers();
    await view.user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findAllByTestId("pdf-page")).toHaveLength(3);
  });

  it("a template missing a mapped field says so (no retry loop) and names the field in the console", async () => {
    const template = await templateWithout("email");
    server.use(
      http.get(
        "*/s3/:bucket/agreements/seller-agreement-template.pdf",
        () => new HttpResponse(template.slice(), { headers: { "content-type": "application/pdf" } }),
      ),
    );
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      startOnboarding({ step: 6, store: {} });
      renderApp("/create-store");
      expect(await screen.findByText("The agreement template cannot be filled. Please contact support.")).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
      expect(screen.queryByTestId("pdf-document")).not.toBeInTheDocument();
      expect(consoleError.mock.calls.flat().map(String).join("\n")).toMatch(/no text field named "email"/);
    } finally {
      consoleError.mockRestore();
    }
  });
});
