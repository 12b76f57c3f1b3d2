import { useCallback, useEffect } from "react";
import { useForm, type UseFormProps } from "@refinedev/react-hook-form";
import type { BaseKey, BaseRecord, GetOneResponse, HttpError, RedirectAction, SuccessErrorNotification } from "@refinedev/core";
import type { DefaultValues, FieldValues } from "react-hook-form";

type Options<TRecord extends BaseRecord, TValues extends FieldValues> = {
  resource: string;
  /** create: a new record; edit: the record `id` is read first (also for a read-only view). */
  action: "create" | "edit";
  id?: BaseKey;
  /** The values of a new record (and of the form until the record is read). */
  empty: TValues;
  /** The form's values for a record read from the server. */
  toFormValues: (record: TRecord) => TValues;
  /** Where to go after a successful save (Refine's redirect); `false` to stay. */
  redirect?: RedirectAction;
  /** Called after a successful save, before the redirect (e.g. deleting replaced files). */
  onSaved?: () => void;
  /** False stops reading the record (it was just deleted: Refine drops it from the cache). */
  read?: boolean;
} & Pick<SuccessErrorNotification, "successNotification" | "errorNotification"> &
  Pick<UseFormProps<TRecord, HttpError, TValues>, "resolver" | "mode" | "reValidateMode">;

/**
 * A record form on Refine's `useForm` (@refinedev/react-hook-form): it reads the record (`GET
 * <resource>/<id>`, its failure follows the app's one failure path and is shown by the screen
 * with Retry), fills the form with the record's form values, saves with `POST` or the resource's
 * update verb, puts a 422's field errors next to their fields (the toast shows the message),
 * redirects after a save and warns before leaving unsaved changes (Refine's
 * warnWhenUnsavedChanges, on for the whole app).
 *
 * `save(payload)` resolves true once the server took it; a refusal keeps the form as typed. Wrap
 * the submit handler in useSubmitOnce so that a double click sends one request.
 */
export function useRecordForm<TRecord extends BaseRecord, TValues extends FieldValues>({
  resource,
  action,
  id,
  empty,
  toFormValues,
  redirect = "list",
  onSaved,
  read = true,
  successNotification,
  errorNotification,
  resolver,
  mode,
  reValidateMode,
}: Options<TRecord, TValues>) {
  // Refine copies the query's data into the fields of the same name: it reads the form values.
  const select = useCallback(
    (answer: GetOneResponse<TRecord>) => ({ ...answer, data: toFormValues(answer.data) }) as unknown as GetOneResponse<TRecord>,
    [toFormValues],
  );
  const form = useForm<TRecord, HttpError, TValues>({
    refineCoreProps: {
      resource,
      action,
      id,
      redirect,
      mutationMode: "pessimistic",
      successNotification,
      errorNotification,
      queryOptions: { select, enabled: read },
      onMutationSuccess: () => onSaved?.(),
    },
    resolver,
    mode,
    reValidateMode,
    defaultValues: empty as DefaultValues<TValues>,
  });
  const { query, onFinish, mutation } = form.refineCore;
  const loaded = query?.data?.data as unknown as TValues | undefined;
  const { reset } = form;

  // The record read becomes the form's saved state (so only what the seller changes is "unsaved").
  useEffect(() => {
    if (loaded) reset(loaded);
  }, [loaded, reset]);

  /** Saves the payload; true when the server took it. A refusal keeps the form and everything typed. */
  const save = useCallback(
    async (payload: BaseRecord) => {
      try {
        await onFinish(payload as unknown as TValues);
        return true;
      } catch {
        return false;
      }
    },
    [onFinish],
  );

  return {
    form,
    /** The record's form values once read (edit); undefined before and for create. */
    loaded,
    query,
    saving: mutation.isPending,
    save,
  };
}
