import { describe, expect, it } from "vitest";
import {
  ONBOARDING_STEPS,
  advancePageState,
  arabicOrEnglish,
  canVisitStep,
  entryPageState,
  nextPageState,
  shownStep,
  stepForPageState,
  stepId,
} from "@/domain/onboarding";

describe("onboarding step order (document 1 §2.4, §4.1)", () => {
  it("has the six steps in order", () => {
    expect(ONBOARDING_STEPS).toEqual(["signup", "store", "documents", "bank", "vat", "terms"]);
    expect(ONBOARDING_STEPS.map(stepId)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("advances signup → store → documents → bank → vat → terms → submitted on each save", () => {
    const seen: string[] = [];
    let state = 1;
    for (let i = 0; i < 7; i += 1) {
      seen.push(stepForPageState(state));
      state = nextPageState(state);
    }
    expect(seen).toEqual(["signup", "store", "documents", "bank", "vat", "terms", "submitted"]);
    expect(nextPageState(7)).toBe(7);
  });

  it("starts at step 1 without a token and at the stored page state with one", () => {
    expect(entryPageState(false, 4)).toBe(1);
    expect(entryPageState(true, 4)).toBe(4);
    expect(entryPageState(true, 0)).toBe(1);
    expect(entryPageState(true, Number.NaN)).toBe(1);
  });

  it("shows the last step for the submitted state and step 1 for nonsense", () => {
    expect(shownStep(7)).toBe(6);
    expect(shownStep(3)).toBe(3);
    expect(shownStep(0)).toBe(1);
  });

  it("lets reached steps be revisited and no others", () => {
    expect([1, 2, 3, 4, 5, 6].filter((id) => canVisitStep(id, 3))).toEqual([1, 2, 3]);
    expect(canVisitStep(6, 7)).toBe(true);
    expect(canVisitStep(0, 3)).toBe(false);
  });

  it("never moves the page state back when a revisited step is saved again", () => {
    expect(advancePageState(2, 2)).toBe(3);
    expect(advancePageState(5, 2)).toBe(5);
    expect(advancePageState(6, 6)).toBe(7);
  });
});

describe("Arabic fallback (document 1 §3)", () => {
  it("uses the English value when the Arabic one is blank", () => {
    expect(arabicOrEnglish("", "Aisha")).toBe("Aisha");
    expect(arabicOrEnglish("   ", "Aisha")).toBe("Aisha");
    expect(arabicOrEnglish(undefined, "Aisha")).toBe("Aisha");
    expect(arabicOrEnglish("<p><br></p>", "Aisha")).toBe("Aisha");
    expect(arabicOrEnglish("عائشة", "Aisha")).toBe("عائشة");
  });
});
