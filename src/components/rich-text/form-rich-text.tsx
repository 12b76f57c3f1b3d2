import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { RichTextEditor } from "./rich-text-editor";

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Arabic fields: right to left, lang "ar". */
  arabic?: boolean;
  disabled?: boolean;
  required?: boolean;
};

/** A rich-text editor bound to react-hook-form; validation messages are i18n keys, translated here. */
export function FormRichText<T extends FieldValues>({ control, name, label, arabic, disabled, required }: Props<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextEditor
          label={label}
          value={(field.value as string | undefined) ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          dir={arabic ? "rtl" : "ltr"}
          lang={arabic ? "ar" : "en"}
          disabled={disabled}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
        />
      )}
    />
  );
}
