import { yupResolver } from "@hookform/resolvers/yup";
import { useNotification } from "@refinedev/core";
import type { Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { STORE_FORM_FIELDS, toStoreFormValues, toStorePayload, type StoreFormValues, type StoreProfile } from "@/domain/store-profile";
import { useApiMutation } from "@/hooks/use-api-query";
import { useFormDraft } from "@/hooks/use-form-draft";
import { useOperationForm } from "@/hooks/use-operation-form";
import { setServerFieldErrors } from "@/components/server-field-errors";
import { keyFromUrl } from "@/lib/object-storage";
import { removeQuietly, storePickedFile } from "@/lib/object-transfers";
import { storeFormSchema } from "./store-form.schema";
import { uploadStoreLogo } from "./store-logo-upload";
import { paths } from "@/config/paths";

export type EditStoreValues = StoreFormValues & { logo_image: File | string | null };

/**
 * The store details form (document 2 §2, §5, §7): a new logo is resized and uploaded on save, then
 * `PATCH store` with exactly §7's body. Success says "Store updated", puts the answer in place of
 * the store (query cache and session) and returns to the profile, deleting the replaced logo. A
 * failure keeps the form open with everything typed (the server's field errors next to their
 * fields) and deletes the logo it just uploaded.
 */
export function useEditStore(store: StoreProfile, replaceStore: (store: StoreProfile) => void) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const { mutateAsync } = useApiMutation<StoreProfile>();
  const { form, submit, leave, busy } = useOperationForm<EditStoreValues>({
    resolver: yupResolver(storeFormSchema) as unknown as Resolver<EditStoreValues>,
    defaultValues: { ...toStoreFormValues(store), logo_image: store.logo_image ?? null },
    onValid: async (values) => {
      let uploaded: string | null = null;
      let logo = typeof values.logo_image === "string" ? values.logo_image.trim() : "";
      if (values.logo_image instanceof File) {
        const stored = await storePickedFile(values.logo_image, uploadStoreLogo, () =>
          open?.({ key: "store-logo-upload", type: "error", message: t("profile.messages.uploadFailed") }),
        );
        if (!stored) return false;
        ({ url: logo, key: uploaded } = stored);
      }
      const payload = toStorePayload(values, { logo_image: logo, businsess_license_file: store.businsess_license_file });
      try {
        const result = await mutateAsync({
          url: "updateStore",
          method: "patch",
          values: payload,
          successNotification: () => ({ key: "store-updated", type: "success", message: t("profile.messages.storeUpdated") }),
        });
        draft.clear();
        replaceStore(result.data);
        if (uploaded) void removeQuietly([keyFromUrl(store.logo_image)]);
        leave(paths.profile);
        return true;
      } catch (error) {
        if (uploaded) void removeQuietly([uploaded]);
        setServerFieldErrors(form.setError, error, STORE_FORM_FIELDS);
        return false;
      }
    },
  });
  // What was typed survives a reload, a failed save and a 401 (per user and store).
  const draft = useFormDraft("store.edit", form, { recordId: store.id });

  return {
    form,
    submit,
    saving: busy,
    cancel: () => {
      draft.clear();
      leave(paths.profile);
    },
  };
}
