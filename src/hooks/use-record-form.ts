import { useCallback, useEffect, type BaseSyntheticEvent } from "react";
import { useNavigate, type To } from "react-router";
import { useForm, type UseFormProps } from "@refinedev/react-hook-form";
import {
  useWarnAboutChange,
  type BaseKey,
  type BaseRecord,
  type GetOneResponse,
  type HttpError,
  type RedirectAction,
  type SuccessErrorNotification,
} from "@refinedev/core";
import type { DefaultValues, FieldErrors, FieldValues, UseFormHandleSubmit } from "react-hook-form";
import { useFormDraft } from "./use-form-draft";
import { useSubmitOnce } from "./use-submit-once";

/** Sends the payload through Refine's useForm; true when the server took it. */
export type SaveRecord = (payload: BaseRecord) => Promise<boolean>;

type Options<TRecord extends BaseRecord, TValues extends FieldValues> = {
  resource: string;
  /** create: a new record; edit: the record `id` is read first (also for a read-only view). */
  action: "create" | "edit";
  id?: BaseKey;
  /** The values of a new record (and of the form until the record is read). */
  empty: TValues;
  /** The form's values for a record read from the server (a stable function). */
  toFormValues: (record: TRecord) => TValues;
  /**
   * The valid values' way to the server: map them (upload files) and call `save`; false when not
   * saved. `saved` is the record's form values as read (edit).
   */
  onValid: (values: TValues, save: SaveRecord, saved: TValues | undefined) => Promise<boolean>;
  /** Where to go after a successful save (Refine's redirect); `false` to stay. */
  redirect?: RedirectAction;
  /** Called after a successful save, before the redirect. */
  onSaved?: () => void;
  /** False: the record is not read (a dialog opened on a row it already has; a record just deleted). */
  read?: boolean;
  /** Called when a save is tried with invalid values (a toast naming what is missing). */
  onInvalid?: (errors: FieldErrors<TValues>, values: TValues) => void;
  /**
   * Keep what is typed as a draft (useFormDraft) under this form name, per record: it survives a
   * reload, a failed save and a 401, and is dropped once a save succeeds.
   */
  draft?: { form: string; recordId?: BaseKey | null; enabled?: boolean };
} & Pick<SuccessErrorNotification, "successNotification" | "errorNotification"> &
  Pick<UseFormProps<TRecord, HttpError, TValues>, "resolver" | "mode" | "reValidateMode">;

/**
 * A record form on Refine's `useForm` (@refinedev/react-hook-form): it reads the record (`GET
 * <resource>/<id>`; a failure follows the app's one failure path, the screen shows it with
 * Retry), makes the record's form values the form's saved state, saves with `POST` or the
 * resource's update verb, puts a 422's field errors next to their fields (the toast says the
 * message), redirects after a save, and warns before leaving unsaved changes (Refine's
 * warnWhenUnsavedChanges, on for the whole app).
 *
 * `submit` runs one save at a time (a double click sends one request). A refused or invalid save
 * keeps the form as typed, and the warning with it. A Cancel that navigates (Refine's list/show)
 * is asked about like any other way out; `leave(to)` leaves without asking (a dialog's Cancel, a
 * draft dropped on purpose).
 */
export function useRecordForm<TRecord extends BaseRecord, TValues extends FieldValues>({
  resource,
  action,
  id,
  empty,
  toFormValues,
  onValid,
  redirect = "list",
  onSaved,
  read = true,
  onInvalid,
  draft: draftOptions,
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
  const { reset, handleSubmit, getValues } = form;
  const keepsDraft = draftOptions !== undefined && draftOptions.enabled !== false;
  const draft = useFormDraft(draftOptions?.form ?? resource, form, { recordId: draftOptions?.recordId, enabled: keepsDraft });
  useWarnWhenDirty(keepsDraft, form.formState.isDirty);

  // The record read becomes the form's saved state (so only what the seller changes is "unsaved").
  useEffect(() => {
    if (loaded) reset(loaded, { keepDirtyValues: true });
  }, [loaded, reset]);

  const save = useCallback<SaveRecord>(
    async (payload) => {
      try {
        await onFinish(payload as unknown as TValues);
      } catch {
        return false;
      }
      if (keepsDraft) draft.clear();
      return true;
    },
    [onFinish, draft, keepsDraft],
  );

  const submit = useGuardedSubmit(
    handleSubmit,
    (values: TValues) => onValid(values, save, loaded),
    onInvalid && ((errors) => onInvalid(errors, getValues())),
  );
  const leave = useLeaveForm();

  return {
    form,
    /** The record's form values once read (edit); undefined before and for create. */
    loaded,
    query,
    saving: mutation.isPending,
    submit,
    leave,
  };
}

/**
 * A form's submit: validation, then `onValid` (false when nothing was saved), one at a time (a
 * double click sends one request). Refine turns the unsaved-changes warning off when a submit
 * starts; a save that does not happen (invalid, refused, failed upload) turns it back on.
 */
export function useGuardedSubmit<TValues extends FieldValues>(
  handleSubmit: UseFormHandleSubmit<TValues>,
  onValid: (values: TValues) => Promise<boolean>,
  onInvalid?: (errors: FieldErrors<TValues>) => void,
) {
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  return useSubmitOnce(
    useCallback(
      (event?: BaseSyntheticEvent) => {
        const rearm = () => {
          if (warnWhen) setWarnWhen(true);
        };
        return handleSubmit(
          async (values) => {
            if (!(await onValid(values))) rearm();
          },
          (errors) => {
            rearm();
            onInvalid?.(errors);
          },
        )(event);
      },
      [handleSubmit, onValid, onInvalid, warnWhen, setWarnWhen],
    ),
  );
}

/**
 * A restored draft makes the form differ from the record without a keystroke (Refine warns only on
 * one): a form that keeps drafts warns whenever it differs from its saved state.
 */
function useWarnWhenDirty(enabled: boolean, dirty: boolean) {
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    if (enabled && dirty) setWarnWhen(true);
  }, [enabled, dirty, setWarnWhen]);
}

/**
 * The way out of a form without saving and without the unsaved-changes question (a saved form, a
 * dialog's Cancel, a draft dropped on purpose): `leave(to)` replaces the form's history entry
 * (Refine's notifier asks on push and go, not on replace). The warning ends with the form.
 */
export function useLeaveForm() {
  const { setWarnWhen } = useWarnAboutChange();
  const navigate = useNavigate();
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);
  return useCallback(
    (to?: To, state?: unknown) => {
      setWarnWhen(false);
      if (to !== undefined) void navigate(to, { replace: true, state });
    },
    [navigate, setWarnWhen],
  );
}
