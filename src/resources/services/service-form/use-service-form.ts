import { useEffect, useMemo } from "react";
import { useWatch } from "react-hook-form";
import {
  emptyServiceFormValues,
  serviceImageUrls,
  toServiceFormValues,
  toServicePayload,
  type Service,
  type ServiceFormMode,
} from "@/domain/services";
import { useCatalogueForm } from "@/components/catalogue/use-catalogue-form";
import { withUploadedImages } from "./service-form.mappers";
import { serviceFormResolver, type ServiceFormState } from "./service-form.schema";

const toFormValues = (service: Service) => toServiceFormValues(service);

/**
 * The service form (document 2 §2, §4, §5) on the catalogue form (useCatalogueForm): the domain's
 * validation (the English name shows its error once touched, the others after a save is tried).
 * A created service leads to the catalogue, an edited one to its view page.
 */
export function useServiceForm({ mode, service }: { mode: ServiceFormMode; service: Service | null }) {
  const defaults = useMemo<ServiceFormState>(() => (service ? toServiceFormValues(service) : emptyServiceFormValues()), [service]);
  const { form, saving, submit, cancel } = useCatalogueForm({
    resource: "services",
    mode,
    record: service,
    defaults,
    toFormValues,
    resolver: serviceFormResolver,
    withUploads: withUploadedImages,
    toPayload: toServicePayload,
    imageUrls: serviceImageUrls,
    redirect: mode === "create" ? "list" : "show",
  });
  const { touchedFields, submitCount } = form.formState;

  // The English name shows its error once touched (§5), before any save is tried.
  const nameTouched = Boolean(touchedFields.name_en);
  const name = useWatch({ control: form.control, name: "name_en" });
  const { trigger } = form;
  useEffect(() => {
    if (nameTouched && submitCount === 0) void trigger("name_en");
  }, [nameTouched, name, submitCount, trigger]);

  return { form, saving, submit, cancel };
}
