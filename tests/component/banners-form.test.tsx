import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { renderApp, signInAs } from "../support/render-app";
import { makeObject } from "../support/records";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { pngBytes } from "../support/fake-canvas";
import { demoKey, demoUrl, storedKey as storedKeyPattern } from "../support/storage-keys";

const LOAD = { timeout: 30_000 };
const STORED = storedKeyPattern("media/images", "png", "^http://localhost(:\\d+)?/s3/demo-bucket/");

const png = (name: string) => new File([pngBytes(1200, 400)], name, { type: "image/png" });
const helperOf = (field: HTMLElement) =>
  (field.closest(".MuiFormControl-root, .MuiStack-root") as HTMLElement).querySelector(".MuiFormHelperText-root")?.textContent ?? "";
const storedKey = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\/s3\/demo-bucket\//, ""));

function banner(storeId = 1) {
  return db.state.banners.filter((entry) => entry.store_id === storeId).sort((a, b) => b.id - a.id)[0];
}

describe("Create New Banner (/vendor/create-banner)", { timeout: 60_000 }, () => {
  it("requires the type, the link and the website image, wants a real web address, uploads both images and sends {banner}", async () => {
    const bodies = recordRequests({ only: requestsTo(/\/vendor\/banners$/, "POST") }).bodies;
    signInAs("vendor");
    const view = renderApp("/vendor/create-banner");
    expect(await screen.findByRole("heading", { name: "Banner", level: 1 }, LOAD)).toBeInTheDocument();
    expect(document.title).toBe("Banner");
    const link = await screen.findByLabelText(/^Redirects to link/, undefined, LOAD);
    await view.user.click(screen.getByRole("button", { name: "Save" }));
    // Document 2 §5: banner_type, redirects_to_link and image; the mobile image is not required.
    expect(await screen.findAllByText("Required")).toHaveLength(3);

    for (const unsafe of ["not a url", "javascript:alert(1)", " JaVa\tScript:alert(1)//https://x.example"]) {
      await view.user.clear(link);
      await view.user.type(link, unsafe);
      await view.user.click(screen.getByRole("button", { name: "Save" }));
      await waitFor(() => expect(helperOf(link)).toBe("must be a url"));
    }
    expect(bodies).toEqual([]);

    await view.user.click(screen.getByRole("combobox", { name: /Banner type/ }));
    await view.user.click(await screen.findByRole("option", { name: "Store Secondary" }));
    await view.user.clear(link);
    await view.user.type(link, "https://marketplace.example/sale");
    await view.user.upload(screen.getByLabelText("Image (website)"), png("wide.png"));
    await view.user.upload(screen.getByLabelText("Image (mobile)"), png("narrow.png"));
    expect(await screen.findByText("wide.png")).toBeInTheDocument();
    await view.user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Banner Created")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Banners", level: 1 }, LOAD)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    const sent = (bodies[0] as { banner: Record<string, string> }).banner;
    expect(Object.keys(sent).sort()).toEqual(["banner_type", "image", "image_mobile", "redirects_to_link"]);
    expect(sent).toMatchObject({ banner_type: "store_secondary", redirects_to_link: "https://marketplace.example/sale" });
    expect(sent.image).toMatch(STORED);
    expect(sent.image_mobile).toMatch(STORED);
    expect(sent.image).not.toBe(sent.image_mobile);
    expect(db.state.objects[storedKey(sent.image)]).toMatchObject({ contentType: "image/png" });
    expect(db.state.objects[storedKey(sent.image_mobile)]).toBeDefined();
  });

  it("saves a banner without a mobile image (sent as null)", async () => {
    const bodies = recordRequests({ only: requestsTo(/\/vendor\/banners$/, "POST") }).bodies;
    signInAs("vendor");
    const view = renderApp("/vendor/create-banner");
    const link = await screen.findByLabelText(/^Redirects to link/, undefined, LOAD);
    await view.user.click(screen.getByRole("combobox", { name: /Banner type/ }));
    await view.user.click(await screen.findByRole("option", { name: "Store Primary" }));
    await view.user.type(link, "https://marketplace.example/new");
    await view.user.upload(screen.getByLabelText("Image (website)"), png("wide.png"));
    expect(await screen.findByText("wide.png")).toBeInTheDocument();
    await view.user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Banner Created")).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    const sent = (bodies[0] as { banner: Record<string, string | null> }).banner;
    expect(sent.image).toMatch(STORED);
    expect(sent.image_mobile).toBeNull();
    expect(banner()).toMatchObject({ redirects_to_link: "https://marketplace.example/new", image_mobile: null });
  });

  it("deletes the uploaded images again when the server refuses the banner", async () => {
    server.use(
      http.post("*/api/v1/vendor/banners", () =>
        HttpResponse.json({ success: false, data: null, message: "Banner limit reached", errors: null, status: 422 }, { status: 422 }),
      ),
    );
    const before = Object.keys(db.state.objects).length;
    signInAs("vendor");
    const view = renderApp("/vendor/create-banner");
    const link = await screen.findByLabelText(/^Redirects to link/, undefined, LOAD);
    await view.user.click(screen.getByRole("combobox", { name: /Banner type/ }));
    await view.user.click(await screen.findByRole("option", { name: "Store Primary" }));
    await view.user.type(link, "https://marketplace.example/x");
    await view.user.upload(screen.getByLabelText("Image (website)"), png("a.png"));
    await view.user.upload(screen.getByLabelText("Image (mobile)"), png("b.png"));
    await view.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Banner limit reached")).toBeInTheDocument();
    await waitFor(() => expect(Object.keys(db.state.objects).length).toBe(before));
    expect(screen.getByRole("heading", { name: "Banner", level: 1 })).toBeInTheDocument();
  });
});

