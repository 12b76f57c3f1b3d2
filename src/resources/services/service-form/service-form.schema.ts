import type { Control, FieldErrors, Resolver } from "react-hook-form";
import type { ServiceFormValues } from "@/domain/services";
import { validateServiceForm } from "@/domain/service-validation";
import type { ImageValue } from "@/lib/image-uploads";

/** The form's values: images are stored URLs or files picked and not uploaded yet. */
export type ServiceFormState = ServiceFormValues<ImageValue>;

/** What every section of the service form is given. */
export type ServiceSectionProps = { control: Control<ServiceFormState>; disabled: boolean };

/** The form's validation (document 2 §5 service) as a react-hook-form resolver over the domain's rules. */
export const serviceFormResolver: Resolver<ServiceFormState> = async (values) => {
  const errors = Object.fromEntries(
    Object.entries(validateServiceForm(values)).map(([field, message]) => [field, { type: "validate", message }]),
  );
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<ServiceFormState> };
};
