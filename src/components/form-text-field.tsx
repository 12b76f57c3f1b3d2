import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldDirection } from "@/domain/text-direction";

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, "name" | "error" | "value" | "onChange"> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * A text field bound to react-hook-form; validation messages are i18n keys, translated here.
 * The text runs the field's own way (fieldDirection: Arabic fields right to left, English,
 * e-mails, codes and numbers of accounts left to right, free text auto) unless the caller says.
 */
export function FormTextField<T extends FieldValues>({ control, name, helperText, slotProps, ...props }: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const direction = fieldDirection(name, {
    type: typeof props.type === "string" ? props.type : undefined,
    multiline: Boolean(props.multiline),
  });
  const htmlInput = slotProps?.htmlInput;
  const merged =
    direction && (htmlInput === undefined || typeof htmlInput === "object")
      ? { ...slotProps, htmlInput: { ...direction, ...(htmlInput as object | undefined) } }
      : slotProps;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          slotProps={merged}
          value={field.value ?? ""}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : helperText}
          fullWidth
        />
      )}
    />
  );
}
