import { yupResolver } from "@hookform/resolvers/yup";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Resolver } from "react-hook-form";
import { Navigate, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { USER_LIST_STATE, recipientFromState, type EmailRecipient } from "@/domain/customers";
import { useApiMutation } from "@/hooks/use-api-query";
import { useOperationForm } from "@/hooks/use-operation-form";
import { FormActions } from "@/components/form-actions";
import { FormTextField } from "@/components/form-text-field";
import { sendEmailSchema, type SendEmailValues } from "./send-email.schema";
import { paths } from "@/config/paths";

/**
 * `/vendor/send-email` (document 2 §2, §5, §7): an e-mail to the customer carried in navigation
 * state. Opened without one, it goes back to the User List.
 */
export function SendEmailPage() {
  const { state } = useLocation();
  const recipient = recipientFromState(state);
  if (!recipient) return <Navigate to={paths.profile} replace state={USER_LIST_STATE} />;
  return <SendEmailForm recipient={recipient} />;
}

/** `POST emails/send_individual_email` with `{email, subject, message}`; the answer's message as a toast; then the User List. */
function SendEmailForm({ recipient }: { recipient: EmailRecipient }) {
  const { t } = useTranslation();
  const { mutateAsync } = useApiMutation<{ message?: string }>();
  const { form, submit, leave, busy } = useOperationForm<SendEmailValues>({
    resolver: yupResolver(sendEmailSchema) as unknown as Resolver<SendEmailValues>,
    defaultValues: { subject: "", message: "" },
    onValid: async (values) => {
      try {
        await mutateAsync({
          url: "sendIndividualEmail",
          method: "post",
          values: { email: recipient.email, subject: values.subject.trim(), message: values.message.trim() },
          successNotification: (response) => ({
            key: "email-sent",
            type: "success",
            message: (response?.data as { message?: string } | undefined)?.message || t("emails.messages.sent"),
          }),
        });
        toUserList();
        return true;
      } catch {
        // Refine has shown the failure; the form keeps what was typed.
        return false;
      }
    },
  });
  const toUserList = () => leave(paths.profile, USER_LIST_STATE);
  const { control } = form;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t("emails.titles.send")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: "anywhere" }}>
        {t("emails.fields.to")}: {recipient.name ? `${recipient.name} ` : ""}
        <span dir="ltr">&lt;{recipient.email}&gt;</span>
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <Stack spacing={2}>
          <FormTextField control={control} name="subject" label={t("emails.fields.subject")} required disabled={busy} />
          <FormTextField
            control={control}
            name="message"
            label={t("emails.fields.message")}
            required
            multiline
            minRows={6}
            disabled={busy}
          />
        </Stack>
        <FormActions busy={busy} onCancel={toUserList} submitLabel={t("emails.actions.send")} />
      </form>
    </Paper>
  );
}
