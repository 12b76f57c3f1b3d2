import { useCallback, useRef, type BaseSyntheticEvent } from "react";

/**
 * A form's submit handler that runs once at a time: clicks (or Enter presses) while a save is in
 * flight are ignored. A disabled or loading button is not enough on its own: several clicks can
 * land before React re-renders the button, and react-hook-form's handleSubmit validates
 * asynchronously before the save sets its busy state.
 */
export function useSubmitOnce(submit: (event?: BaseSyntheticEvent) => Promise<unknown>) {
  const inFlight = useRef(false);
  return useCallback(
    (event?: BaseSyntheticEvent) => {
      event?.preventDefault?.();
      if (inFlight.current) return Promise.resolve();
      inFlight.current = true;
      return submit(event).finally(() => {
        inFlight.current = false;
      });
    },
    [submit],
  );
}
