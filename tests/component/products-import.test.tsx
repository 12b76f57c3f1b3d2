import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { bodyCells, csvFile, openBulkImport } from "../support/bulk-import";
import { storedKey } from "../support/storage-keys";
import { recordRequests } from "../support/sent-requests";

afterEach(() => server.events.removeAllListeners());

describe("bulk import products", () => {
  it("offers New or Existing, a sample CSV, Cancel and Import and Update Products; no file: Please enter required data", async () => {
    const seen = recordRequests();
    const { view, dialog } = await openBulkImport("Products");
    expect(within(dialog).getByRole("radio", { name: "New" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Existing" })).not.toBeChecked();
    expect(within(dialog).getByRole("button", { name: "Download sample CSV" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();

    await view.user.click(within(dialog).getByRole("button", { name: "Import and Update Products" }));
    expect(await within(dialog).findByText("Please enter required data")).toBeInTheDocument();
    expect(seen.sent.some((request) => request.path.includes("bulk_imports") || request.path.includes("/s3/"))).toBe(false);

    await view.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  }, 120_000);

  it("refuses a file that is not really CSV (a picture renamed .csv) before any request", async () => {
    const seen = recordRequests();
    const { view, dialog } = await openBulkImport("Products");
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await view.user.upload(within(dialog).getByLabelText("CSV file"), new File([png], "products.csv", { type: "text/csv" }));
    expect(await within(dialog).findByText("This file is not a real csv file")).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole("button", { name: "Import and Update Products" }));
    expect(await within(dialog).findByText("Please enter required data")).toBeInTheDocument();
    expect(seen.sent.some((request) => request.path.includes("/s3/"))).toBe(false);
  }, 120_000);

  it("previews a CSV's problems by row and column, and still sends it: storage, then the import call", async () => {
    const seen = recordRequests();
    const { view, dialog } = await openBulkImport("Products");
    await view.user.click(within(dialog).getByRole("radio", { name: "Existing" }));
    const text = [
      "product_id,name_en,sku,price,quantity,unit",
      "12,Lamp,L-1,-5,3,piece",
      ",Mug,M-1,10,2.5,box",
      '13,"Tea, green",T-1,4,1,none',
    ].join("\r\n");
    await view.user.upload(within(dialog).getByLabelText("CSV file"), csvFile(text, "my products.csv"));

    const table = await within(dialog).findByRole("table", { name: "Problems found in the file" });
    const rows = bodyCells(table);
    expect(rows).toContainEqual(["2", "price", "ErrorNegative not allowed"]);
    expect(rows).toContainEqual(["3", "product_id", "ErrorRequired"]);
    expect(rows).toContainEqual(["3", "quantity", "ErrorMust be a whole number"]);
    expect(rows).toContainEqual(["3", "unit", "ErrorMust be one of: none, piece, carton, sqm, weight"]);
    expect(rows).toContainEqual(["1", "description_en", "WarningThis column of the sample is missing"]);
    expect(rows.some(([row]) => row === "4")).toBe(false);
    expect(within(dialog).getByText(/3 rows checked: 1 to update, 2 with errors/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Download error report" })).toBeInTheDocument();

    await view.user.click(within(dialog).getByRole("button", { name: "Import and Update Products" }));
    expect(await screen.findByText("Import started. The file will be processed shortly.", {}, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await seen.settled();
    // The object-store PUT, without the query the SDK adds (?x-id=PutObject).
    const uploadPath = seen.sent
      .find((request) => request.method === "PUT" && request.path.includes("/s3/demo-bucket/imports/"))
      ?.path.split("?")[0];
    expect(uploadPath).toMatch(storedKey("imports", "csv", "/s3/demo-bucket/"));
    const call = seen.sent.find((request) => request.method === "POST" && request.path === "/api/v1/common/bulk_imports/import");
    const key = decodeURIComponent(uploadPath!.split("/demo-bucket/")[1]);
    expect(call?.body).toEqual({
      bulk_import: {
        file_name: "my products.csv",
        file_url: expect.stringContaining(uploadPath!),
        key,
        data_type: "products",
        import_type: "update",
      },
    });
    expect(db.state.bulkImports).toHaveLength(1);
    expect(db.state.bulkImports[0]).toMatchObject({ status: "queued", import_type: "update" });
  }, 120_000);
});
