import { Suspense } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyPage } from "@/components/lazy-page";

/**
 * Issue 20: the screen a visit starts on is loaded before the first render (src/app/screens.ts),
 * so that it renders at once (no loader first) and the prerendered login hydrates in one pass.
 */
describe("a lazily loaded page", () => {
  it("renders at once, without its Suspense fallback, once preloaded; its code is fetched once", async () => {
    const load = vi.fn(async () => ({ ReportPage: () => <h1>Reports</h1> }));
    const Page = lazyPage(load, "ReportPage");
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously: no fallback was shown first.
    expect(screen.getByRole("heading", { name: "Reports" })).toBeInTheDocument();
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("still shows its fallback first when not preloaded", async () => {
    const Page = lazyPage(async () => ({ ReportPage: () => <h1>Reports</h1> }), "ReportPage");
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText("Loading")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Reports" })).toBeInTheDocument();
  });
});
