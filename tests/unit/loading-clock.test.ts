import { describe, expect, it } from "vitest";
import { createLoadingClock } from "@/domain/loading-clock";

/** Issue 16's "still loading": a chain of loaders counts from the first one's start. */
describe("the loading clock", () => {
  function clockAt(start = 1000) {
    let time = start;
    const clock = createLoadingClock(() => time, 250);
    return { clock, at: (value: number) => (time = value) };
  }

  it("starts when the first loader begins", () => {
    const { clock } = clockAt(1000);
    expect(clock.begin()).toBe(1000);
  });

  it("continues for a loader that begins while another is on", () => {
    const { clock, at } = clockAt(1000);
    clock.begin();
    at(3000);
    expect(clock.begin()).toBe(1000);
  });

  it("continues for a loader that takes over right after the last one ended (the screen's code, then its read)", () => {
    const { clock, at } = clockAt(1000);
    clock.begin();
    at(3000);
    clock.end();
    at(3100);
    expect(clock.begin()).toBe(1000);
  });

  it("starts again after a quiet moment", () => {
    const { clock, at } = clockAt(1000);
    clock.begin();
    at(3000);
    clock.end();
    at(3300);
    expect(clock.begin()).toBe(3300);
  });

  it("ends only when the last loader ends", () => {
    const { clock, at } = clockAt(1000);
    clock.begin();
    clock.begin();
    at(2000);
    clock.end();
    at(5000);
    // One is still on: a new one continues the clock however long it has been.
    expect(clock.begin()).toBe(1000);
  });
});
