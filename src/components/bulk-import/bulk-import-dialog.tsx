import { useId, useRef, useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Link from "@mui/material/Link";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import { useNotification } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { importAction, PRODUCT_IMPORT_TYPES, type ImportSpec, type ImportType } from "@/domain/bulk-import";
import { sampleCsv } from "@/domain/bulk-import-csv";
import { DropZone } from "@/components/drop-zone";
import { UploadStatus } from "@/components/upload-status";
import { saveFile } from "@/lib/save-file";
import { ImportCheckPanel } from "./import-check-panel";
import { useBulkImport } from "./use-bulk-import";

type Props = {
  open: boolean;
  onClose: () => void;
  /** The columns (and sample) of the import, and its data_type. */
  spec: ImportSpec;
  title: string;
  /** "Import and Update Products" for products, "Start Import" for services. */
  submitLabel: string;
  /** Products ask New or Existing (import_type create or update); services do not. */
  chooseImportType?: boolean;
  /** Sent with services imports (document 2 §7). */
  storeId?: number;
};

/**
 * The bulk import modal (document 2 §2): New or Existing (products), a CSV file (checked before
 * any request), a sample CSV to download, Cancel and the import button. Before sending, the file
 * is checked in the browser row by row against the sample's columns, off the main thread, with
 * its progress and a Cancel check (`ImportCheckPanel`, issue 21).
 */
export function BulkImportDialog({ open, onClose, spec, title, submitLabel, chooseImportType, storeId }: Props) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const titleId = useId();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [importType, setImportType] = useState<ImportType>("create");
  const state = useBulkImport({
    spec,
    importType: chooseImportType ? importType : undefined,
    storeId,
    onDone: (message) => {
      notify?.({ type: "success", message });
      close();
    },
  });
  const busy = state.status !== "idle";

  function close() {
    state.reset();
    setImportType("create");
    onClose();
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {chooseImportType ? (
            <Stack>
              <FormLabel id={`${titleId}-type`}>{t("bulkImport.importType.label")}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${titleId}-type`}
                value={importType}
                onChange={(event) => setImportType(event.target.value as ImportType)}
              >
                {PRODUCT_IMPORT_TYPES.map((type) => (
                  <FormControlLabel
                    key={type}
                    value={type}
                    control={<Radio />}
                    label={t(`bulkImport.importType.${type}`)}
                    disabled={busy}
                  />
                ))}
              </RadioGroup>
            </Stack>
          ) : null}
          <DropZone onFiles={state.drop} disabled={busy}>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
              {/* A real button opening the hidden file input: a `label` styled as a button is not operable with Enter or Space. */}
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlined />}
                disabled={busy}
                onClick={() => fileInput.current?.click()}
                sx={{ alignSelf: "flex-start" }}
              >
                {state.file ? t("bulkImport.replaceFile") : t("bulkImport.chooseFile")}
              </Button>
              <input
                ref={fileInput}
                id={inputId}
                type="file"
                hidden
                accept=".csv,text/csv"
                aria-label={t("bulkImport.file")}
                onChange={(event) => {
                  const picked = event.currentTarget.files?.[0];
                  event.currentTarget.value = "";
                  void state.choose(picked);
                }}
              />
              <Typography variant="body2" sx={{ wordBreak: "break-all" }}>
                {state.file?.name ?? t("bulkImport.noFile")}
              </Typography>
              <Link
                component="button"
                type="button"
                variant="body2"
                onClick={() => saveFile(`\ufeff${sampleCsv(spec)}`, t("bulkImport.sampleName", { type: spec.dataType }))}
              >
                {t("bulkImport.downloadSample")}
              </Link>
            </Stack>
            <UploadStatus file={state.file} name={state.file?.name ?? ""} />
          </DropZone>
          {state.error ? (
            <Alert severity="error" role="alert">
              {state.error}
            </Alert>
          ) : null}
          {state.file ? (
            <ImportCheckPanel
              check={state.check}
              fileName={state.file.name}
              action={importAction(chooseImportType ? importType : undefined)}
              encoding={state.encoding}
              onEncodingChange={state.setEncoding}
              onCancel={state.cancelCheck}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t("bulkImport.actions.cancel")}
        </Button>
        <Button
          variant="contained"
          onClick={() => void state.send()}
          disabled={busy}
          startIcon={state.status === "sending" ? <CircularProgress size={16} color="inherit" /> : null}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
