import type { OnboardingStep } from "@/domain/onboarding";
import { draftKey } from "@/lib/form-draft";
import { session } from "@/providers/auth/session";

/**
 * What a seller typed in a wizard step and has not saved yet, kept per step and per user in
 * session storage (`sbo.draft.wizard.<step>.<user>`, written by useFormDraft through
 * useStepForm), so it survives a reload, a failed save, a 401 and a dropped connection. Never
 * files, passwords or tokens. Deleted once the step saves, on submit and on sign-out
 * (session.clear).
 */
const SECRET = /password|token|secret/i;

/** The draft name of a step (the user signed in now, or "anonymous" before the sign-up). */
export const wizardDraftName = (step: OnboardingStep, user: string | null = session.uid()) => draftKey(`wizard.${step}`, user);

/** Keeps only plain typed values: no File/Blob, no password or token fields, no nested objects. */
export function sanitizeDraft(values: Record<string, unknown>): Record<string, string | number | boolean> {
  const draft: Record<string, string | number | boolean> = {};
  for (const [field, value] of Object.entries(values)) {
    if (SECRET.test(field)) continue;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") draft[field] = value;
  }
  return draft;
}

export function readDraft(step: OnboardingStep): Record<string, string | number | boolean> {
  const saved = session.draft<Record<string, unknown>>(wizardDraftName(step));
  return saved && typeof saved === "object" ? sanitizeDraft(saved) : {};
}

export function saveDraft(step: OnboardingStep, values: Record<string, unknown>): void {
  session.saveDraft(wizardDraftName(step), sanitizeDraft(values));
}

export function clearDraft(step: OnboardingStep): void {
  session.removeDraft(wizardDraftName(step));
}
