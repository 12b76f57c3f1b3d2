import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";

type Props = {
  shown: boolean;
  onToggle: () => void;
  /** The button's name while the password is hidden, and while it is shown. */
  labels: { show: string; hide: string };
};

/** The eye button at the end of a password field: shows or hides what was typed. */
export function PasswordVisibilityToggle({ shown, onToggle, labels }: Props) {
  return (
    <InputAdornment position="end">
      <IconButton onClick={onToggle} aria-label={shown ? labels.hide : labels.show} edge="end">
        {shown ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}
