import { yupResolver } from "@hookform/resolvers/yup";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "@/hooks/use-api-query";
import { useOperationForm } from "@/hooks/use-operation-form";
import { FormActions } from "@/components/form-actions";
import { PasswordField } from "@/components/password-field";
import { isAppHttpError } from "@/providers/data/errors";
import { changePasswordSchema, toChangePasswordPayload, type ChangePasswordValues } from "./change-password.schema";
import { paths } from "@/config/paths";

const SERVER_FIELDS: Record<string, keyof ChangePasswordValues> = {
  old_password: "current_password",
  new_password: "new_password",
  confirmation_password: "confirm_password",
};

/**
 * `/vendor/change-password` (document 2 §2, §5, §7): `PATCH profile/change_password` with
 * old_password, new_password and confirmation_password; "Changed Successfully", then the profile.
 * A refusal (a wrong current password) keeps the form, with the server's words next to the field.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { mutateAsync } = useApiMutation();
  const { form, submit, leave, busy } = useOperationForm<ChangePasswordValues>({
    resolver: yupResolver(changePasswordSchema) as unknown as Resolver<ChangePasswordValues>,
    defaultValues: { current_password: "", new_password: "", confirm_password: "" },
    onValid: async (values) => {
      try {
        await mutateAsync({
          url: "changePassword",
          method: "patch",
          values: toChangePasswordPayload(values),
          successNotification: () => ({ key: "password-changed", type: "success", message: t("profile.messages.passwordChanged") }),
        });
        toProfile();
        return true;
      } catch (error) {
        const errors = isAppHttpError(error) ? error.errors : undefined;
        for (const [server, field] of Object.entries(SERVER_FIELDS)) {
          const message = errors?.[server]?.[0];
          if (message) form.setError(field, { type: "server", message });
        }
        return false;
      }
    },
  });
  const toProfile = () => leave(paths.profile);
  const { control } = form;

  const password = (name: keyof ChangePasswordValues, autoComplete: string) => (
    <PasswordField control={control} name={name} label={t(`profile.fields.${name}`)} autoComplete={autoComplete} disabled={busy} />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 520 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t("profile.titles.changePassword")}
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <Stack spacing={2}>
          {password("current_password", "current-password")}
          {password("new_password", "new-password")}
          {password("confirm_password", "new-password")}
        </Stack>
        <FormActions busy={busy} onCancel={toProfile} submitLabel={t("profile.actions.changePassword")} />
      </form>
    </Paper>
  );
}
