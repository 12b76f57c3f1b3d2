import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { objectUrl } from "@/lib/object-storage";
import { makeObject, makeProduct, makeService } from "../support/records";
import { renderApp, signInAs } from "../support/render-app";
import { demoKey, storedKey } from "../support/storage-keys";
import { recordRequests, type SentRequest } from "../support/sent-requests";
import { findCatalogueForm } from "../support/catalogue-form";
import { fieldLabel } from "../support/patterns";

/**
 * A duplicate owns its images: its first save copies in the bucket every image it kept from the
 * source (CopyObject), sends the copies' URLs and deletes nothing, so a later edit of the source
 * that removes an image never takes the duplicate's.
 */
afterEach(() => server.events.removeAllListeners());

type Variant = { featured_image: string; featured_image_resized: { medium: string; small: string }; images: string[] };
type Body = { product: { variants_attributes: Variant[] } };

const SLOW = { timeout: 30_000 };
const section = (name: string) => screen.getByRole("region", { name });
const copies = (sent: SentRequest[]) => sent.filter((request) => request.method === "PUT" && request.headers.has("x-amz-copy-source"));
const deletes = (sent: SentRequest[]) => sent.filter((request) => request.method === "DELETE" && request.path.startsWith("/s3/"));
const keyOfUrl = (url: string) => decodeURIComponent(new URL(url).pathname).replace("/s3/demo-bucket/", "");

/** A one-variant product of the vendor's store whose variant holds five images of the demo identity. */
function productWithImages() {
  // The featured image, its 250 and 100 px versions, two gallery images.
  const suffixes = ["", "_250x250", "_100x100", "", ""];
  const keys = suffixes.map((suffix, index) => demoKey("media/images", `00000000-0000-4000-8000-00000000000${index}${suffix}.png`));
  keys.forEach((key, index) => makeObject(key, { base64: btoa(`img${index}`) }));
  const [featured, medium, small, ...gallery] = keys.map((key) => objectUrl(key));
  const product = makeProduct({ variants: [{ featured_image: featured, featured_image_resized: { medium, small }, images: gallery }] });
  return { product, keys };
}

async function openDuplicate(productId: number) {
  signInAs("vendor");
  const view = renderApp(`/vendor/product/create?duplicate=${productId}`);
  expect(await screen.findByText("Create Product", {}, SLOW)).toBeInTheDocument();
  await findCatalogueForm("Product", SLOW.timeout);
  const sku = await within(section("Variants")).findByRole("textbox", { name: fieldLabel("SKU") }, SLOW);
  await view.user.type(sku, `COPY-${productId}`);
  return view;
}

describe("duplicate: the duplicate owns its images", () => {
  it("copies each kept image on save, sends the copies, deletes nothing; editing the original never deletes a copy", async () => {
    const { product, keys } = productWithImages();
    const [featured, medium, small, first, second] = keys;
    const view = await openDuplicate(product.id);
    // Removed from the duplicate: neither copied nor deleted (it is the original's).
    await view.user.click(within(section("Variants")).getByRole("button", { name: "Remove image 1" }));
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Product created successfully", {}, SLOW)).toBeInTheDocument();
    const sent = await requests.settled();

    const sources = copies(sent).map((request) => decodeURIComponent(request.headers.get("x-amz-copy-source")!));
    expect(sources.sort()).toEqual([featured, medium, small, second].map((key) => `demo-bucket/${key}`).sort());
    expect(deletes(sent)).toEqual([]);
    const [save] = sent.filter((request) => request.method === "POST" && request.path.endsWith("/vendor/products"));
    const variant = (save.body as Body).product.variants_attributes[0];
    const held = [variant.featured_image, variant.featured_image_resized.medium, variant.featured_image_resized.small, ...variant.images];
    expect(held).toHaveLength(4);
    const copyKeys = held.map(keyOfUrl);
    copyKeys.forEach((key) => expect(key).toMatch(storedKey("media/images", "png")));
    expect(new Set([...copyKeys, ...keys]).size).toBe(copyKeys.length + keys.length);
    // Each copy holds its source's bytes; every original is still there.
    expect(copyKeys.map((key) => db.state.objects[key]?.base64)).toEqual(
      [featured, medium, small, second].map((key) => db.state.objects[key].base64),
    );
    keys.forEach((key) => expect(db.state.objects[key]).toBeDefined());
    expect(db.state.objects[first]).toBeDefined();
    view.unmount();

    // The original's edit removes the image the duplicate kept: the original's file goes, the copy stays.
    const edit = renderApp(`/vendor/product/${product.id}/edit`);
    await findCatalogueForm("Product", SLOW.timeout);
    await edit.user.click(await within(section("Variants")).findByRole("button", { name: "Remove image 2" }, SLOW));
    await edit.user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Product updated successfully", {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(db.state.objects[second]).toBeUndefined());
    copyKeys.forEach((key) => expect(db.state.objects[key]).toBeDefined());
  }, 120_000);

  it("a service's duplicate copies its kept images too, and deletes nothing", async () => {
    const keys = [1, 2, 3].map((index) => demoKey("media/images", `00000000-0000-4000-8000-0000000000c${index}.png`));
    keys.forEach((key, index) => makeObject(key, { base64: btoa(`svc${index}`) }));
    const [featured, ...gallery] = keys.map((key) => objectUrl(key));
    const service = makeService({ featured_image: featured, featured_image_resized: null, images: gallery });
    signInAs("vendor");
    const view = renderApp(`/vendor/service/create?duplicate=${service.id}`);
    await findCatalogueForm("Create Service", SLOW.timeout);
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Create Service" }));
    expect(await screen.findByText("Service created successfully", {}, SLOW)).toBeInTheDocument();
    const sent = await requests.settled();
    const [save] = sent.filter((request) => request.method === "POST" && request.path.endsWith("/vendor/services"));
    const body = (save.body as { service: { featured_image: string; images: string[] } }).service;
    const copyKeys = [body.featured_image, ...body.images].map(keyOfUrl);
    expect(
      copies(sent)
        .map((request) => decodeURIComponent(request.headers.get("x-amz-copy-source")!))
        .sort(),
    ).toEqual(keys.map((key) => `demo-bucket/${key}`).sort());
    expect(copyKeys.map((key) => db.state.objects[key]?.base64)).toEqual(keys.map((key) => db.state.objects[key].base64));
    expect(copyKeys.filter((key) => keys.includes(key))).toEqual([]);
    expect(deletes(sent)).toEqual([]);
  }, 120_000);

  it("a failed copy fails the save with the upload error, keeps the form and leaves no copy behind", async () => {
    const { product, keys } = productWithImages();
    const view = await openDuplicate(product.id);
    server.use(
      http.put("*/s3/:bucket/*", ({ request }) =>
        decodeURIComponent(request.headers.get("x-amz-copy-source") ?? "").endsWith(keys[4])
          ? new HttpResponse("<Error><Code>InternalError</Code></Error>", { status: 500 })
          : undefined,
      ),
    );
    const before = Object.keys(db.state.objects).length;
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("File upload error", {}, SLOW)).toBeInTheDocument();
    const sent = await requests.settled();
    expect(sent.filter((request) => request.method === "POST" && request.path.endsWith("/vendor/products"))).toEqual([]);
    await waitFor(() => expect(Object.keys(db.state.objects)).toHaveLength(before));
    keys.forEach((key) => expect(db.state.objects[key]).toBeDefined());
    expect(within(section("Variants")).getByRole("textbox", { name: fieldLabel("SKU") })).toHaveValue(`COPY-${product.id}`);
  }, 120_000);
});
