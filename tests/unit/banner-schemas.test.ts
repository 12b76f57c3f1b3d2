import { describe, expect, it } from "vitest";
import { ValidationError, type AnyObjectSchema } from "yup";
import { bannerSchema } from "@/components/banners/banner.schema";
import { shopBannerSchema } from "@/components/banners/banner.schema";
import { menuItemSchema } from "@/resources/menu-items/menu-item.schema";
import { toBannerPayload, toShopBannerPayload } from "@/domain/banners";

function errorsOf(schema: AnyObjectSchema, values: Record<string, unknown>): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.reverse().map((inner) => [inner.path, inner.message]));
  }
}

const banner = {
  banner_type: "store_primary",
  redirects_to_link: "https://shop.example/sale",
  image: "https://cdn.example/a.png",
  image_mobile: "https://cdn.example/b.png",
};

describe("banner schema", () => {
  it("requires banner_type, redirects_to_link and image (document 2 §5), not the mobile image", () => {
    expect(errorsOf(bannerSchema, { banner_type: "", redirects_to_link: "", image: null, image_mobile: null })).toEqual({
      banner_type: "validation.required",
      redirects_to_link: "validation.required",
      image: "validation.required",
    });
    expect(errorsOf(bannerSchema, banner)).toEqual({});
    expect(errorsOf(bannerSchema, { ...banner, image_mobile: null })).toEqual({});
  });
  it("wants a web address and refuses script and data links", () => {
    for (const link of ["sale", "javascript:alert(1)", "data:text/html,x", "JAVASCRIPT:alert(1)"]) {
      expect(errorsOf(bannerSchema, { ...banner, redirects_to_link: link }), link).toEqual({ redirects_to_link: "banners.validation.url" });
    }
  });
  it("accepts a newly picked file as an image", () => {
    expect(errorsOf(bannerSchema, { ...banner, image: new File(["x"], "a.png") })).toEqual({});
  });
  it("maps to the {banner} payload, no mobile image as null", () => {
    expect(toBannerPayload({ ...banner, redirects_to_link: " https://shop.example/sale " })).toEqual(banner);
    expect(toBannerPayload({ ...banner, image_mobile: "" })).toEqual({ ...banner, image_mobile: null });
  });
});

describe("shop banner schema", () => {
  const shop = { banner_type: "middle_banner", link: "https://shop.example", position: "2", image: "https://cdn.example/c.png" };
  it("requires type (only middle_banner), link, position and image", () => {
    expect(errorsOf(shopBannerSchema, shop)).toEqual({});
    expect(errorsOf(shopBannerSchema, { banner_type: "store_primary", link: " ", position: "", image: null })).toEqual({
      banner_type: "validation.required",
      link: "validation.required",
      position: "validation.required",
      image: "validation.required",
    });
    expect(errorsOf(shopBannerSchema, { ...shop, position: "1.5" })).toEqual({ position: "shopBanners.validation.position" });
    expect(errorsOf(shopBannerSchema, { ...shop, link: "vbscript:x" })).toEqual({ link: "shopBanners.validation.unsafeLink" });
  });
  it("maps to the {shop_banner} payload with a numeric position", () => {
    expect(toShopBannerPayload(shop)).toEqual({
      banner_type: "middle_banner",
      link: "https://shop.example",
      position: 2,
      image: "https://cdn.example/c.png",
    });
  });
});

describe("menu item schema", () => {
  const item = { name_en: "Tools", name_ar: "", position: "", parent_id: 0, link: "tools" };
  it("has the spec's texts", () => {
    expect(errorsOf(menuItemSchema, item)).toEqual({});
    expect(errorsOf(menuItemSchema, { ...item, name_en: " ", link: "" })).toEqual({
      name_en: "menu.validation.nameRequired",
      link: "menu.validation.linkRequired",
    });
    expect(errorsOf(menuItemSchema, { ...item, link: "/tools" })).toEqual({ link: "menu.validation.linkSlash" });
    expect(errorsOf(menuItemSchema, { ...item, position: "-1" })).toEqual({ position: "menu.validation.position" });
  });
});
