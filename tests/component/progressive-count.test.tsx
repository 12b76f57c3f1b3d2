import { describe, expect, it } from "vitest";
import { renderHook, waitFor } from "@testing-library/react";
import { useProgressiveCount } from "@/hooks/use-progressive-count";

describe("useProgressiveCount", () => {
  it("renders the first rows at once and the rest in later renders, a step at a time", async () => {
    const counts: number[] = [];
    const { result } = renderHook(() => {
      const count = useProgressiveCount(65, 20, 20);
      counts.push(count);
      return count;
    });
    expect(counts[0]).toBe(20);
    await waitFor(() => expect(result.current).toBe(65));
    expect([...new Set(counts)]).toEqual([20, 40, 60, 65]);
  });

  it("shows a short list whole and follows a list that grows", async () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 20, 20), { initialProps: { total: 3 } });
    expect(result.current).toBe(3);
    rerender({ total: 50 });
    await waitFor(() => expect(result.current).toBe(50));
    rerender({ total: 2 });
    expect(result.current).toBe(2);
  });
});
