import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { pngBytes } from "../support/fake-canvas";
import { storedKey } from "../support/storage-keys";
import { columnHeaders } from "../support/grid";

const LOAD = { timeout: 30_000 };

const helperOf = (field: HTMLElement) =>
  (field.closest(".MuiFormControl-root, .MuiStack-root") as HTMLElement).querySelector(".MuiFormHelperText-root")?.textContent ?? "";
const own = () => db.state.shop_banners.filter((banner) => banner.store_id === 1).sort((a, b) => a.position - b.position || a.id - b.id);

describe("shop banners (/vendor/shop-banners)", { timeout: 60_000 }, () => {
  it("lists the store's shop banners (data.banners) with Banner Id, Type, Position, Image; a row opens its view", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/shop-banners");
    expect(await screen.findByRole("heading", { name: "Shop Banners", level: 1 }, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Create New Banner" })).toHaveAttribute("href", "/vendor/shop-banner/create");
    const grid = await screen.findByRole("grid", { name: "Shop banners" }, LOAD);
    const banners = own();
    await within(grid).findByRole("img", { name: `Shop banner ${banners[0].id}` });
    expect(columnHeaders(grid)).toEqual(["Banner Id", "Type", "Position", "Image"]);
    expect(within(grid).getAllByRole("row")).toHaveLength(1 + banners.length);
    const row = within(grid)
      .getByRole("img", { name: `Shop banner ${banners[1].id}` })
      .closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent("Middle Banner");
    expect(row).toHaveTextContent(String(banners[1].position));

    await view.user.click(within(grid).getByRole("img", { name: `Shop banner ${banners[1].id}` }));
    const link = await screen.findByLabelText(/^Link/);
    await waitFor(() => expect(link).toHaveValue(banners[1].link));
    expect(link).toBeDisabled();
  });

  it("reads a list answered without data.pagination as one page", async () => {
    const banners = own();
    const rows = banners.map(({ store_id: _store, ...banner }) => banner);
    server.use(
      http.get("*/api/v1/vendor/shop_banners", () =>
        HttpResponse.json({ success: true, data: { banners: rows }, message: "", errors: null, status: 200 }),
      ),
    );
    signInAs("vendor");
    renderApp("/vendor/shop-banners");
    const grid = await screen.findByRole("grid", { name: "Shop banners" }, LOAD);
    await within(grid).findByRole("img", { name: `Shop banner ${banners[0].id}` });
    expect(within(grid).getAllByRole("row")).toHaveLength(1 + banners.length);
    expect(screen.queryByRole("button", { name: "Go to page 2" })).not.toBeInTheDocument();
  });

  it("requires link, position and image, and creates {shop_banner} with the uploaded image", async () => {
    const bodies = recordRequests({ only: requestsTo(/\/vendor\/shop_banners$/, "POST") }).bodies;
    signInAs("vendor");
    const view = renderApp("/vendor/shop-banner/create");
    expect(await screen.findByRole("heading", { name: "Shop Banner", level: 1 }, LOAD)).toBeInTheDocument();
    const link = screen.getByLabelText(/^Link/);
    const position = screen.getByLabelText(/^Position/);
    expect(screen.getByRole("combobox", { name: /Banner type/ })).toHaveTextContent("Middle Banner");
    await view.user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(helperOf(link)).toBe("Required"));
    expect(helperOf(position)).toBe("Required");
    expect(screen.getAllByText("Required")).toHaveLength(3);

    await view.user.type(link, "javascript:alert(1)");
    await view.user.type(position, "2");
    await view.user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(helperOf(link)).toBe("This link is not allowed"));

    await view.user.clear(link);
    await view.user.type(link, "https://marketplace.example/bulk");
    await view.user.upload(screen.getByLabelText("Image"), new File([pngBytes(1200, 300)], "middle.png", { type: "image/png" }));
    await view.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Banner Created")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Shop Banners", level: 1 }, LOAD)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    const sent = (bodies[0] as { shop_banner: Record<string, unknown> }).shop_banner;
    expect(sent).toMatchObject({ banner_type: "middle_banner", link: "https://marketplace.example/bulk", position: 2 });
    expect(String(sent.image)).toMatch(storedKey("media/images", "png", "/s3/demo-bucket/"));
  });

  it("view → Edit → update; Cancel returns to the view; an update goes back to the list", async () => {
    const [banner] = own();
    const bodies = recordRequests({ only: requestsTo(/\/vendor\/shop_banners\/\d+$/, "PUT") }).bodies;
    signInAs("vendor");
    const view = renderApp(`/vendor/view-shop-banner/${banner.id}`);
    await view.user.click(await screen.findByRole("button", { name: "Edit" }, LOAD));
    // The update route renders its own form: the field is looked up afresh, not the view's.
    await waitFor(() => expect(screen.getByLabelText(/^Position/)).toBeEnabled());
    await view.user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("button", { name: "Edit" })).toBeInTheDocument();

    await view.user.click(screen.getByRole("button", { name: "Edit" }));
    await waitFor(() => expect(screen.getByLabelText(/^Position/)).toBeEnabled());
    const editable = screen.getByLabelText(/^Position/);
    await view.user.clear(editable);
    await view.user.type(editable, "7");
    await view.user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Banner Updated")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Shop Banners", level: 1 }, LOAD)).toBeInTheDocument();
    expect(bodies).toEqual([{ shop_banner: { banner_type: "middle_banner", link: banner.link, position: 7, image: banner.image } }]);
  });

  it("deletes after the confirmation and returns to the list", async () => {
    const [banner] = own();
    signInAs("vendor");
    const view = renderApp(`/vendor/view-shop-banner/${banner.id}`);
    await view.user.click(await screen.findByRole("button", { name: "Delete" }, LOAD));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete this banner?");
    await view.user.click(within(dialog).getByRole("button", { name: "Yes, delete" }));
    expect(await screen.findByText("Banner Deleted")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Shop Banners", level: 1 }, LOAD)).toBeInTheDocument();
    expect(db.state.shop_banners.some((entry) => entry.id === banner.id)).toBe(false);
  });
});
