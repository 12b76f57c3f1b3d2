import { useCallback, useMemo } from "react";
import { useDataProvider, useNotification, useOnError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { readStoreNameAnswer, readStoreNameRefusal, type StoreNameCheck } from "@/domain/store-name-check";
import type { Store } from "@/domain/types";
import { useApiMutation } from "@/hooks/use-api-query";
import { isAppHttpError, type FieldErrors } from "@/providers/data/errors";
import type { Wizard } from "./use-wizard";

export type SaveOutcome = { ok: true; store: Store } | { ok: false; fieldErrors?: FieldErrors };

type Method = "post" | "patch";

/**
 * The wizard's calls through the data provider (operations of src/providers/data/api/onboarding.ts)
 * with the wizard's failure rules (document 1 §8): a 401 returns to step 1 with "Unauthorized
 * Access" (not the app-wide sign-out, hence the own onError); a 404 follows the app's rule
 * (/not-found); any other save failure shows "Something went wrong!" and keeps what was typed,
 * handing the server's field errors back to the form.
 */
export function useStepApi(wizard: Wizard) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const { mutate: appOnError } = useOnError();
  const dataProvider = useDataProvider();
  const { mutateAsync } = useApiMutation<Store>({ mutationOptions: { onError: () => undefined } });

  /** Handles a failed call; returns true when the caller should say nothing more. */
  const handled = useCallback(
    (error: unknown): boolean => {
      const status = isAppHttpError(error) ? error.statusCode : undefined;
      if (status === 401) {
        wizard.unauthorized();
        return true;
      }
      if (status === 404) {
        appOnError(error as never);
        return true;
      }
      return false;
    },
    [appOnError, wizard],
  );

  const saveFailed = useCallback(() => {
    open?.({ key: "wizard-save", type: "error", message: t("wizard.messages.saveFailed") });
  }, [open, t]);

  const save = useCallback(
    async (operation: string, method: Method, payload: object): Promise<SaveOutcome> => {
      try {
        const result = await mutateAsync({ url: operation, method, values: payload, errorNotification: false, successNotification: false });
        return { ok: true, store: result.data };
      } catch (error) {
        if (handled(error)) return { ok: false };
        saveFailed();
        return { ok: false, fieldErrors: isAppHttpError(error) ? error.errors : undefined };
      }
    },
    [handled, mutateAsync, saveFailed],
  );

  /**
   * `GET store/name_existence`, read by src/domain/store-name-check.ts: free, or taken (a 409/422
   * answer included), or null when the check failed or its answer cannot be read (the seller sees
   * "Something went wrong!" and can retry; nothing is saved).
   */
  const nameTaken = useCallback(
    async (query: { store_name_en: string; store_name_ar: string }): Promise<Exclude<StoreNameCheck, { kind: "unreadable" }> | null> => {
      let check: StoreNameCheck;
      try {
        const { data } = await dataProvider().custom!({ url: "storeNameExistence", method: "get", query });
        check = readStoreNameAnswer(data);
        if (check.kind === "unreadable") console.error("[api] storeNameExistence: an answer without a readable boolean", data);
      } catch (error) {
        const refusal = isAppHttpError(error) ? readStoreNameRefusal(error.statusCode, error.errors) : null;
        if (refusal) return refusal;
        if (!handled(error)) saveFailed();
        return null;
      }
      if (check.kind !== "unreadable") return check;
      saveFailed();
      return null;
    },
    [dataProvider, handled, saveFailed],
  );

  /**
   * `GET store` when the wizard opens with a session: `{store}` (null when the seller has none
   * yet: 403/404), or null when the answer says nothing (network, 5xx) and what is kept stays.
   */
  const fetchStore = useCallback(async (): Promise<{ store: Store | null } | null> => {
    try {
      const { data } = await dataProvider().custom!<Store>({ url: "store", method: "get" });
      return { store: data };
    } catch (error) {
      const status = isAppHttpError(error) ? error.statusCode : undefined;
      if (status === 401) wizard.unauthorized();
      return status === 403 || status === 404 ? { store: null } : null;
    }
  }, [dataProvider, wizard]);

  return useMemo(() => ({ save, nameTaken, fetchStore, saveFailed }), [save, nameTaken, fetchStore, saveFailed]);
}

export type StepApi = ReturnType<typeof useStepApi>;
