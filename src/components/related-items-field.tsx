import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";

export type RelatedItem = { id: number } & Record<string, unknown>;

type Props<T extends FieldValues, I extends RelatedItem> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The choices (from a named API call); the chosen ones stay shown even before they load. */
  options: I[];
  loading?: boolean;
  /** The item's text (`name_en` for products and services, `title_en` for categories). */
  getLabel: (item: I) => string;
  disabled?: boolean;
  required?: boolean;
  helperText?: string;
};

/**
 * A multi-select of items by id, bound to react-hook-form (related products, services and tools;
 * categories). The value is the list of chosen items, so their names show without a lookup.
 */
export function RelatedItemsField<T extends FieldValues, I extends RelatedItem>({
  control,
  name,
  label,
  options,
  loading,
  getLabel,
  disabled,
  required,
  helperText,
}: Props<T, I>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete<I, true>
          multiple
          filterSelectedOptions
          options={options}
          loading={loading}
          disabled={disabled}
          value={(field.value ?? []) as I[]}
          onChange={(_, next) => field.onChange(next)}
          onBlur={field.onBlur}
          getOptionLabel={getLabel}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          loadingText={t("common.states.loading")}
          noOptionsText={t("common.states.empty")}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={label}
              required={required}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ? t(fieldState.error.message) : helperText}
            />
          )}
        />
      )}
    />
  );
}
