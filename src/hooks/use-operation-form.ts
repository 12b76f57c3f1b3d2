import { useEffect, useState } from "react";
import { useForm, type UseFormProps } from "@refinedev/react-hook-form";
import { useWarnAboutChange, type BaseRecord, type HttpError } from "@refinedev/core";
import type { DefaultValues, FieldValues } from "react-hook-form";
import { useGuardedSubmit, useLeaveForm } from "./use-record-form";

type Options<TValues extends FieldValues> = {
  defaultValues: TValues;
  /** Sends the valid values (a named operation: `PATCH store`, `profile/change_password`...); false when not saved. */
  onValid: (values: TValues) => Promise<boolean>;
} & Pick<UseFormProps<BaseRecord, HttpError, TValues>, "resolver">;

/**
 * A form whose save is a named operation of the API table rather than a resource's create or
 * update (the store, the password, an e-mail): Refine's useForm (@refinedev/react-hook-form) for the
 * form and its unsaved-changes warning, with nothing to read; the same one-at-a-time submit and
 * way out as record forms (useRecordForm). A form that opens changed (a restored draft) warns too.
 * `busy` while the operation runs.
 */
export function useOperationForm<TValues extends FieldValues>({ defaultValues, resolver, onValid }: Options<TValues>) {
  const form = useForm<BaseRecord, HttpError, TValues>({
    refineCoreProps: { action: "create", redirect: false, queryOptions: { enabled: false } },
    resolver,
    defaultValues: defaultValues as DefaultValues<TValues>,
  });
  const { isDirty } = form.formState;
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    if (isDirty) setWarnWhen(true);
  }, [isDirty, setWarnWhen]);
  const [busy, setBusy] = useState(false);
  const submit = useGuardedSubmit(form.handleSubmit, async (values: TValues) => {
    setBusy(true);
    try {
      return await onValid(values);
    } finally {
      setBusy(false);
    }
  });
  const leave = useLeaveForm();
  return { form, submit, leave, busy };
}
