import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { draftChanges, draftKey, mergeDraft } from "@/lib/form-draft";
import { session } from "@/providers/auth/session";

const SAVE_DELAY_MS = 250;

type Options = {
  /** The record edited (product id, store id); none for a create form. */
  recordId?: string | number | null;
  /** False: no draft at all (a form whose state must not outlive the screen). */
  enabled?: boolean;
};

/**
 * Keeps what was typed in a react-hook-form form as a draft in session storage
 * (`sbo.draft.<form>[.<record>].<user>`), so a reload, a failed save, a dropped connection or a
 * 401 (the session ends keeping drafts; signing in again brings them back) loses nothing.
 *
 * - On mount a stored draft is laid over the form's defaults (the defaults stay the form's
 *   "saved" state, so the form counts as changed and the unsaved-changes warning applies).
 * - Every change is saved, debounced; a pending save is written at once when the page is hidden
 *   (reload, tab closed) and when the form unmounts (a 401 leaving the screen). What is saved is
 *   what differs from the form's defaults (`draftChanges`): a save costs the change, not the record.
 * - `clear()` after a successful save removes the draft and stops saving for this form's life.
 * - The key is fixed at mount: the user signed in when the form opened owns the draft.
 * Files picked but not uploaded are not kept (see src/lib/form-draft.ts); nor are passwords.
 */
export function useFormDraft<T extends FieldValues>(form: string, methods: UseFormReturn<T>, options: Options = {}) {
  const enabled = options.enabled ?? true;
  const recordId = options.recordId ?? null;
  // The owner is whoever was signed in when the form opened (the session may end before it unmounts).
  const key = useMemo(() => draftKey(form, session.uid(), recordId), [form, recordId]);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(!enabled);
  const restored = useRef(false);
  // The form's defaults as its last change reported them: what a draft is the difference from.
  const defaults = useRef<unknown>(undefined);
  // react-hook-form's methods are stable; the object holding them may not be (Refine's useForm
  // returns a new one each render), and a subscription renewed on every render would write the
  // pending draft at once, in the task of the key that made the form dirty.
  const { getValues, reset, subscribe } = methods;

  const write = useCallback(() => {
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = null;
    if (stopped.current) return;
    const changes = draftChanges(getValues(), defaults.current);
    // A form back at its defaults has nothing to keep.
    if (changes === undefined) session.removeDraft(key);
    else session.saveDraft(key, changes);
  }, [key, getValues]);

  useLayoutEffect(() => {
    if (!enabled || restored.current) return;
    restored.current = true;
    const stored = session.draft<unknown>(key);
    if (stored && typeof stored === "object") {
      reset(mergeDraft(getValues(), stored), { keepDefaultValues: true });
    }
  }, [enabled, key, getValues, reset]);

  useEffect(() => {
    if (!enabled) return;
    stopped.current = false;
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: (state) => {
        if (stopped.current) return;
        defaults.current = state.defaultValues;
        if (pending.current !== null) clearTimeout(pending.current);
        pending.current = setTimeout(write, SAVE_DELAY_MS);
      },
    });
    const flush = () => {
      if (pending.current !== null) write();
    };
    window.addEventListener("pagehide", flush);
    return () => {
      unsubscribe();
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [enabled, subscribe, write]);

  const clear = useCallback(() => {
    stopped.current = true;
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = null;
    session.removeDraft(key);
  }, [key]);

  return useMemo(() => ({ key, clear }), [key, clear]);
}
