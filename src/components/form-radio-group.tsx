import { useId } from "react";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";

export type RadioOption = { value: string | number; label: string };

/**
 * A row of radio buttons bound to react-hook-form, named by its label. The value keeps its option's
 * type (a number stays a number); the first radio takes the field's ref, so a failed submit can focus it.
 */
export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  label,
  options,
  disabled,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly RadioOption[];
  disabled?: boolean;
}) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControl>
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={String(field.value)}
            onChange={(event) => {
              const option = options.find((candidate) => String(candidate.value) === event.target.value);
              if (option) field.onChange(option.value);
            }}
          >
            {options.map((option, index) => (
              <FormControlLabel
                key={option.value}
                value={String(option.value)}
                control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
                label={option.label}
                disabled={disabled}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
