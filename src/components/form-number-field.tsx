import type { ComponentProps } from "react";
import type { FieldValues } from "react-hook-form";
import { FormTextField } from "@/components/form-text-field";

type Props<T extends FieldValues> = Omit<ComponentProps<typeof FormTextField<T>>, "type" | "slotProps"> & {
  min?: number;
  max?: number;
  /** 0.01 (the default) for amounts; 1 for counts, which get the phone's digit keypad. */
  step?: number;
};

/**
 * A number field bound to react-hook-form: amounts are at least 0 in steps of 0.01 unless told
 * otherwise (document 2 §5, §9), and a phone offers the decimal or the digit keypad to match.
 */
export function FormNumberField<T extends FieldValues>({ min = 0, max, step = 0.01, ...props }: Props<T>) {
  const inputMode = Number.isInteger(step) ? "numeric" : "decimal";
  return <FormTextField<T> {...props} type="number" slotProps={{ htmlInput: { min, max, step, inputMode } }} />;
}
