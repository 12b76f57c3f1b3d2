// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint } from "@/lib/after-next-paint";

/** The editor's deferred update: after the next frame, in a task of its own; never lost. */
describe("afterNextPaint", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs the work in the task after the next frame, once", () => {
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(work).not.toHaveBeenCalled();
    // A zero-delay timer (clamped to 1 ms by the fake clock, as by Node's).
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("runs the work after 100 ms when no frame comes (a hidden page)", () => {
    const frames = vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });

  it("never runs cancelled work", () => {
    const work = vi.fn();
    const cancel = afterNextPaint(work);
    cancel();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1000);
    expect(work).not.toHaveBeenCalled();
  });
});
