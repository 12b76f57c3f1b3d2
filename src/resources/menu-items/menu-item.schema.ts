import { number, object, string } from "yup";
import { menuLinkError, type MenuItemFormValues } from "@/domain/menu-items";

/** Menu item rules (document 2 §5 "Menu item"); messages are i18n keys of the spec's texts. */
export const menuItemSchema = object({
  name_en: string().trim().required("menu.validation.nameRequired"),
  name_ar: string(),
  position: string().test("position", "menu.validation.position", (value) => {
    const text = (value ?? "").trim();
    return text === "" || (Number.isInteger(Number(text)) && Number(text) >= 0);
  }),
  parent_id: number().required(),
  link: string()
    .test("link-required", "menu.validation.linkRequired", (value) => menuLinkError(value) !== "required")
    .test("link-slash", "menu.validation.linkSlash", (value) => menuLinkError(value) !== "leadingSlash")
    .test("link-unsafe", "menu.validation.linkUnsafe", (value) => menuLinkError(value) !== "unsafe"),
});

export type MenuItemSchemaValues = MenuItemFormValues;
