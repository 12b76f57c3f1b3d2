import { mixed, object, string } from "yup";
import { SHOP_BANNER_TYPES } from "@/domain/banners";
import { hasUnsafeScheme } from "@/domain/urls";

/** Shop banner rules (document 2 §5 "Shop banner"): type (only middle_banner), link, position and image, all required. */
export const shopBannerSchema = object({
  banner_type: string().required("validation.required").oneOf([...SHOP_BANNER_TYPES], "validation.required"),
  link: string()
    .trim()
    .required("validation.required")
    .test("safe-link", "shopBanners.validation.unsafeLink", (value) => !hasUnsafeScheme(value)),
  position: string()
    .trim()
    .required("validation.required")
    .test("whole", "shopBanners.validation.position", (value) => !value || (Number.isInteger(Number(value)) && Number(value) >= 0)),
  image: mixed<File | string>()
    .nullable()
    .test("image-required", "validation.required", (value) => value instanceof File || (typeof value === "string" && value.trim() !== "")),
});
