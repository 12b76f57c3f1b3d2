import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import SendIcon from "@mui/icons-material/Send";
import { useTranslation } from "react-i18next";
import { replyError } from "@/domain/disputes";

/**
 * The message box and Send (document 1 §2.10). An empty message shows the spec's alert "Message
 * not be empty" as an inline MUI Alert (role="alert": screen readers announce it) next to the box,
 * which gets the focus back; a browser `window.alert` would block the page and cannot be styled or
 * dismissed by typing. The text is cleared only after a successful send.
 */
export function DisputeReplyForm({ onSend, sending }: { onSend: (message: string) => Promise<boolean>; sending: boolean }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending) return;
    const problem = replyError(message);
    setError(problem);
    if (problem) {
      field.current?.focus();
      return;
    }
    if (await onSend(message)) setMessage("");
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void submit();
  }

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <TextField
        inputRef={field}
        label={t("disputes.reply.label")}
        placeholder={t("disputes.reply.placeholder")}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        multiline
        minRows={3}
        fullWidth
        error={Boolean(error)}
        slotProps={{ htmlInput: { dir: "auto", "aria-describedby": error ? "dispute-reply-error" : undefined } }}
      />
      {error ? (
        <Alert id="dispute-reply-error" severity="warning" sx={{ mt: 1 }}>
          {t(error)}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ mt: 1.5, alignItems: "center", justifyContent: "flex-end" }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: "none", sm: "block" } }}>
          {t("disputes.reply.hint")}
        </Typography>
        <Button
          type="submit"
          variant="contained"
          disabled={sending}
          endIcon={sending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
        >
          {sending ? t("disputes.reply.sending") : t("disputes.reply.send")}
        </Button>
      </Stack>
    </Box>
  );
}
