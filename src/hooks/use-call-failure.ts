import { useCallback } from "react";
import { useNotification, useOnError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { isAppHttpError, normaliseError, type AppHttpError } from "@/providers/data/errors";

type Options = {
  /** The toast's title (the failure's own message is its text); no toast at all with `false`. */
  title?: string | false;
  /** A fixed key, so that a repeated failure replaces its toast instead of stacking. */
  key?: string;
};

/**
 * The app's one failure path for a call made outside Refine's data hooks (order documents, the
 * products export, reports, the wizard): the same rules Refine's hooks apply (document 1 §4.3, §8).
 * The failure is normalised; the auth provider's `onError` decides (a 401 ends the session, any
 * 404 goes to /not-found); any other failure is a toast by the catalogue's rules.
 * Returns the normalised failure, for callers that also show it in place.
 */
export function useCallFailure() {
  const { t } = useTranslation();
  const { open } = useNotification();
  const { mutate: checkError } = useOnError();

  return useCallback(
    (error: unknown, options: Options = {}): AppHttpError => {
      const failure = isAppHttpError(error) ? error : normaliseError(error, t);
      checkError(failure as never);
      const leaves = failure.statusCode === 401 || failure.statusCode === 404;
      if (!leaves && options.title !== false) {
        const titled =
          typeof options.title === "string" ? { message: options.title, description: failure.message } : { message: failure.message };
        open?.({ key: options.key, type: "error", ...titled });
      }
      return failure;
    },
    [checkError, open, t],
  );
}
