import type { OnboardingStep } from "@/domain/onboarding";
import { session } from "@/providers/auth/session";

/**
 * What a seller typed in a wizard step and has not saved yet, kept per step in session storage
 * (`sbo.draft.wizard.<step>`), so it survives a reload, a failed save, a 401 and a dropped
 * connection. Never files, passwords or tokens. Deleted once the step saves, on submit and on
 * sign-out (session.clear).
 */
const SECRET = /password|token|secret/i;

const draftName = (step: OnboardingStep) => `wizard.${step}`;

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
  const saved = session.draft<Record<string, unknown>>(draftName(step));
  return saved && typeof saved === "object" ? sanitizeDraft(saved) : {};
}

export function saveDraft(step: OnboardingStep, values: Record<string, unknown>): void {
  session.saveDraft(draftName(step), sanitizeDraft(values));
}

export function clearDraft(step: OnboardingStep): void {
  session.removeDraft(draftName(step));
}
