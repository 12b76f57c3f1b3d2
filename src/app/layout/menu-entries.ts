import { registry } from "@/resources/registry";
import { routeFor, type ScreenDefinition } from "@/resources/define-resource";
import type { Access } from "@/providers/access/access-control-provider";

export type MenuEntry = { name: string; labelKey: string; path: string; icon?: ScreenDefinition["icon"] };

/** Entries of one menu that the signed-in account may see, in registry order. */
export function menuEntries(menu: "sidebar" | "top", currentAccess: Access["current"]): MenuEntry[] {
  return registry.flatMap((definition) => {
    const list = routeFor(definition, "list");
    if (definition.menu !== menu || !list || !currentAccess(definition.name, "list").can) return [];
    return [{ name: definition.name, labelKey: definition.labelKey, path: list.path, icon: definition.icon }];
  });
}
