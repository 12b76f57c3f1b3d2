import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { SERVICE_IMPORT_SPEC } from "@/domain/services-import";
import { bodyCells, csvFile, openBulkImport } from "../support/bulk-import";
import { recordRequests } from "../support/sent-requests";

afterEach(() => server.events.removeAllListeners());

describe("bulk import services", () => {
  it("has Start Import and no New/Existing choice; without a file: Please enter required data, and nothing is sent", async () => {
    const seen = recordRequests();
    const { view, dialog } = await openBulkImport("Services");
    expect(within(dialog).queryByRole("radio")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Download sample CSV" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Import and Update Products" })).not.toBeInTheDocument();

    await view.user.click(within(dialog).getByRole("button", { name: "Start Import" }));
    expect(await within(dialog).findByText("Please enter required data")).toBeInTheDocument();
    expect(seen.sent.some((request) => request.path.includes("bulk_imports") || request.path.includes("/s3/"))).toBe(false);

    await view.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  }, 60_000);

  it("previews a CSV's problems by row and column against the services columns, then sends it with data_type services and the store id", async () => {
    const seen = recordRequests();
    const { view, dialog } = await openBulkImport("Services");
    const header = SERVICE_IMPORT_SPEC.columns.map((column) => column.name);
    const cells = (values: Record<string, string>) =>
      header.map((name) => values[name] ?? SERVICE_IMPORT_SPEC.columns.find((column) => column.name === name)!.example).join(",");
    const text = [header.join(","), cells({}), cells({ price: "-10", featured_image_url: "" })].join("\n");
    await view.user.upload(within(dialog).getByLabelText("CSV file"), csvFile(text, "services.csv"));

    const table = await within(dialog).findByRole("table", { name: "Problems found in the file" });
    const rows = bodyCells(table);
    expect(rows).toEqual([
      ["3", "price", "ErrorNegative not allowed"],
      ["3", "featured_image_url", "ErrorRequired"],
    ]);
    expect(within(dialog).getByText(/2 rows checked: 1 to create, 1 with errors, 2 problems in all\./)).toBeInTheDocument();

    await view.user.click(within(dialog).getByRole("button", { name: "Start Import" }));
    expect(await screen.findByText("Import started. The file will be processed shortly.", {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await seen.settled();
    // The object-store PUT, without the query the SDK adds (?x-id=PutObject).
    const uploadPath = seen.sent.find((request) => request.method === "PUT" && request.path.includes("/s3/"))?.path.split("?")[0];
    expect(uploadPath).toMatch(/\/s3\/demo-bucket\/imports\//);
    const call = seen.sent.find((request) => request.method === "POST" && request.path === "/api/v1/common/bulk_imports/import");
    const body = call?.body as { bulk_import: Record<string, unknown> };
    expect(body.bulk_import).toEqual({
      file_name: "services.csv",
      file_url: expect.stringContaining("/s3/demo-bucket/imports/"),
      key: expect.stringMatching(/^imports\//),
      data_type: "services",
      store_id: 1,
    });
    expect(db.state.bulkImports.at(-1)).toMatchObject({ store_id: 1, data_type: "services", file_name: "services.csv", status: "queued" });
  }, 60_000);
});
