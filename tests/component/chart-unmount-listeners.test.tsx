import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "@testing-library/react";
import OrdersStatusChart from "@/resources/dashboard/orders-status-chart";

// The spies wrap document and window, which the worker's other test files share.
afterEach(() => vi.restoreAllMocks());

/**
 * Issue 30: each dashboard visit left the chart's gesture manager listening on `document` and
 * `window` (@mui/x-charts 8 never destroys it; vite.config.ts's destroyChartGestures patches the
 * library). Whatever the chart adds there while mounted, it takes away when it unmounts.
 */
describe("the orders chart", () => {
  it("leaves no listener on document or window once unmounted", () => {
    const rows = [
      { status: "pending", label: "Pending", count: 3 },
      { status: "delivered", label: "Delivered", count: 5 },
    ];
    const chart = () => <OrdersStatusChart rows={rows} height={240} locale="en" label="Orders by status" />;
    // React adds its own document listeners once, on its first render: not the chart's doing.
    render(chart()).unmount();
    const live = new Map<string, number>();
    const key = (target: string, type: string) => `${target} ${type}`;
    for (const [name, target] of [
      ["document", document],
      ["window", window],
    ] as const) {
      const add = target.addEventListener.bind(target);
      const remove = target.removeEventListener.bind(target);
      vi.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
        live.set(key(name, type), (live.get(key(name, type)) ?? 0) + 1);
        add(type, listener, options);
      });
      vi.spyOn(target, "removeEventListener").mockImplementation((type, listener, options) => {
        live.set(key(name, type), (live.get(key(name, type)) ?? 0) - 1);
        remove(type, listener, options);
      });
    }
    for (let mount = 0; mount < 3; mount += 1) {
      const { unmount } = render(chart());
      // Mounted, the chart listens for pointers on the document (its gestures)...
      expect(live.get("document pointermove")).toBe(1);
      unmount();
      // ...and no longer once it is gone.
      expect([...live].filter(([, count]) => count > 0)).toEqual([]);
    }
  });
});
