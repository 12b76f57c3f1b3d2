import { act, renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useFormDraft } from "@/hooks/use-form-draft";
import { draftKey } from "@/lib/form-draft";
import { session } from "@/providers/auth/session";

describe("useFormDraft", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("writes a change once typing pauses, even when the form's owner renders in between with a new methods object", () => {
    const saved = vi.spyOn(session, "saveDraft");
    const { result, rerender } = renderHook(() => {
      const form = useForm<{ name: string }>({ defaultValues: { name: "" } });
      // Refine's useForm hands a new object holding the same methods on every render.
      useFormDraft("tests.draft", { ...form });
      return form;
    });
    act(() => result.current.setValue("name", "a", { shouldDirty: true }));
    // The owner renders again (its form turned dirty): nothing is written in this task.
    rerender();
    expect(saved).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(saved.mock.calls[0][1]).toEqual({ name: "a" });
  });

  it("saves what differs from the form's defaults, and no draft once it is back to them", () => {
    const saved = vi.spyOn(session, "saveDraft");
    const { result } = renderHook(() => {
      const form = useForm<{ name: string; city: string }>({ defaultValues: { name: "Saved", city: "Riyadh" } });
      useFormDraft("tests.draft", form);
      return form;
    });
    act(() => result.current.setValue("city", "Jeddah", { shouldDirty: true }));
    act(() => vi.advanceTimersByTime(1000));
    expect(saved.mock.calls.at(-1)?.[1]).toEqual({ city: "Jeddah" });
    expect(session.draft(draftKey("tests.draft", session.uid()))).toEqual({ city: "Jeddah" });
    act(() => result.current.setValue("city", "Riyadh", { shouldDirty: true }));
    act(() => vi.advanceTimersByTime(1000));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(session.draft(draftKey("tests.draft", session.uid()))).toBeNull();
  });
});
