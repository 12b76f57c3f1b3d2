import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { db } from "@/mocks/db";
import { server } from "@/mocks/node";
import { writeObject } from "@/mocks/handlers/storage-handlers";
import { renderInArabic } from "../support/arabic";
import { renderApp, signInAs } from "../support/render-app";
import { DEMO_IDENTITY } from "../support/storage-keys";
import { startOnboarding, typeInto } from "../support/wizard-fixtures";
import { recordRequests } from "../support/sent-requests";

/**
 * Uploads a seller can follow (issue 17, point 4): every file field takes a dropped file as it
 * takes a picked one, checks it before any request with the same messages, shows the upload's
 * progress (announced), and lets the seller cancel it: nothing is saved and nothing of it is left.
 */
vi.setConfig({ testTimeout: 60_000 });
vi.mock("react-pdf", () => import("../support/react-pdf-stub"));

afterEach(() => server.events.removeAllListeners());

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A drop of files on an element, as a browser fires it (a DataTransfer-like object). */
function dropFiles(target: Element, files: File[]) {
  const dataTransfer = { files, types: ["Files"], dropEffect: "none" };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

const zoneOf = (input: HTMLElement) => input.closest("[data-dropzone]") as HTMLElement;
const storageCalls = (requests: ReturnType<typeof recordRequests>) => requests.sent.filter((request) => request.path.startsWith("/s3/"));

async function openDocuments() {
  const { store } = startOnboarding({ step: 3, store: {} });
  const view = renderApp("/create-store");
  const input = await screen.findByLabelText("License (PDF)", {}, { timeout: 30_000 });
  await typeInto(view.user, "Business Name", "Palm Goods LLC");
  await typeInto(view.user, "Business Type", "Limited liability company");
  await typeInto(view.user, "License Number", "CN-123456");
  return { view, input, store };
}

describe("file fields: drag and drop, progress, cancel", () => {
  it("takes a dropped licence like a picked one, and saves it", async () => {
    const { view, input } = await openDocuments();
    const requests = recordRequests();
    expect(within(zoneOf(input)).getByText("Or drop a file here")).toBeInTheDocument();
    dropFiles(zoneOf(input), [new File([PDF], "Trade Licence.pdf", { type: "application/pdf" })]);
    expect(await screen.findByText("Trade Licence.pdf")).toBeInTheDocument();
    expect(requests.sent).toHaveLength(0);
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByRole("heading", { name: "Bank details" }, { timeout: 30_000 })).toBeInTheDocument();
    const [patch] = (await requests.settled()).filter((request) => request.path.endsWith("/store/update_documents"));
    const url = (patch.body as { store: { businsess_license_file: string } }).store.businsess_license_file;
    expect(db.state.objects[decodeURIComponent(new URL(url).pathname).replace("/s3/demo-bucket/", "")].contentType).toBe("application/pdf");
  });

  it("refuses a bad dropped file before any request, with the picker's message; several files at once too", async () => {
    const { input } = await openDocuments();
    const requests = recordRequests();
    dropFiles(zoneOf(input), [new File([PNG], "licence.pdf", { type: "application/pdf" })]);
    expect(await screen.findByText("This file is not a real pdf file")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    dropFiles(zoneOf(input), [
      new File([PDF], "a.pdf", { type: "application/pdf" }),
      new File([PDF], "b.pdf", { type: "application/pdf" }),
    ]);
    expect(await screen.findByText("Drop one file at a time")).toBeInTheDocument();
    expect(requests.sent).toHaveLength(0);
  });

  it("shows and announces the upload's progress; Cancel (keyboard) stops it: nothing saved, nothing left in the bucket", async () => {
    const landed: string[] = [];
    let answer: () => void = () => undefined;
    server.use(
      http.put("*/s3/:bucket/*", async ({ request }) => {
        // The bytes reach the bucket; the answer does not come back.
        const key = decodeURIComponent(new URL(request.url).pathname).replace("/s3/demo-bucket/", "");
        writeObject(key, "application/pdf", new Uint8Array(await request.arrayBuffer()));
        landed.push(key);
        await new Promise<void>((resolve) => (answer = resolve));
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { view, input } = await openDocuments();
    const requests = recordRequests();
    await view.user.upload(input, new File([PDF], "licence.pdf", { type: "application/pdf" }));
    await view.user.click(screen.getByRole("button", { name: "Save and continue" }));
    const bar = await screen.findByRole("progressbar", { name: "Upload of licence.pdf" }, { timeout: 30_000 });
    expect(bar).toHaveAttribute("aria-valuenow");
    // Announced politely (in quarters) to screen readers.
    expect(screen.getByText(/^Uploading licence\.pdf: \d+%$/).closest("[aria-live=polite]")).not.toBeNull();
    await waitFor(() => expect(landed).toHaveLength(1));
    expect(db.state.objects[landed[0]]).toBeDefined();
    expect(landed[0].startsWith(`documents/${DEMO_IDENTITY}/`)).toBe(true);

    const cancel = screen.getByRole("button", { name: "Cancel upload" });
    cancel.focus();
    await view.user.keyboard("{Enter}");
    expect((await screen.findAllByText("Upload of licence.pdf cancelled: nothing was saved.")).length).toBeGreaterThan(0);
    await waitFor(() => expect(db.state.objects[landed[0]]).toBeUndefined());
    answer();
    await requests.settled();
    expect(requests.api("store/update_documents")).toHaveLength(0);
    expect(
      requests.sent.filter((request) => request.method === "DELETE").map((request) => decodeURIComponent(request.path.split("?")[0])),
    ).toEqual([`/s3/demo-bucket/${landed[0]}`]);
    expect(screen.queryByText("something went wrong")).not.toBeInTheDocument();
    expect(screen.queryByRole("progressbar", { name: "Upload of licence.pdf" })).not.toBeInTheDocument();
  });

  it("in Arabic: the drop hint and the refusal", async () => {
    startOnboarding({ step: 3, store: {} });
    await renderInArabic("/create-store");
    const input = await screen.findByLabelText(/PDF/, {}, { timeout: 30_000 });
    expect(within(zoneOf(input)).getByText("أو أفلت ملفًا هنا")).toBeInTheDocument();
    dropFiles(zoneOf(input), [new File([PNG], "licence.pdf", { type: "application/pdf" })]);
    expect(await screen.findByText("هذا الملف ليس ملف pdf حقيقيًا")).toBeInTheDocument();
  });

  it("bulk import: a dropped CSV is taken, a bad one or two at once refused, before any request", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/product-catalog");
    await view.user.click(await screen.findByRole("button", { name: "Bulk import Products" }, { timeout: 30_000 }));
    const dialog = await screen.findByRole("dialog", { name: "Bulk import Products" });
    const zone = zoneOf(within(dialog).getByLabelText("CSV file"));
    const requests = recordRequests();
    dropFiles(zone, [new File([PNG], "products.csv", { type: "text/csv" })]);
    expect(await within(dialog).findByText("This file is not a real csv file")).toBeInTheDocument();
    dropFiles(zone, [new File(["a"], "a.csv", { type: "text/csv" }), new File(["b"], "b.csv", { type: "text/csv" })]);
    expect(await within(dialog).findByText("Drop one file at a time")).toBeInTheDocument();
    dropFiles(zone, [new File(["name_en,sku\nLamp,L-1\n"], "products.csv", { type: "text/csv" })]);
    expect(await within(dialog).findByText("products.csv", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(storageCalls(requests)).toEqual([]);
    expect(requests.sent.filter((request) => request.path.includes("bulk_imports"))).toEqual([]);
  });

  it("a gallery takes several dropped images at once and refuses the bad one by name", async () => {
    signInAs("vendor");
    renderApp("/vendor/service/create");
    const input = await screen.findByLabelText(/^Service images/, { selector: "input" }, { timeout: 30_000 });
    const requests = recordRequests();
    dropFiles(zoneOf(input), [new File([PNG], "front.png", { type: "image/png" }), new File([PDF], "side.png", { type: "image/png" })]);
    expect(await screen.findByText(/side\.png: This file is not a real png file/)).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: "Image 1" })).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Image 2" })).not.toBeInTheDocument();
    expect(requests.sent.filter((request) => request.method !== "GET")).toEqual([]);
  });
});
