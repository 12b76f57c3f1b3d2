import { useEffect, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { useNavigation, useNotification } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { removedImageUrls } from "@/domain/product-rules";
import {
  emptyServiceFormValues,
  serviceImageUrls,
  toServiceFormValues,
  toServicePayload,
  type Service,
  type ServiceFormMode,
} from "@/domain/services";
import { removeStoredImages, saveWithUploads } from "@/lib/image-uploads";
import { useDuplicateValues } from "@/components/catalogue/duplicate-values";
import { useRecordForm } from "@/hooks/use-record-form";
import { withUploadedImages } from "./service-form.mappers";
import { serviceFormResolver, type ServiceFormState } from "./service-form.schema";

const toFormValues = (service: Service) => toServiceFormValues(service);

/**
 * The service form's state and save (document 2 §2, §4, §5), on Refine's useForm (useRecordForm)
 * over the domain's validation (the English name shows its error once touched, the others after a
 * save is tried). The page has read the service; on save the picked images are uploaded, the
 * payload mapped, the service created (`POST services`) or updated (`PUT services/{id}`), a 422's
 * field errors shown next to their fields; images the service no longer holds are deleted from
 * storage once the save succeeded. A created service leads to the catalogue, an edited one to its
 * view page; a failed save keeps everything typed. Leaving with unsaved changes asks first.
 */
export function useServiceForm({ mode, service }: { mode: ServiceFormMode; service: Service | null }) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const { list, show } = useNavigation();
  const duplicate = useDuplicateValues<ServiceFormState>();
  const defaults = useMemo<ServiceFormState>(
    () => (service ? toServiceFormValues(service) : (duplicate?.values ?? emptyServiceFormValues())),
    [service, duplicate],
  );
  // A duplicate's images are the original's: the new service never deletes them.
  const storedBefore = useMemo(() => (service ? serviceImageUrls(defaults) : []), [service, defaults]);

  const { form, saving, submit } = useRecordForm<Service, ServiceFormState>({
    resource: "services",
    action: mode === "create" ? "create" : "edit",
    id: service?.id,
    // ServiceFormPage has read the service (a view follows the latest read).
    read: false,
    empty: defaults,
    toFormValues,
    resolver: serviceFormResolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    redirect: mode === "create" ? "list" : "show",
    successNotification: () => ({
      type: "success",
      message: t(mode === "create" ? "services.messages.created" : "services.messages.updated"),
    }),
    onValid: async (values, save) => {
      const stored = await saveWithUploads(
        (batch) => withUploadedImages(values, batch),
        // A refused save: the toast shows the server's message (Refine's error notification); everything typed stays.
        (uploaded) => save(toServicePayload(uploaded)),
        () => notify?.({ type: "error", message: t("services.messages.uploadError") }),
      );
      if (!stored) return false;
      await removeStoredImages(removedImageUrls(storedBefore, serviceImageUrls(stored)));
      return true;
    },
  });
  const { touchedFields, submitCount } = form.formState;

  // The English name shows its error once touched (§5), before any save is tried.
  const nameTouched = Boolean(touchedFields.name_en);
  const name = useWatch({ control: form.control, name: "name_en" });
  const { trigger } = form;
  useEffect(() => {
    if (nameTouched && submitCount === 0) void trigger("name_en");
  }, [nameTouched, name, submitCount, trigger]);

  return {
    form,
    saving,
    submit,
    /** Create and view go back to the catalogue; edit goes back to the service's view page. */
    cancel: () => (mode === "edit" && service ? show("services", service.id) : list("services")),
  };
}
