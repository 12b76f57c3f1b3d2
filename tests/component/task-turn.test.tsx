import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INPUT_QUIET_MS, useTaskTurn } from "@/hooks/use-task-turn";

function Costly({ name }: { name: string }) {
  return <p>{useTaskTurn() ? `${name} built` : `${name} waiting`}</p>;
}

const built = () => screen.queryAllByText(/built$/).map((element) => element.textContent);
/** One task: the timer the queue waits on, and React's work after it. */
const nextTask = () => act(() => vi.advanceTimersToNextTimer());

describe("useTaskTurn: costly mounts take turns, one a task", () => {
  beforeEach(async () => {
    // Files share the module (vite.config.ts, isolate: false): a turn an earlier file left waiting
    // for a pause in its typing ends first, on the real clock.
    await new Promise((resolve) => setTimeout(resolve, INPUT_QUIET_MS + 50));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  });
  afterEach(() => vi.useRealTimers());

  it("builds each waiter in its own task, in the order they asked", async () => {
    render(
      <>
        <Costly name="English" />
        <Costly name="Arabic" />
        <Costly name="Notes" />
      </>,
    );
    expect(built()).toEqual([]);
    await nextTask();
    expect(built()).toEqual(["English built"]);
    await nextTask();
    expect(built()).toEqual(["English built", "Arabic built"]);
    await nextTask();
    expect(built()).toEqual(["English built", "Arabic built", "Notes built"]);
  });

  it("a waiter that leaves, before or on its turn, does not hold the others up", async () => {
    const { rerender } = render(
      <>
        <Costly name="English" />
        <Costly name="Arabic" />
        <Costly name="Notes" />
      </>,
    );
    // Arabic leaves while it waits.
    rerender(
      <>
        <Costly name="English" />
        <Costly name="Notes" />
      </>,
    );
    await nextTask();
    await nextTask();
    expect(built()).toEqual(["English built", "Notes built"]);

    // A page that leaves with waiters, then a new page: its waiters are built.
    rerender(
      <>
        <Costly key="a" name="One" />
        <Costly key="b" name="Two" />
      </>,
    );
    rerender(<Costly key="c" name="Three" />);
    await nextTask();
    expect(built()).toEqual(["Three built"]);
  });

  it("waits while the seller types: no turn starts within a moment of a key", async () => {
    render(
      <>
        <Costly name="English" />
        <Costly name="Arabic" />
      </>,
    );
    fireEvent.keyDown(window, { key: "a" });
    await nextTask();
    expect(built()).toEqual([]);
    await act(() => vi.advanceTimersByTime(INPUT_QUIET_MS));
    expect(built()).toEqual(["English built"]);
    fireEvent.pointerDown(window);
    await nextTask();
    expect(built()).toEqual(["English built"]);
    await act(() => vi.advanceTimersByTime(INPUT_QUIET_MS));
    expect(built()).toEqual(["English built", "Arabic built"]);
  });
});