describe("view, update and delete a banner", { timeout: 60_000 }, () => {
  it("shows the banner read-only with Edit and Delete; Edit opens the update form, whose Cancel returns to the view", async () => {
    const current = banner();
    signInAs("vendor");
    const view = renderApp(`/vendor/view-banner/${current.id}`);
    const link = await screen.findByLabelText(/^Redirects to link/, undefined, LOAD);
    await waitFor(() => expect(link).toHaveValue(current.redirects_to_link));
    expect(link).toBeDisabled();
    expect(screen.getByLabelText("Image (website)")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole("button", { name: "Edit" }));
    // The update route renders its own form: the field is looked up afresh, not the view's.
    await waitFor(() => expect(screen.getByLabelText(/^Redirects to link/)).toBeEnabled());
    expect(screen.getByRole("button", { name: "Update" })).toBeInTheDocument();
    await view.user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Redirects to link/)).toBeDisabled();
  });

  it("updates a banner with PUT {banner}, deleting the replaced image of our bucket", async () => {
    const current = banner();
    const oldKey = demoKey("media/images", "00000000-0000-4000-8000-000000000077.png");
    current.image = demoUrl(oldKey);
    makeObject(oldKey);
    const bodies = recordRequests({ only: requestsTo(/\/vendor\/banners\/\d+$/, "PUT") }).bodies;
    signInAs("vendor");
    const view = renderApp(`/vendor/update-banner/${current.id}`);
    const link = await screen.findByLabelText(/^Redirects to link/, undefined, LOAD);
    await waitFor(() => expect(link).toHaveValue(current.redirects_to_link));
    await view.user.clear(link);
    await view.user.type(link, "https://marketplace.example/new");
    await view.user.upload(screen.getByLabelText("Image (website)"), png("new.png"));
    await view.user.click(screen.getByRole("button", { name: "Update" }));

    expect(await screen.findByText("Banner Updated")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Banners", level: 1 }, LOAD)).toBeInTheDocument();
    const sent = (bodies[0] as { banner: Record<string, string> }).banner;
    expect(sent).toMatchObject({
      banner_type: current.banner_type,
      redirects_to_link: "https://marketplace.example/new",
      image_mobile: current.image_mobile,
    });
    expect(sent.image).toMatch(STORED);
    await waitFor(() => expect(db.state.objects[oldKey]).toBeUndefined());
  });

  it("asks before deleting, and deletes with the spec's toast", async () => {
    const current = banner();
    signInAs("vendor");
    const view = renderApp(`/vendor/view-banner/${current.id}`);
    await view.user.click(await screen.findByRole("button", { name: "Delete" }, LOAD));
    let dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete this banner?");
    await view.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(db.state.banners.some((entry) => entry.id === current.id)).toBe(true);

    await view.user.click(screen.getByRole("button", { name: "Delete" }));
    dialog = await screen.findByRole("dialog");
    await view.user.click(within(dialog).getByRole("button", { name: "Yes, delete" }));
    expect(await screen.findByText("Banner Deleted")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Banners", level: 1 }, LOAD)).toBeInTheDocument();
    expect(db.state.banners.some((entry) => entry.id === current.id)).toBe(false);
  });

  it("sends an unknown banner to the not-found page", async () => {
    signInAs("vendor");
    renderApp("/vendor/view-banner/987654");
    expect(await screen.findByRole("heading", { name: /not found/i }, LOAD)).toBeInTheDocument();
  });
});
