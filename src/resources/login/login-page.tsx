import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import { useLogin } from "@refinedev/core";
import { yupResolver } from "@hookform/resolvers/yup";
import { useForm } from "react-hook-form";
import { Navigate, Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form-text-field";
import { LanguageSwitch } from "@/components/language-switch";
import { session } from "@/providers/auth/session";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { loginSchema, type LoginValues } from "./login.schema";
import { MarketingPanel } from "./marketing-panel";

/** `/` (title Login): e-mail and password, Forgot password, Start Selling (document 1 §2.5). */
export function LoginPage() {
  const { t } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const { mutate: login, isPending } = useLogin<LoginValues>();
  const { control, handleSubmit, getValues } = useForm<LoginValues>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });

  if (session.credentials() && session.store()) return <Navigate to="/vendor" replace />;

  return (
    <Box sx={{ minHeight: "100vh", display: "grid", gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) minmax(0, 1fr)" } }}>
      <Box sx={{ display: "flex", flexDirection: "column" }}>
        <MarketingPanel variant="compact" />
        <Box sx={{ flexGrow: 1, display: "grid", placeItems: "center", p: { xs: 2, md: 6 } }}>
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, width: "100%", maxWidth: 440 }}>
            <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, mb: 3 }}>
              <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
                {t("auth.titles.login")}
              </Typography>
              <LanguageSwitch color="primary" />
            </Box>
            <form noValidate onSubmit={handleSubmit((values) => login(values))}>
              <Stack spacing={2.5}>
                <FormTextField control={control} name="email" type="email" label={t("auth.fields.email")} autoComplete="username" slotProps={{ htmlInput: { dir: "ltr" } }} />
                <FormTextField
                  control={control}
                  name="password"
                  type={showPassword ? "text" : "password"}
                  label={t("auth.fields.password")}
                  autoComplete="current-password"
                  slotProps={{
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">
                          <IconButton
                            onClick={() => setShowPassword((shown) => !shown)}
                            aria-label={showPassword ? t("auth.actions.hidePassword") : t("auth.actions.showPassword")}
                            edge="end"
                          >
                            {showPassword ? <VisibilityOff /> : <Visibility />}
                          </IconButton>
                        </InputAdornment>
                      ),
                    },
                  }}
                />
                <Box sx={{ textAlign: "end" }}>
                  <Link component="button" type="button" onClick={() => setForgotOpen(true)} underline="hover">
                    {t("auth.actions.forgotPassword")}
                  </Link>
                </Box>
                <Button type="submit" variant="contained" size="large" loading={isPending}>
                  {t("auth.actions.login")}
                </Button>
                <Button component={RouterLink} to="/create-store" variant="text">
                  {t("auth.actions.startSelling")}
                </Button>
              </Stack>
            </form>
          </Paper>
        </Box>
      </Box>
      <MarketingPanel variant="desktop" />
      {forgotOpen ? <ForgotPasswordDialog open onClose={() => setForgotOpen(false)} initialEmail={getValues("email")} /> : null}
    </Box>
  );
}
