import { useMemo } from "react";
import { useNavigation, useNotification, type BaseRecord } from "@refinedev/core";
import type { FieldValues, Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { imageSavePlan } from "@/domain/duplicates";
import { useRecordForm } from "@/hooks/use-record-form";
import { removeStoredImages, saveWithUploads, type UploadBatch } from "@/lib/image-uploads";
import type { CatalogueResource } from "./catalogue-list-page";
import { useDuplicateValues } from "./duplicate-values";

type Options<TRecord extends BaseRecord & { id: number }, TValues extends FieldValues, TStored> = {
  resource: CatalogueResource;
  mode: "create" | "view" | "edit";
  /** The record the page has read (view, edit); null for create. */
  record: TRecord | null;
  /** The form's first values: the record's, or an empty one for create (a duplicate's replace it). */
  defaults: TValues;
  toFormValues: (record: TRecord) => TValues;
  resolver: Resolver<TValues>;
  /** Uploads the files picked, copies the `borrowed` URLs it still holds, and gives the values with stored URLs only. */
  withUploads: (values: TValues, batch: UploadBatch, borrowed: readonly string[]) => Promise<TStored>;
  toPayload: (stored: TStored) => BaseRecord;
  /** Every stored image URL the values hold (to delete the ones a save dropped). */
  imageUrls: (values: TValues | TStored) => string[];
  /** Where a save leads: the catalogue, or the record's view page. */
  redirect: "list" | "show";
  /** Keep what is typed as a draft under this form name (per user and record). */
  draft?: string;
  onInvalid?: Parameters<typeof useRecordForm<TRecord, TValues>>[0]["onInvalid"];
};

/**
 * The product and service forms' state and save (document 2 §2, §4, §5), on Refine's useForm
 * (useRecordForm): the page has read the record; on save the picked images are uploaded, the
 * payload mapped, the record created (`POST <resource>`) or updated (`PUT <resource>/{id}`), a
 * 422's field errors shown next to their fields, "<resource>.messages.created/updated" said;
 * images the record no longer holds are deleted from storage once the save succeeded (a duplicate's
 * first save copies the images it kept from its source instead, and deletes none). A failed
 * save keeps everything typed (the toast shows the server's message; a failed upload says
 * "<resource>.messages.uploadError"). Leaving with unsaved changes asks first; Cancel leads to
 * the record's view page from edit, else to the catalogue.
 */
export function useCatalogueForm<TRecord extends BaseRecord & { id: number }, TValues extends FieldValues, TStored>(
  options: Options<TRecord, TValues, TStored>,
) {
  const { resource, mode, record, withUploads, toPayload, imageUrls } = options;
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const { list, show } = useNavigation();
  // A create form opened as a duplicate (`?duplicate=<id>`) starts from the record it copies.
  const duplicate = useDuplicateValues<TValues>();
  const defaults = record ? options.defaults : (duplicate?.values ?? options.defaults);
  // Only an edit deletes the stored images it dropped; a duplicate starts with the original's,
  // which its first save copies (imageSavePlan) and never deletes.
  const images = useMemo(
    () => ({ owned: record ? imageUrls(defaults) : [], borrowed: !record && duplicate ? imageUrls(duplicate.values) : [] }),
    [record, imageUrls, defaults, duplicate],
  );

  const recordForm = useRecordForm<TRecord, TValues>({
    resource,
    action: mode === "create" ? "create" : "edit",
    id: record?.id,
    read: false,
    empty: defaults,
    toFormValues: options.toFormValues,
    resolver: options.resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    redirect: options.redirect,
    draft: options.draft ? { form: options.draft, recordId: record?.id ?? duplicate?.from, enabled: mode !== "view" } : undefined,
    onInvalid: options.onInvalid,
    successNotification: () => ({
      type: "success",
      message: t(mode === "create" ? `${resource}.messages.created` : `${resource}.messages.updated`),
    }),
    onValid: async (values, save) => {
      const stored = await saveWithUploads(
        (batch) => withUploads(values, batch, images.borrowed),
        (uploaded) => save(toPayload(uploaded)),
        () => notify?.({ type: "error", message: t(`${resource}.messages.uploadError`) }),
      );
      if (!stored) return false;
      await removeStoredImages(imageSavePlan(images, imageUrls(stored)).remove);
      return true;
    },
  });

  return {
    ...recordForm,
    cancel: () => (mode === "edit" && record ? show(resource, record.id) : list(resource)),
  };
}
