import { lazy, Suspense, useState, type FormEvent } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useLogin } from "@refinedev/core";
import { Navigate, Link as RouterLink, useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { LightTextField } from "@/components/light-text-field";
import { PasswordVisibilityToggle } from "@/components/password-visibility-toggle";
import { SignedOutHeading } from "@/components/color-scheme-switch";
import { session } from "@/providers/auth/session";
import type { LoginValues } from "./login.schema";
import { MarketingPanel } from "./marketing-panel";
import { usePrerenderHandover } from "./use-prerender-handover";
import { paths } from "@/config/paths";

// The login route paints without yup, react-hook-form or the dialog: they load when needed.
const ForgotPasswordDialog = lazy(async () => ({ default: (await import("./forgot-password-dialog")).ForgotPasswordDialog }));
const validate = async (values: LoginValues) => (await import("./login.schema")).validateLogin(values);

/** `/` (title Login): e-mail and password, Forgot password, Start Selling (document 1 §2.5). */
export function LoginPage() {
  const { t } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);
  // The reset page's "Send a new link" comes here with the Forgot password dialog asked open.
  const { state } = useLocation();
  const [forgotOpen, setForgotOpen] = useState(() => Boolean((state as { forgotPassword?: unknown } | null)?.forgotPassword));
  const { mutate: login, isPending } = useLogin<LoginValues>();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>({ email: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginValues, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = usePrerenderHandover();

  const change = (field: keyof LoginValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first submit, problems clear (or change) as the seller types.
    if (submitted) void validate(next).then(setErrors);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = await validate(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    // A failed sign-in with somewhere to go (a 404: /not-found) goes there; Refine follows only a success's.
    login(
      { email: values.email.trim(), password: values.password },
      { onSuccess: (result) => void (!result.success && result.redirectTo && navigate(result.redirectTo, { replace: true })) },
    );
  };

  if (session.signedInWithStore()) return <Navigate to={paths.vendor} replace />;

  return (
    <Box sx={{ minHeight: "100vh", display: "grid", gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) minmax(0, 1fr)" } }}>
      <Box sx={{ display: "flex", flexDirection: "column" }}>
        <MarketingPanel variant="compact" />
        <Box component="main" sx={{ flexGrow: 1, display: "grid", placeItems: "center", p: { xs: 2, md: 6 } }}>
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, width: "100%", maxWidth: 440 }}>
            <SignedOutHeading title={t("auth.titles.login")} />
            <form ref={formRef} noValidate onSubmit={submit}>
              <Stack spacing={2.5}>
                <LightTextField
                  name="email"
                  type="email"
                  label={t("auth.fields.email")}
                  autoComplete="username"
                  dir="ltr"
                  value={values.email}
                  onChange={change("email")}
                  error={errors.email && t(errors.email)}
                />
                <LightTextField
                  name="password"
                  type={showPassword ? "text" : "password"}
                  label={t("auth.fields.password")}
                  autoComplete="current-password"
                  value={values.password}
                  onChange={change("password")}
                  error={errors.password && t(errors.password)}
                  endAdornment={
                    <PasswordVisibilityToggle
                      shown={showPassword}
                      onToggle={() => setShowPassword((shown) => !shown)}
                      labels={{ show: t("auth.actions.showPassword"), hide: t("auth.actions.hidePassword") }}
                    />
                  }
                />
                <Box sx={{ textAlign: "end" }}>
                  <Link component="button" type="button" onClick={() => setForgotOpen(true)} underline="hover">
                    {t("auth.actions.forgotPassword")}
                  </Link>
                </Box>
                <Button type="submit" variant="contained" size="large" loading={isPending}>
                  {t("auth.actions.login")}
                </Button>
                <Button component={RouterLink} to={paths.createStore} variant="text">
                  {t("auth.actions.startSelling")}
                </Button>
              </Stack>
            </form>
          </Paper>
        </Box>
      </Box>
      <MarketingPanel variant="desktop" />
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open onClose={() => setForgotOpen(false)} initialEmail={values.email} />
        </Suspense>
      ) : null}
    </Box>
  );
}
