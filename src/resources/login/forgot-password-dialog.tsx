import { useState } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import { useForgotPassword } from "@refinedev/core";
import { yupResolver } from "@hookform/resolvers/yup";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form-text-field";
import { forgotPasswordSchema } from "./login.schema";

/**
 * The Forgot password modal (document 1 §2.5): e-mail only. On success it closes, except in a demo
 * build on the mock, where it stays open to offer the link the mock "e-mailed" (`demoResetLink`,
 * set by the auth provider only then), so that the whole reset can be tried.
 */
export function ForgotPasswordDialog({ open, onClose, initialEmail }: { open: boolean; onClose: () => void; initialEmail: string }) {
  const { t } = useTranslation();
  const { mutate, isPending } = useForgotPassword<{ email: string }>();
  const [demoLink, setDemoLink] = useState<string | null>(null);
  const { control, handleSubmit } = useForm({ resolver: yupResolver(forgotPasswordSchema), values: { email: initialEmail } });
  const submit = handleSubmit(({ email }) =>
    mutate(
      { email },
      {
        onSuccess: (result) => {
          if (!result.success) return;
          if (typeof result.demoResetLink === "string") setDemoLink(result.demoResetLink);
          else onClose();
        },
      },
    ),
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="forgot-password-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="forgot-password-title">{t("auth.forgot.title")}</DialogTitle>
        {demoLink ? (
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t("auth.messages.resetSent")}</DialogContentText>
            <DialogContentText sx={{ mb: 1 }}>{t("auth.forgot.demoNote")}</DialogContentText>
            <Link href={demoLink}>{t("auth.forgot.demoLink")}</Link>
          </DialogContent>
        ) : (
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t("auth.forgot.body")}</DialogContentText>
            <FormTextField
              control={control}
              name="email"
              type="email"
              label={t("auth.fields.email")}
              autoComplete="email"
              autoFocus
              slotProps={{ htmlInput: { dir: "ltr" } }}
            />
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={onClose}>{demoLink ? t("common.actions.close") : t("common.actions.cancel")}</Button>
          {demoLink ? null : (
            <Button type="submit" variant="contained" loading={isPending}>
              {t("auth.actions.sendReset")}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
