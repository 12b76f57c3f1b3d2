import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import type { MockRefund } from "@/mocks/seed/returns-seed";
import { makeRefund } from "../support/records";
import { renderApp, signInAs } from "../support/render-app";

async function openReturn(refund: MockRefund) {
  signInAs("vendor");
  const view = renderApp(`/vendor/view-return/${refund.id}`);
  await screen.findByRole("heading", { name: "View Return" });
  return view;
}

function refundSection() {
  return screen.queryByRole("region", { name: "Refund Method" });
}

describe("return detail (/vendor/view-return/{id})", () => {
  it("shows the id, date, status, pickup address and the item with the original price struck through", async () => {
    const refund = makeRefund({
      status: "approved",
      refund_method: "wallet",
      reason: "Wrong size delivered",
      created_at: "2026-10-20T10:30:00.000Z",
      address: { first_name: "Khalid", address1: "Flat 1203, Marina Heights", contact_number: "+971552224455" },
      line_item: {
        featured_image: "https://cdn.test/big.png",
        featured_image_resized: "https://cdn.test/small.png",
        brand_name_en: "Coastline",
        product_name_en: "Linen Shirt",
        variant_name_en: "Blue / M",
        service_name_en: null,
        sku: "SKU-1001",
        currency: "AED",
        sale_price: "80.00",
        price: "120.00",
        store_name_en: "Desert Bloom Trading",
      },
    });
    await openReturn(refund);
    expect(document.title).toBe("View Return");
    expect(await screen.findByText(`#${refund.id}`)).toBeInTheDocument();
    const placed = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(new Date(refund.created_at));
    expect(screen.getByText(new RegExp(`^${placed}, \\d{2}:\\d{2}$`))).toBeInTheDocument();
    expect(screen.getByText("Approved")).toBeInTheDocument();

    const address = screen.getByRole("region", { name: "Pickup Address" });
    expect(address).toHaveTextContent("Khalid");
    expect(address).toHaveTextContent("Flat 1203, Marina Heights");
    expect(address).toHaveTextContent("+971552224455");

    const item = screen.getByRole("region", { name: "Returned Item" });
    expect(within(item).getByRole("img", { name: "Linen Shirt - Blue / M" })).toHaveAttribute("src", "https://cdn.test/small.png");
    expect(item).toHaveTextContent("Coastline");
    expect(item).toHaveTextContent("SKU-1001");
    expect(item).toHaveTextContent("Desert Bloom Trading");
    expect(item).toHaveTextContent("Wrong size delivered");
    const price = within(item).getByTestId("return-price");
    expect(price).toHaveTextContent("AED 80.00");
    const original = within(price).getByLabelText("Original price");
    expect(original.tagName).toBe("S");
    expect(original).toHaveTextContent("AED 120.00");
  });

  it("does not strike anything through when the sale price is not lower, and names a service by its name", async () => {
    const refund = makeRefund({
      item_type: "Service",
      line_item: {
        featured_image: "https://cdn.test/service.png",
        featured_image_resized: null,
        brand_name_en: null,
        product_name_en: null,
        variant_name_en: null,
        service_name_en: "Home Deep Cleaning",
        sale_price: "300.00",
        price: "300.00",
      },
    });
    await openReturn(refund);
    const item = await screen.findByRole("region", { name: "Returned Item" });
    expect(within(item).getByRole("img", { name: "Home Deep Cleaning" })).toHaveAttribute("src", "https://cdn.test/service.png");
    expect(within(item).getByTestId("return-price")).toHaveTextContent(/^AED 300\.00$/);
    expect(item.querySelector("s")).toBeNull();
  });

  it.each([
    ["requested", "bank", "The amount paid by card will be refunded to the customer's bank account and the rest to the customer's wallet."],
    ["approved", "bank", "The amount paid by card will be refunded to the customer's bank account and the rest to the customer's wallet."],
    ["requested", "wallet", "The amount will be refunded to the customer's wallet."],
    ["approved", "wallet", "The amount will be refunded to the customer's wallet."],
    ["requested", null, "The amount will be refunded to the customer's wallet."],
    ["completed", "bank", "The amount has been refunded to the customer's bank account."],
    ["completed", "wallet", "The amount has been refunded to the customer's wallet."],
    ["completed", null, "The amount has been refunded to the customer's wallet."],
  ] as const)("a %s return refunded by %s says: %s", async (status, method, sentence) => {
    const refund = makeRefund({ status, refund_method: method });
    await openReturn(refund);
    const section = await screen.findByRole("region", { name: "Refund Method" });
    expect(section).toHaveTextContent(sentence);
  });

  it.each(["bank", "wallet"] as const)("hides the refund method of a rejected return (%s)", async (method) => {
    const refund = makeRefund({ status: "rejected", refund_method: method });
    await openReturn(refund);
    expect(await screen.findByText("Rejected")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Returned Item" })).toBeInTheDocument();
    expect(refundSection()).toBeNull();
    expect(screen.queryByText(/refunded to/)).toBeNull();
  });

  it("lands on /not-found for an unknown id", async () => {
    signInAs("vendor");
    renderApp("/vendor/view-return/999999");
    expect(await screen.findByText("The resource requested could not be found on the server!")).toBeInTheDocument();
  });

  it("lands on /not-found for another store's return", async () => {
    const foreign = makeRefund({ store_id: 2 });
    signInAs("vendor");
    renderApp(`/vendor/view-return/${foreign.id}`);
    expect(await screen.findByText("The resource requested could not be found on the server!")).toBeInTheDocument();
  });

  it("shows a failed read with Retry instead of the return, and Retry reads it again", async () => {
    const refund = makeRefund({ status: "requested" });
    let failing = true;
    server.use(
      http.get("*/api/v1/vendor/refunds/:id", () =>
        failing ? HttpResponse.json({ success: false, message: "Returns are resting", data: null }, { status: 500 }) : undefined,
      ),
    );
    signInAs("vendor");
    renderApp(`/vendor/view-return/${refund.id}`);
    const retry = await screen.findByRole("button", { name: "Retry" }, { timeout: 5000 });
    expect(screen.queryByRole("heading", { name: "View Return" })).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByRole("heading", { name: "View Return" })).toBeInTheDocument();
    expect(screen.getByText(`#${refund.id}`)).toBeInTheDocument();
  });
});
