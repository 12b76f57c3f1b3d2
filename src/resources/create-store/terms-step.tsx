import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useNotification } from "@refinedev/core";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";
import { useSubmitOnce } from "@/hooks/use-submit-once";
import { keyFromUrl } from "@/lib/object-storage";
import { removeQuietly } from "@/lib/object-transfers";
import { session } from "@/providers/auth/session";
import { fetchAgreementTemplate, fillAgreement, missingTemplateFields, uploadAgreement, type AgreementDetails } from "./agreement";
import { StepActions } from "./step-actions";
import type { StepApi } from "./use-step-api";
import { useStepForm } from "./use-step-form";
import type { Wizard } from "./use-wizard";
import { toTermsPayload } from "./wizard.mappers";
import { termsSchema, type TermsValues } from "./wizard.schema";

const AgreementViewer = lazy(() => import("./agreement-viewer").then((module) => ({ default: module.AgreementViewer })));

type Loaded = { template: Uint8Array; preview: Uint8Array };

/** Why the agreement cannot be shown: a failed fetch (worth a retry) or a template lacking a mapped field (not). */
type Failure = "load" | "template";

/** The template, and a preview filled with today's date, loaded when the step opens (and on retry). */
function useAgreement(details: AgreementDetails | null) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; loaded?: Loaded; failed?: Failure } | null>(null);
  useEffect(() => {
    if (!details) return;
    let live = true;
    fetchAgreementTemplate()
      .then(async (template) => ({ template, preview: await fillAgreement(template, details, new Date()) }))
      .then((loaded) => live && setResult({ attempt, loaded }))
      .catch((error: unknown) => {
        const missing = missingTemplateFields(error);
        if (missing)
          console.error(
            `The agreement template cannot be filled: it has no text field named ${missing.map((name) => `"${name}"`).join(", ")} (see VITE_AGREEMENT_FIELDS).`,
          );
        else console.error(error);
        if (live) setResult({ attempt, failed: missing ? "template" : "load" });
      });
    return () => {
      live = false;
    };
  }, [details, attempt]);
  const current = result?.attempt === attempt ? result : null;
  return { loaded: current?.loaded, failed: current?.failed ?? null, retry: () => setAttempt((n) => n + 1) };
}

/**
 * Step 6, Terms and conditions (document 1 §2.4, §5, §7.2): the agreement filled with the store's
 * and signer's details in a 600 px viewer; the accept checkbox is enabled once the last page is
 * reached and submit requires it. Submit fills the agreement again with the acceptance time,
 * uploads it and records it with `PATCH store/update_terms_conditions`.
 */
export function TermsStep({ wizard, api }: { wizard: Wizard; api: StepApi }) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const store = wizard.store;
  const details = useMemo<AgreementDetails | null>(
    () =>
      store
        ? {
            storeName: String(store.name_en ?? ""),
            signatory: String(store.authorized_signatory_name_en ?? ""),
            country: t(`shell.countries.${store.country_id}`),
            email: session.uid() ?? "",
            storeNameAr: String(store.name_ar ?? ""),
            signatoryAr: String(store.authorized_signatory_name_ar ?? ""),
          }
        : null,
    [store, t],
  );
  const agreement = useAgreement(details);
  const [reachedEnd, setReachedEnd] = useState(false);
  const [busy, setBusy] = useState(false);
  const { form, showServerErrors } = useStepForm<TermsValues>("terms", termsSchema, { accepted: false }, { draft: false });
  const onLastPageReached = useCallback(() => setReachedEnd(true), []);

  const onSubmit = useSubmitOnce(
    form.handleSubmit(async () => {
      if (!agreement.loaded || !details) return;
      setBusy(true);
      try {
        const acceptedAt = new Date();
        let stored;
        try {
          stored = await uploadAgreement(await fillAgreement(agreement.loaded.template, details, acceptedAt));
        } catch (error) {
          console.error(error);
          open?.({ key: "wizard-upload", type: "error", message: t("wizard.messages.uploadFailed") });
          return;
        }
        const payload = toTermsPayload({ url: stored.url, acceptedAt, senderEmail: details.email });
        const outcome = await api.save("updateTermsConditions", "patch", payload);
        if (!outcome.ok) {
          showServerErrors(outcome.fieldErrors);
          void removeQuietly([stored.key]);
          return;
        }
        void removeQuietly([keyFromUrl(store?.agreement_policy_url as string | undefined)]);
        await wizard.submitted();
      } finally {
        setBusy(false);
      }
    }),
  );

  if (agreement.failed === "template") return <ErrorState message={t("wizard.messages.agreementTemplateInvalid")} />;
  if (!details || agreement.failed)
    return <ErrorState message={t("wizard.messages.agreementLoadFailed")} onRetry={details ? agreement.retry : undefined} />;
  if (!agreement.loaded) return <PageLoader />;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t("wizard.hints.agreementFor")}</Typography>
        <Suspense fallback={<PageLoader />}>
          <AgreementViewer bytes={agreement.loaded.preview} onLastPageReached={onLastPageReached} />
        </Suspense>
        <Controller
          control={form.control}
          name="accepted"
          render={({ field, fieldState }) => (
            <div>
              <FormControlLabel
                label={t("wizard.fields.accept")}
                disabled={!reachedEnd || busy}
                control={
                  <Checkbox
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
              />
              <FormHelperText error={Boolean(fieldState.error)} sx={{ mx: 0 }}>
                {fieldState.error?.message ? t(fieldState.error.message) : reachedEnd ? " " : t("wizard.hints.scrollToAccept")}
              </FormHelperText>
            </div>
          )}
        />
      </Stack>
      <StepActions busy={busy} onBack={wizard.back} label={t("wizard.actions.submit")} />
    </form>
  );
}
