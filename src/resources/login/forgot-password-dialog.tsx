import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useForgotPassword } from "@refinedev/core";
import { yupResolver } from "@hookform/resolvers/yup";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form-text-field";
import { forgotPasswordSchema } from "./login.schema";

/** The Forgot password modal (document 1 §2.5): e-mail only. */
export function ForgotPasswordDialog({ open, onClose, initialEmail }: { open: boolean; onClose: () => void; initialEmail: string }) {
  const { t } = useTranslation();
  const { mutate, isPending } = useForgotPassword<{ email: string }>();
  const { control, handleSubmit } = useForm({ resolver: yupResolver(forgotPasswordSchema), values: { email: initialEmail } });
  const submit = handleSubmit(({ email }) =>
    mutate({ email }, { onSuccess: (result) => result.success && onClose() }),
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="forgot-password-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="forgot-password-title">{t("auth.forgot.title")}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t("auth.forgot.body")}</DialogContentText>
          <FormTextField control={control} name="email" type="email" label={t("auth.fields.email")} autoComplete="email" autoFocus slotProps={{ htmlInput: { dir: "ltr" } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("common.actions.cancel")}</Button>
          <Button type="submit" variant="contained" loading={isPending}>
            {t("auth.actions.sendReset")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
