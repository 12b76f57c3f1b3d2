import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export type PageAction = "list" | "show" | "create" | "edit";

export type ScreenRoute = {
  /** The spec's path, verbatim (`/vendor/order-detail/:id`). */
  path: string;
  action: PageAction;
  page: LazyExoticComponent<ComponentType>;
  /** i18n key of the document title. */
  titleKey: string;
};

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
  routes: ScreenRoute[];
  /** Other spellings of a route that lead to the same page (`/vendor/order/:id`). */
  aliases?: { path: string; action: PageAction }[];
};

export function defineResource(definition: ScreenDefinition): ScreenDefinition {
  return definition;
}

/** A lazily loaded page from a module's named export: every screen is its own chunk. */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[exportName] as ComponentType }));
}

export function routeFor(definition: ScreenDefinition, action: PageAction): ScreenRoute | undefined {
  return definition.routes.find((route) => route.action === action);
}
