import MenuItem from "@mui/material/MenuItem";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";

export type SelectOption = { value: string | number; label: string };

type Props<T extends FieldValues> = Omit<TextFieldProps, "name" | "select" | "value" | "onChange" | "error"> & {
  control: Control<T>;
  name: FieldPath<T>;
  options: SelectOption[];
  /** The text of the empty choice (the value is null); without it there is none. */
  emptyLabel?: string;
};

/** A select bound to react-hook-form: numbers stay numbers, the empty choice is null. */
export function FormSelectField<T extends FieldValues>({ control, name, options, emptyLabel, helperText, ...props }: Props<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const current = field.value === null || field.value === undefined ? "" : String(field.value);
        // Until the options arrive, show nothing rather than a value the menu does not have.
        const shown = options.some((option) => String(option.value) === current) ? current : "";
        return (
          <TextField
            {...props}
            select
            fullWidth
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={shown}
            onChange={(event) => {
              const option = options.find((candidate) => String(candidate.value) === event.target.value);
              field.onChange(option ? option.value : null);
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ? t(fieldState.error.message) : helperText}
          >
            {emptyLabel !== undefined ? (
              <MenuItem value="">
                <em>{emptyLabel}</em>
              </MenuItem>
            ) : null}
            {options.map((option) => (
              <MenuItem key={option.value} value={String(option.value)}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
