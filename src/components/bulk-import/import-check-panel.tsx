import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import type { CsvSeparator } from "@/domain/csv";
import { ENCODING_CHOICES, type EncodingChoice } from "@/domain/text-encoding";
import { ImportPreviewPanel } from "./import-preview";
import { ImportProgress } from "./import-progress";
import type { ImportCheckView } from "./use-import-check";

const SEPARATOR_NAMES: Record<CsvSeparator, string> = { ",": "comma", ";": "semicolon", "\t": "tab" };

type Props = {
  check: ImportCheckView;
  fileName: string;
  action: "create" | "update";
  encoding: EncodingChoice;
  onEncodingChange: (encoding: EncodingChoice) => void;
  onCancel: () => void;
};

/**
 * The check of the picked CSV in the dialog's body (issue 21): its text encoding (detected, or
 * chosen: Excel's plain "CSV" on an Arabic Windows is Windows-1256), then the progress with
 * Cancel check, and the preview once done.
 */
export function ImportCheckPanel({ check, fileName, action, encoding, onEncodingChange, onCancel }: Props) {
  const { t } = useTranslation();
  const done = check.phase === "done" ? check.result : null;
  const helper = done
    ? [
        done.detected ? t("bulkImport.encoding.detected", { encoding: t(`bulkImport.encoding.${done.encoding}`) }) : null,
        t("bulkImport.separator.read", { separator: t(`bulkImport.separator.${SEPARATOR_NAMES[done.separator]}`) }),
      ]
        .filter(Boolean)
        .join(" ")
    : undefined;
  return (
    <Box>
      <TextField
        select
        size="small"
        label={t("bulkImport.encoding.label")}
        value={encoding}
        onChange={(event) => onEncodingChange(event.target.value as EncodingChoice)}
        helperText={helper}
        sx={{ minWidth: 260 }}
      >
        {ENCODING_CHOICES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {t(`bulkImport.encoding.${choice}`)}
          </MenuItem>
        ))}
      </TextField>
      {check.phase === "checking" ? <ImportProgress done={check.done} total={check.total} onCancel={onCancel} /> : null}
      {check.phase === "failed" ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t("bulkImport.progress.failed")}
        </Alert>
      ) : null}
      {check.phase === "done" ? (
        <ImportPreviewPanel result={check.result} issues={check.issues} fileName={fileName} action={action} />
      ) : null}
    </Box>
  );
}
