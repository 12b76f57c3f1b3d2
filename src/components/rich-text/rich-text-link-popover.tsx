import { useState, type FormEvent } from "react";
import Button from "@mui/material/Button";
import Popover from "@mui/material/Popover";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import { isAllowedLinkHref } from "@/domain/rich-text";

type Props = { anchor: HTMLElement | null; onApply: (href: string) => void; onClose: () => void };

/**
 * Asks for a link's address: http, https or mailto only (the sanitiser drops anything else). The
 * editor takes the focus back when it closes (with the seller's selection), not the button.
 */
export function RichTextLinkPopover({ anchor, onApply, onClose }: Props) {
  const { t } = useTranslation();
  const [href, setHref] = useState("https://");
  const [touched, setTouched] = useState(false);
  const valid = isAllowedLinkHref(href);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setTouched(true);
    if (valid) onApply(href.trim());
  };

  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      disableRestoreFocus
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
    >
      <Stack component="form" onSubmit={submit} noValidate spacing={1} sx={{ p: 2, width: 320, maxWidth: "90vw" }}>
        <TextField
          autoFocus
          size="small"
          label={t("editor.link.address")}
          value={href}
          onChange={(event) => setHref(event.target.value)}
          error={touched && !valid}
          helperText={touched && !valid ? t("editor.link.invalid") : t("editor.link.hint")}
          slotProps={{ htmlInput: { dir: "ltr", inputMode: "url" } }}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
          <Button onClick={onClose}>{t("editor.link.cancel")}</Button>
          <Button type="submit" variant="contained">
            {t("editor.link.apply")}
          </Button>
        </Stack>
      </Stack>
    </Popover>
  );
}
