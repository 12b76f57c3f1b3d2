import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid2";
import Stack from "@mui/material/Stack";
import { useRegister } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form-text-field";
import { PasswordVisibilityToggle } from "@/components/password-visibility-toggle";
import { useSubmitOnce } from "@/hooks/use-submit-once";
import { session } from "@/providers/auth/session";
import { StepActions } from "./step-actions";
import { useStepForm } from "./use-step-form";
import type { Wizard } from "./use-wizard";
import { toSignUpPayload } from "./wizard.mappers";
import { signUpSchema, type SignUpValues } from "./wizard.schema";

const EMPTY: SignUpValues = {
  email: "",
  contact_number: "",
  first_name_en: "",
  first_name_ar: "",
  last_name_en: "",
  last_name_ar: "",
  password: "",
  confirm_password: "",
};

/**
 * Step 1, SignUp (document 1 §2.4, §5): the account fields; `POST /auth` through the auth
 * provider's register with the URL's unique_code. A seller who already has a session sees who
 * they are signed in as and continues to the store (the sign-up step counts as done).
 */
export function SignUpStep({ wizard, uniqueCode }: { wizard: Wizard; uniqueCode: string | null }) {
  const { t } = useTranslation();
  if (wizard.signedIn) {
    return (
      <Stack spacing={2}>
        <Alert severity="info">{t("wizard.hints.signedInAs", { email: session.uid() ?? "" })}</Alert>
        <Button variant="contained" sx={{ alignSelf: "flex-end" }} onClick={() => wizard.completed("signup")}>
          {t("wizard.actions.continue")}
        </Button>
      </Stack>
    );
  }
  return <SignUpForm wizard={wizard} uniqueCode={uniqueCode} />;
}

function SignUpForm({ wizard, uniqueCode }: { wizard: Wizard; uniqueCode: string | null }) {
  const { t } = useTranslation();
  const [showPasswords, setShowPasswords] = useState(false);
  const { form, clearDraft } = useStepForm<SignUpValues>("signup", signUpSchema, EMPTY);
  const { mutate: register, isPending } = useRegister<Record<string, unknown>>();
  const { control, handleSubmit } = form;

  const onSubmit = useSubmitOnce(
    handleSubmit(
      (values) =>
        new Promise<void>((settled) =>
          register(toSignUpPayload(values, uniqueCode), {
            onSuccess: (result) => {
              if (result.success) clearDraft();
              if (result.success && session.active()) wizard.completed("signup");
            },
            onSettled: () => settled(),
          }),
        ),
    ),
  );

  const text = (name: keyof SignUpValues, extra: Record<string, unknown> = {}) => (
    <FormTextField control={control} name={name} label={t(`wizard.fields.${name}`)} {...extra} />
  );
  const arabic = { helperText: t("wizard.hints.arabicFallback"), slotProps: { htmlInput: { dir: "rtl", lang: "ar" } } };
  const passwordToggle = {
    input: {
      endAdornment: (
        <PasswordVisibilityToggle
          shown={showPasswords}
          onToggle={() => setShowPasswords((shown) => !shown)}
          labels={{ show: t("wizard.actions.showPassword"), hide: t("wizard.actions.hidePassword") }}
        />
      ),
    },
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          {text("email", { type: "email", required: true, autoComplete: "email", slotProps: { htmlInput: { dir: "ltr" } } })}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text("contact_number", { type: "tel", required: true, autoComplete: "tel" })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text("first_name_en", { required: true, autoComplete: "given-name" })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text("first_name_ar", arabic)}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text("last_name_en", { required: true, autoComplete: "family-name" })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text("last_name_ar", arabic)}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {text("password", {
            type: showPasswords ? "text" : "password",
            required: true,
            autoComplete: "new-password",
            slotProps: passwordToggle,
          })}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {text("confirm_password", { type: showPasswords ? "text" : "password", required: true, autoComplete: "new-password" })}
        </Grid>
      </Grid>
      <StepActions busy={isPending} label={t("wizard.actions.signUp")} />
    </form>
  );
}
