import { useCallback, useEffect } from "react";
import { useWarnAboutChange } from "@refinedev/core";
import { useNavigate, type To } from "react-router";

/**
 * Warns before leaving a form with unsaved changes (Refine's UnsavedChangesNotifier asks on a
 * navigation and on closing the tab), and gives the form a way out once it is saved or cancelled:
 * `leave(to)` drops the warning and replaces the form's history entry (the notifier intercepts
 * push and go, not replace, so no prompt appears on the way out).
 */
export function useUnsavedWarning(dirty: boolean) {
  const { setWarnWhen } = useWarnAboutChange();
  const navigate = useNavigate();

  useEffect(() => {
    setWarnWhen(dirty);
  }, [dirty, setWarnWhen]);

  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);

  return useCallback(
    (to: To, state?: unknown) => {
      setWarnWhen(false);
      void navigate(to, { replace: true, state });
    },
    [navigate, setWarnWhen],
  );
}
