import { mixed, object, string } from "yup";
import { BANNER_TYPES, SHOP_BANNER_TYPES } from "@/domain/banners";
import { hasUnsafeScheme } from "@/domain/urls";

/** An image field: a picked file or the URL of a stored one. */
export const imageRequired = () =>
  mixed<File | string>()
    .nullable()
    .test("image-required", "validation.required", (value) => value instanceof File || (typeof value === "string" && value.trim() !== ""));

/** A banner's type: required, one of `types` (anything else reads as not chosen). */
const bannerType = (types: readonly string[]) =>
  string()
    .required("validation.required")
    .oneOf([...types], "validation.required");

/** The link a banner opens: required, and never a script (`message` when it is one). */
const safeLink = (message: string) =>
  string()
    .trim()
    .required("validation.required")
    .test("safe-link", message, (value) => !hasUnsafeScheme(value));

/**
 * Banner rules (document 2 §5 "Banner"): banner_type, redirects_to_link and image required; the
 * link a web address, never a script. The mobile image is optional (the storefront shows the
 * website image on phones without one).
 */
export const bannerSchema = object({
  banner_type: bannerType(BANNER_TYPES),
  redirects_to_link: safeLink("banners.validation.url").url("banners.validation.url"),
  image: imageRequired(),
  image_mobile: mixed<File | string>().nullable(),
});

/** Shop banner rules (document 2 §5 "Shop banner"): type (only middle_banner), link, position and image, all required. */
export const shopBannerSchema = object({
  banner_type: bannerType(SHOP_BANNER_TYPES),
  link: safeLink("shopBanners.validation.unsafeLink"),
  position: string()
    .trim()
    .required("validation.required")
    .test("whole", "shopBanners.validation.position", (value) => !value || (Number.isInteger(Number(value)) && Number(value) >= 0)),
  image: imageRequired(),
});
