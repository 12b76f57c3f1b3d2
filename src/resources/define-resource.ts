import type { ComponentType } from "react";
import { paths } from "@/config/paths";

export type PageAction = "list" | "show" | "create" | "edit";

export type ScreenRoute = {
  /** The spec's path, verbatim (`/vendor/order-detail/:id`), from src/config/paths.ts. */
  path: string;
  action: PageAction;
  page: ComponentType;
  /** i18n key of the document title. */
  titleKey: string;
};

/** Whether the designated restricted account (document 1 §6) sees a screen: each screen decides. */
export type RestrictedAccountRule = "hidden" | "shown";

/** A screen as the app reads it: every default filled in (`defineResource`). */
export type ScreenDefinition = {
  /** Refine resource name; for `data: true` also the key of the API table. */
  name: string;
  /** i18n key of the menu label. */
  labelKey: string;
  icon?: ComponentType;
  /** Where the screen is linked from: the sidebar, the top tab bar, or nowhere. */
  menu: "sidebar" | "top" | false;
  /** True when the screen reads a Refine resource through the data provider. */
  data: boolean;
  /** Whether the restricted account sees it (src/domain/access.ts decides with the registry's answers). */
  restrictedAccount: RestrictedAccountRule;
  routes: ScreenRoute[];
  /** Other spellings of a route that lead to the same page (`/vendor/order/:id`). */
  aliases?: { path: string; action: PageAction }[];
};

/**
 * What a resource folder's index.ts declares. Texts default to keys in the resource's own locale
 * file (`locales/<lang>/<name>.json`): a route's title to `<name>.titles.<action>`, the menu label
 * to the list route's title.
 */
export type ResourceDeclaration = Omit<ScreenDefinition, "labelKey" | "routes"> & {
  labelKey?: string;
  routes: (Omit<ScreenRoute, "titleKey"> & { titleKey?: string })[];
};

export function defineResource({ labelKey, routes, ...declaration }: ResourceDeclaration): ScreenDefinition {
  const titled = routes.map((route) => ({ ...route, titleKey: route.titleKey ?? `${declaration.name}.titles.${route.action}` }));
  const listTitle = titled.find((route) => route.action === "list")?.titleKey ?? `${declaration.name}.titles.list`;
  return { ...declaration, labelKey: labelKey ?? listTitle, routes: titled };
}

export function routeFor(definition: ScreenDefinition, action: PageAction): ScreenRoute | undefined {
  return definition.routes.find((route) => route.action === action);
}

/** A catalogue's noun: its routes are `paths.<noun>Catalog`, `<noun>Create`, `<noun>View`, `<noun>Edit` and `<noun>Any`. */
type CatalogueNoun = "product" | "service";

type CatalogueDeclaration = {
  noun: CatalogueNoun;
  icon: ComponentType;
  restrictedAccount: RestrictedAccountRule;
  listPage: ComponentType;
  /** One page for create, show and edit: it decides its mode from the route. */
  formPage: ComponentType;
  /** One title for the form in every mode; by default `<name>.titles.<create|view|edit>`. */
  formTitleKey?: string;
  /** Spellings of a form route other than the spec's `<noun>Any`, which every catalogue has. */
  aliases?: { path: string; action: PageAction }[];
};

/** The form's routes: Refine's action, the route's name after the noun, and the form's mode (its title). */
const FORM_ROUTES = [
  { action: "create", route: "Create", mode: "create" },
  { action: "show", route: "View", mode: "view" },
  { action: "edit", route: "Edit", mode: "edit" },
] as const;

/**
 * A catalogue of document 2 §2 (products, services): the list in the sidebar and the form. The
 * spec's form route is `/vendor/<noun>/:id?/:state?`; Refine gets concrete create, show and edit
 * paths, and the `<noun>Any` alias takes every other spelling (`/vendor/<noun>/12`).
 */
export function defineCatalogueResource({
  noun,
  listPage,
  formPage,
  formTitleKey,
  aliases = [],
  ...screen
}: CatalogueDeclaration): ScreenDefinition {
  const name = `${noun}s` as const;
  const formRoutes = FORM_ROUTES.map(({ action, route, mode }) => ({
    path: paths[`${noun}${route}`],
    action,
    page: formPage,
    titleKey: formTitleKey ?? `${name}.titles.${mode}`,
  }));
  return defineResource({
    ...screen,
    name,
    labelKey: `shell.menu.${name}`,
    menu: "sidebar",
    data: true,
    routes: [{ path: paths[`${noun}Catalog`], action: "list", page: listPage }, ...formRoutes],
    aliases: [...aliases, { path: paths[`${noun}Any`], action: "show" }],
  });
}
