import { useState } from "react";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useUpdatePassword } from "@refinedev/core";
import { yupResolver } from "@hookform/resolvers/yup";
import { useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PasswordField } from "@/components/password-field";
import { resetPasswordSchema, type ResetPasswordValues } from "@/domain/password-reset";
import type { ResetCredentials } from "@/domain/reset-link";
import { InvalidResetLink } from "./invalid-reset-link";
import { ResetPasswordCard } from "./reset-password-card";
import { useResetLink } from "./reset-link-context";

type Variables = ResetPasswordValues & { credentials: ResetCredentials | null };

type Result = { success: boolean; error?: unknown; credentials?: ResetCredentials | null };

const statusOf = (error: unknown) => (error as { statusCode?: unknown } | undefined)?.statusCode;

/**
 * Set a new password with the e-mailed link's session (the auth provider's `updatePassword`):
 * success returns to the login page with the server's confirmation; a failure keeps what was typed
 * (the reason shows in a toast) and the next try uses the headers the refusal rotated to; a link
 * the server refuses turns into the "invalid link" state.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const link = useResetLink();
  const [credentials, setCredentials] = useState(link.credentials);
  const { mutate, isPending } = useUpdatePassword<Variables>();
  const { control, handleSubmit } = useForm<ResetPasswordValues>({
    resolver: yupResolver(resetPasswordSchema) as unknown as Resolver<ResetPasswordValues>,
    defaultValues: { password: "", password_confirmation: "" },
  });
  const submit = handleSubmit((values) =>
    mutate(
      { ...values, credentials },
      {
        onSuccess: (answer) => {
          const result = answer as Result;
          // Saved: the provider ended the link's session; nothing of it is kept to end on leaving.
          if (result.success) return link.hold(null);
          const next = statusOf(result.error) === 401 ? null : (result.credentials ?? credentials);
          link.hold(next);
          setCredentials(next);
        },
      },
    ),
  );

  if (!credentials) return <InvalidResetLink />;
  return (
    <ResetPasswordCard title={t("auth.titles.resetPassword")}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("auth.reset.body")}
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={isPending}>
        <Stack spacing={2.5}>
          <PasswordField control={control} name="password" label={t("auth.fields.newPassword")} autoComplete="new-password" autoFocus />
          <PasswordField
            control={control}
            name="password_confirmation"
            label={t("auth.fields.confirmPassword")}
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" size="large" loading={isPending}>
            {t("auth.actions.setPassword")}
          </Button>
        </Stack>
      </form>
    </ResetPasswordCard>
  );
}
