import { ResourceContext } from "@refinedev/core";
import refineRouterProvider from "@refinedev/react-router";
import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { matchRoute, routerProvider } from "@/app/router-provider";
import { refineResources } from "@/resources/registry";

const resources = refineResources();

/** What each `parse` hook answers at an address, side by side. */
function parsedAt(address: string, routePattern?: string) {
  const seen: { ours?: unknown; library?: unknown } = {};
  function Probe() {
    seen.ours = routerProvider.parse!()();
    seen.library = refineRouterProvider.parse!()();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[address]}>
      <ResourceContext.Provider value={{ resources }}>
        {routePattern ? (
          <Routes>
            <Route path={routePattern} element={<Probe />} />
          </Routes>
        ) : (
          <Probe />
        )}
      </ResourceContext.Provider>
    </MemoryRouter>,
  );
  return seen;
}

/** Issue 20: the router's `parse` shares one match per address, and answers as @refinedev/react-router's own. */
describe("the router provider's parse", () => {
  it.each([
    ["/vendor/"],
    ["/vendor/orders"],
    ["/vendor/order-detail/57"],
    ["/vendor/product/12/edit"],
    ["/vendor/product-catalog?currentPage=3&pageSize=25&status=inactive"],
    ["/?to=%2Fvendor%2Forders"],
    ["/somewhere/else"],
  ])("answers %s as the library does", (address) => {
    const { ours, library } = parsedAt(address);
    expect(ours).toEqual(library);
  });

  it("names the resource, the action and the record of a screen's address", () => {
    expect(parsedAt("/vendor/order-detail/57").ours).toMatchObject({ resource: { name: "orders" }, action: "show", id: "57" });
    expect(parsedAt("/vendor/product/12/edit").ours).toMatchObject({ resource: { name: "products" }, action: "edit", id: "12" });
    expect(parsedAt("/vendor/product-catalog?currentPage=3").ours).toMatchObject({ action: "list", params: { currentPage: 3 } });
    expect(parsedAt("/?to=%2Fvendor%2Forders").ours).toMatchObject({ params: { to: "/vendor/orders" } });
  });

  it("takes the route's own parameters when it renders inside a route", () => {
    const { ours, library } = parsedAt("/vendor/product/12/edit", "/vendor/product/:id/:state");
    expect(ours).toEqual(library);
    expect(ours).toMatchObject({ id: "12", params: { id: "12", state: "edit" } });
  });

  it("matches an address once per resource table", () => {
    const first = matchRoute("/vendor/order-detail/57", resources);
    expect(matchRoute("/vendor/order-detail/57", resources)).toBe(first);
    expect(first.resource?.name).toBe("orders");
    expect(matchRoute("/vendor/order-detail/57", [...resources])).not.toBe(first);
  });
});
