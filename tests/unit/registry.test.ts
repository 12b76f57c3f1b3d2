import { describe, expect, it } from "vitest";
import { registry, refineResources } from "@/resources/registry";
import { apiResources, withDefaults } from "@/providers/data/api-table";
import { PAGE_SIZE } from "@/config/constants";
import { publicPages } from "@/app/public-pages";
import { defineResource } from "@/resources/define-resource";
import { paths } from "@/config/paths";

describe("the registry and the API table agree", () => {
  it("every screen that reads data has an API-table entry", () => {
    for (const definition of registry.filter((entry) => entry.data)) {
      expect(
        apiResources,
        `registry entry "${definition.name}" (data: true) has no API-table entry: add src/providers/data/api/<area>.ts to src/providers/data/api-table.ts`,
      ).toHaveProperty(definition.name);
    }
  });
  it("every API-table resource has a screen", () => {
    const screens = new Set(registry.filter((entry) => entry.data).map((entry) => entry.name));
    for (const name of Object.keys(apiResources)) {
      expect(screens.has(name), `API resource "${name}" has no registry entry with data: true (src/resources/registry.ts)`).toBe(true);
    }
  });
  it("declares every resource of the spec's data provider", () => {
    // The spec's resource names (architecture: "one custom data provider maps the resources"). A
    // resource added later is not the spec's: it needs no line here.
    const SPEC_RESOURCES = [
      "orders",
      "refunds",
      "disputes",
      "products",
      "services",
      "coupons",
      "banners",
      "shop_banners",
      "menu_items",
      "users",
    ];
    expect(SPEC_RESOURCES.filter((name) => !(name in apiResources))).toEqual([]);
  });
  it("declares no path twice and keeps every path inside /vendor", () => {
    const paths = [
      ...registry.flatMap((entry) => [...entry.routes.map((route) => route.path), ...(entry.aliases ?? []).map((alias) => alias.path)]),
      ...publicPages.map((page) => page.path),
    ];
    expect(new Set(paths).size).toBe(paths.length);
    for (const entry of registry) for (const route of entry.routes) expect(route.path.startsWith("/vendor/")).toBe(true);
  });
  it("takes every route's path from src/config/paths.ts", () => {
    // A path typed as a literal in an entry, and declared nowhere else, would pass the other checks
    // (route-literals only knows the paths declared there).
    const declared = new Set<string>(Object.values(paths));
    const undeclared = registry.flatMap((entry) =>
      [...entry.routes, ...(entry.aliases ?? [])]
        .filter((route) => !declared.has(route.path))
        .map((route) => `"${entry.name}": ${route.path} is not in src/config/paths.ts (declare it there, use paths.<name>)`),
    );
    expect(undeclared).toEqual([]);
  });
  it("gives Refine one resource per screen with the registry's paths", () => {
    const resources = refineResources();
    expect(resources.map((resource) => resource.name)).toEqual(registry.map((entry) => entry.name));
    expect(resources.find((resource) => resource.name === "dashboard")?.list).toBe("/vendor/");
  });
});

describe("an API-table entry's defaults", () => {
  it("reads an empty entry as GET vendor/<name>, answering data.<name>, with the app's page size", () => {
    expect(withDefaults("reviews", {})).toEqual({ base: "vendor", path: "reviews", listKey: "reviews", pageSize: PAGE_SIZE });
  });
  it("keeps what an entry says", () => {
    expect(withDefaults("users", { pageSize: 12, listKey: "customers" })).toMatchObject({
      path: "users",
      listKey: "customers",
      pageSize: 12,
    });
    expect(apiResources.disputes).toMatchObject({ base: "common", path: "disputes", listKey: "disputes", query: { role: "vendor" } });
  });
});

describe("a resource declaration's defaults", () => {
  const page = () => null;
  it("titles each route <name>.titles.<action> and labels the menu with the list's title", () => {
    const definition = defineResource({
      name: "reviews",
      menu: "sidebar",
      data: true,
      restrictedAccount: "hidden",
      routes: [
        { path: "/vendor/reviews", action: "list", page },
        { path: "/vendor/view-review/:id", action: "show", page },
      ],
    });
    expect(definition.labelKey).toBe("reviews.titles.list");
    expect(definition.routes.map((route) => route.titleKey)).toEqual(["reviews.titles.list", "reviews.titles.show"]);
  });
  it("keeps the keys an entry gives", () => {
    const definition = defineResource({
      name: "refunds",
      labelKey: "shell.menu.returns",
      menu: "sidebar",
      data: true,
      restrictedAccount: "hidden",
      routes: [{ path: "/vendor/returns", action: "list", page, titleKey: "returns.titles.list" }],
    });
    expect(definition.labelKey).toBe("shell.menu.returns");
    expect(definition.routes[0].titleKey).toBe("returns.titles.list");
  });
});

describe("the catalogues' screens (document 2 §2)", () => {
  const screen = (name: string) => {
    const definition = registry.find((entry) => entry.name === name)!;
    return {
      labelKey: definition.labelKey,
      menu: definition.menu,
      data: definition.data,
      restrictedAccount: definition.restrictedAccount,
      routes: definition.routes.map(({ path, action, titleKey }) => [action, path, titleKey]),
      aliases: definition.aliases,
    };
  };
  it("routes products to the list and one form, titled alike in every mode", () => {
    expect(screen("products")).toEqual({
      labelKey: "shell.menu.products",
      menu: "sidebar",
      data: true,
      restrictedAccount: "shown",
      routes: [
        ["list", "/vendor/product-catalog", "products.titles.list"],
        ["create", "/vendor/product/create", "products.titles.form"],
        ["show", "/vendor/product/:id/view", "products.titles.form"],
        ["edit", "/vendor/product/:id/edit", "products.titles.form"],
      ],
      aliases: [{ path: "/vendor/product/:id?/:state?", action: "show" }],
    });
  });
  it("routes services to the list and one form, titled by mode, with the create alias", () => {
    expect(screen("services")).toEqual({
      labelKey: "shell.menu.services",
      menu: "sidebar",
      data: true,
      restrictedAccount: "hidden",
      routes: [
        ["list", "/vendor/service-catalog", "services.titles.list"],
        ["create", "/vendor/service/create", "services.titles.create"],
        ["show", "/vendor/service/:id/view", "services.titles.view"],
        ["edit", "/vendor/service/:id/edit", "services.titles.edit"],
      ],
      aliases: [
        { path: "/vendor/service/:id/create", action: "create" },
        { path: "/vendor/service/:id?/:state?", action: "show" },
      ],
    });
  });
  it("serves a catalogue's create, show and edit from one form page", () => {
    for (const name of ["products", "services"]) {
      const [list, ...form] = registry.find((entry) => entry.name === name)!.routes;
      expect(new Set(form.map((route) => route.page)).size).toBe(1);
      expect(form[0].page).not.toBe(list.page);
    }
  });
});
