import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";

/** A failed load or a caught render error, with a way to try again. */
export function ErrorState({
  message,
  onRetry,
  variant = "load",
}: {
  message?: string;
  onRetry?: () => void;
  variant?: "load" | "boundary";
}) {
  const { t } = useTranslation();
  const title = variant === "boundary" ? t("errors.boundary.title") : undefined;
  const text = variant === "boundary" ? t("errors.boundary.body") : (message ?? t("common.states.error"));
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ my: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {variant === "boundary" ? t("errors.boundary.retry") : t("common.actions.retry")}
          </Button>
        ) : undefined
      }
    >
      {title ? <strong>{title}. </strong> : null}
      {text}
    </Alert>
  );
}
