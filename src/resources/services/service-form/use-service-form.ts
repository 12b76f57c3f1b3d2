import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { useCreate, useNavigation, useNotification, useUpdate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { removedImageUrls } from "@/domain/products";
import { emptyServiceFormValues, serviceImageUrls, toServiceFormValues, toServicePayload, type Service, type ServiceFormMode } from "@/domain/services";
import { createUploadBatch, removeStoredImages } from "@/lib/image-uploads";
import { isUploadCancelled } from "@/lib/object-storage";
import { setServerFieldErrors } from "@/components/server-field-errors";
import { useUnsavedWarning } from "@/hooks/use-unsaved-warning";
import { withUploadedImages } from "./service-form.mappers";
import { serviceFormResolver, type ServiceFormState } from "./service-form.schema";

/** Fields a 422's `errors` may name, shown next to the field as well as in the toast. */
const SERVER_FIELDS: Path<ServiceFormState>[] = [
  "name_en",
  "description_en",
  "benefits_en",
  "features_en",
  "how_to_use_en",
  "price",
  "discounted_price",
  "unit_time",
  "categories",
  "related_products",
  "related_services",
  "featured_image",
  "images",
];

/**
 * The service form's state and save (document 2 §2, §4, §5): react-hook-form over the domain's
 * validation (the English name shows its error once touched, the others after a save is tried);
 * on save the picked images are uploaded, the payload mapped, the service created or updated;
 * images the service no longer holds are deleted from storage once the save succeeded. A created
 * service leads to the catalogue, an edited one to its view page; a failed save keeps everything
 * typed. Leaving with unsaved changes asks first.
 */
export function useServiceForm({ mode, service }: { mode: ServiceFormMode; service: Service | null }) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const { list, show, listUrl, showUrl } = useNavigation();
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  const [saving, setSaving] = useState(false);

  const defaults = useMemo<ServiceFormState>(() => (service ? toServiceFormValues(service) : emptyServiceFormValues()), [service]);
  const storedBefore = useMemo(() => serviceImageUrls(defaults), [defaults]);
  const form = useForm<ServiceFormState>({ defaultValues: defaults, resolver: serviceFormResolver, mode: "onSubmit", reValidateMode: "onChange" });
  const { isDirty, touchedFields, submitCount } = form.formState;
  const leave = useUnsavedWarning(mode !== "view" && isDirty && !saving);

  // The English name shows its error once touched (§5), before any save is tried.
  const nameTouched = Boolean(touchedFields.name_en);
  const name = useWatch({ control: form.control, name: "name_en" });
  const { trigger } = form;
  useEffect(() => {
    if (nameTouched && submitCount === 0) void trigger("name_en");
  }, [nameTouched, name, submitCount, trigger]);

  const onValid = async (values: ServiceFormState) => {
    setSaving(true);
    const batch = createUploadBatch();
    let stored;
    try {
      stored = await withUploadedImages(values, batch);
    } catch (error) {
      await batch.rollback();
      // A cancelled upload is said under its field (UploadStatus): no error toast.
      if (!isUploadCancelled(error)) notify?.({ type: "error", message: t("services.messages.uploadError") });
      setSaving(false);
      return;
    }
    const payload = toServicePayload(stored);
    const successNotification = () => ({ type: "success" as const, message: t(mode === "create" ? "services.messages.created" : "services.messages.updated") });
    try {
      if (mode === "create") await create({ resource: "services", values: payload, successNotification });
      else await update({ resource: "services", id: service!.id, values: payload, successNotification, mutationMode: "pessimistic" });
    } catch (error) {
      // The toast shows the server's message (Refine's error notification); everything typed stays.
      await batch.rollback();
      setServerFieldErrors(form.setError, error, SERVER_FIELDS);
      setSaving(false);
      return;
    }
    await removeStoredImages(removedImageUrls(storedBefore, serviceImageUrls(stored)));
    leave(mode === "create" || !service ? listUrl("services") : showUrl("services", service.id));
  };

  return {
    form,
    saving,
    submit: form.handleSubmit(onValid),
    /** Create and view go back to the catalogue; edit goes back to the service's view page. */
    cancel: () => (mode === "edit" && service ? show("services", service.id) : list("services")),
  };
}
