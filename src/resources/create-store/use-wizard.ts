import { useCallback, useMemo, useState } from "react";
import { useLogout, useNotification } from "@refinedev/core";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import {
  ONBOARDING_STEPS,
  advancePageState,
  canVisitStep,
  entryPageState,
  shownStep,
  stepId,
  type OnboardingStep,
} from "@/domain/onboarding";
import type { Store } from "@/domain/types";
import { session } from "@/providers/auth/session";
import { wizardDraftName } from "./use-step-form";
import { paths } from "@/config/paths";

/**
 * The wizard's state (document 1 §2.4, §4.1): the page state (persisted with the store, so a
 * reload resumes), the step on screen, and the transitions: a step saved, a step revisited,
 * a 401 (back to step 1, session cleared, drafts kept), the application submitted.
 */
export function useWizard() {
  const { t } = useTranslation();
  const { open } = useNotification();
  const navigate = useNavigate();
  const { mutateAsync: signOut } = useLogout<{ always: boolean }>();
  const [pageState, setPageState] = useState(() => entryPageState(session.active(), session.wizardStep()));
  const [shown, setShown] = useState(() => shownStep(pageState));
  const [store, setStore] = useState<Store | null>(() => (session.active() ? session.store() : null));
  const [signedIn, setSignedIn] = useState(() => session.active());

  const goTo = useCallback(
    (id: number) => {
      if (canVisitStep(id, pageState)) setShown(id);
    },
    [pageState],
  );

  /** A step saved: keep the store the server answered, advance the page state, show the next step. */
  const completed = useCallback(
    (step: OnboardingStep, saved?: Store | null) => {
      const id = stepId(step);
      const next = advancePageState(pageState, id);
      if (saved) {
        session.saveStore(saved);
        setStore(saved);
      }
      session.setWizardStep(next);
      session.removeDraft(wizardDraftName(step));
      setSignedIn(session.active());
      setPageState(next);
      setShown(shownStep(id + 1));
    },
    [pageState],
  );

  /** A 401 at any step: the session is cleared (typed drafts stay), step 1, "Unauthorized Access". */
  const unauthorized = useCallback(() => {
    session.clear({ keepDrafts: true });
    setStore(null);
    setSignedIn(false);
    setPageState(1);
    setShown(1);
    open?.({ key: "wizard-unauthorized", type: "error", message: t("wizard.messages.unauthorized") });
  }, [open, t]);

  /**
   * Submitted: the session is ended on the server (`DELETE sign_out`, whatever it answers), then the
   * store is cleared, local storage emptied (drafts too), and /message.
   */
  const submitted = useCallback(async () => {
    await signOut({ always: true, redirectPath: false }).catch(() => undefined);
    session.saveStore(null);
    session.clear();
    open?.({ key: "wizard-submitted", type: "success", message: t("wizard.messages.applicationReceived") });
    navigate(paths.message, { replace: true });
  }, [navigate, open, signOut, t]);

  /** The store as fetched when the wizard opens (a customer's earlier store, or a fresher copy). */
  const adoptStore = useCallback((fetched: Store | null) => {
    if (fetched) session.saveStore(fetched);
    setStore(fetched);
  }, []);

  return useMemo(
    () => ({
      pageState,
      shown,
      step: ONBOARDING_STEPS[shown - 1],
      store,
      signedIn,
      goTo,
      back: () => goTo(shown - 1),
      completed,
      unauthorized,
      submitted,
      adoptStore,
    }),
    [pageState, shown, store, signedIn, goTo, completed, unauthorized, submitted, adoptStore],
  );
}

export type Wizard = ReturnType<typeof useWizard>;
