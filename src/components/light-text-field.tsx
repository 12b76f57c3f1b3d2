import { useId, type ReactNode } from "react";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  type?: string;
  autoComplete?: string;
  error?: string;
  dir?: "ltr" | "rtl" | "auto";
  endAdornment?: ReactNode;
};

/**
 * An outlined text field without MUI's TextField (which always brings Select, Menu and Popover):
 * for screens that must paint light, such as the login page (bundle budget).
 */
export function LightTextField({ label, value, onChange, name, type = "text", autoComplete, error, dir, endAdornment }: Props) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        endAdornment={endAdornment}
        inputProps={{ dir, "aria-describedby": error ? helperId : undefined, "aria-invalid": Boolean(error) }}
      />
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
