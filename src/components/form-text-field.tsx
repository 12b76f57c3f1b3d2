import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";

type Props<T extends FieldValues> = Omit<TextFieldProps, "name" | "error" | "value" | "onChange"> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A text field bound to react-hook-form; validation messages are i18n keys, translated here. */
export function FormTextField<T extends FieldValues>({ control, name, helperText, ...props }: Props<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ""}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : helperText}
          fullWidth
        />
      )}
    />
  );
}
