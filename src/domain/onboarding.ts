/** The six onboarding steps (document 1 §2.4) and the page-state ids that lead to them (§4.1). */
export const ONBOARDING_STEPS = ["signup", "store", "documents", "bank", "vat", "terms"] as const;

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Page state id (1-based) → step; ids past the last step mean "submitted". */
export function stepForPageState(id: number): OnboardingStep | "submitted" {
  if (!Number.isInteger(id) || id < 1) return "signup";
  return ONBOARDING_STEPS[id - 1] ?? "submitted";
}

/** The page state after a successful save of a step. */
export function nextPageState(id: number): number {
  return Math.min(Math.max(1, Math.trunc(id)) + 1, ONBOARDING_STEPS.length + 1);
}

/** 1-based id of a step (its page-state id). */
export function stepId(step: OnboardingStep): number {
  return ONBOARDING_STEPS.indexOf(step) + 1;
}

/** No token means step 1; a token continues at the stored page state (document 1 §2.4). */
export function entryPageState(hasToken: boolean, stored: number): number {
  return hasToken && Number.isInteger(stored) && stored >= 1 ? stored : 1;
}

/** The step shown for a page state: "submitted" still shows the last step. */
export function shownStep(pageState: number): number {
  return Math.min(Math.max(1, Math.trunc(pageState) || 1), ONBOARDING_STEPS.length);
}

/** Steps already reached can be revisited by clicking their header. */
export function canVisitStep(id: number, pageState: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= shownStep(pageState);
}

/** Saving a step advances the page state past it; saving a revisited step never moves it back. */
export function advancePageState(current: number, savedStepId: number): number {
  return Math.max(Math.trunc(current) || 1, nextPageState(savedStepId));
}

/** An empty rich-text paragraph counts as blank ("<p><br></p>", "<p></p>"). */
function isBlank(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  return value.replace(/<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>/gi, "").trim() === "";
}

/** Arabic fields fall back to the English value when blank (document 1 §3, document 2 §5). */
export function arabicOrEnglish(arabic: string | null | undefined, english: string): string {
  return isBlank(arabic) ? english : (arabic as string).trim();
}
