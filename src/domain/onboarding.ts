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
