import { useCallback, useState } from "react";
import { yupResolver } from "@hookform/resolvers/yup";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import type { AnyObjectSchema } from "yup";
import type { OnboardingStep } from "@/domain/onboarding";
import { useFormDraft } from "@/hooks/use-form-draft";
import { draftKey } from "@/lib/form-draft";
import { session } from "@/providers/auth/session";
import type { FieldErrors } from "@/providers/data/errors";

/**
 * A step's form: the saved values overlaid with the step's unsaved draft (per user, see
 * useFormDraft), validated by the step's schema; every change is kept as the draft (no files,
 * passwords or tokens). `draft: false` for a step whose state must not outlive the screen (the
 * agreement's acceptance). `clearDraft()` once the step saved.
 */
/** The form name of a step's draft (`wizard.<step>`). */
const stepForm = (step: OnboardingStep) => `wizard.${step}`;

/**
 * The session-storage name of a step's draft (`wizard.<step>.<user>`, under `sbo.draft.`): the user
 * signed in now, or "anonymous" before the sign-up.
 */
export const wizardDraftName = (step: OnboardingStep, user: string | null = session.uid()) => draftKey(stepForm(step), user);

export function useStepForm<T extends FieldValues>(
  step: OnboardingStep,
  schema: AnyObjectSchema,
  saved: T,
  options: { draft?: boolean } = {},
) {
  const [defaults] = useState(() => ({ ...saved }) as DefaultValues<T>);
  const form = useForm<T>({
    resolver: yupResolver(schema) as unknown as Resolver<T>,
    defaultValues: defaults,
    mode: "onSubmit",
  });
  const draft = useFormDraft(stepForm(step), form, { enabled: options.draft ?? true });

  /** Shows the server's 422 field errors next to their fields. */
  const showServerErrors = useCallback(
    (errors: FieldErrors | undefined) => {
      if (!errors) return;
      for (const [field, messages] of Object.entries(errors)) {
        if (field in defaults && messages[0]) form.setError(field as Path<T>, { type: "server", message: messages[0] });
      }
    },
    [defaults, form],
  );

  return { form, showServerErrors, clearDraft: draft.clear };
}
