import { registry } from "@/resources/registry";
import type { Access } from "@/providers/access/access-control-provider";
import type { PaletteScreenEntry } from "@/components/command-palette/use-palette-options";

/**
 * The screens the palette offers (issue 33), from the registry as the menus are: every route of a
 * screen that needs no record (a list, the profile's pages), that the signed-in account may open
 * (the access rules: the restricted account, the store's flags). A form for a new record is left
 * out: its list is one step away, and its title names no action ("Product").
 */
export function paletteScreens(currentAccess: Access["current"]): PaletteScreenEntry[] {
  const seen = new Set<string>();
  return registry.flatMap((definition) =>
    definition.routes.flatMap((route) => {
      if (route.path.includes(":") || route.action === "create" || seen.has(route.path)) return [];
      if (!currentAccess(definition.name, route.action).can) return [];
      seen.add(route.path);
      return [{ path: route.path, labelKey: route.titleKey, sectionKey: definition.labelKey }];
    }),
  );
}

/** The title naming one record of each screen that shows records (its show route's, else its edit route's), for recent records. */
export function recordTitles(): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const definition of registry) {
    const route =
      definition.routes.find((candidate) => candidate.action === "show" && candidate.path.includes(":id")) ??
      definition.routes.find((candidate) => candidate.action === "edit" && candidate.path.includes(":id"));
    if (route) titles[definition.name] = route.titleKey;
  }
  return titles;
}
