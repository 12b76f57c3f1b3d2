import { useEffect, useId, useRef, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { UPLOAD_LIMIT_BYTES } from "@/config/constants";
import { formatMegabytes, UPLOAD_RULES, type UploadKind } from "@/domain/files";
import { checkFile, type FileCheckResult } from "@/lib/file-checks";
import { DropZone } from "./drop-zone";
import { UploadStatus } from "./upload-status";

/** A field's value: a file the seller picked (not uploaded yet), the URL of the stored one, or nothing. */
export type FileValue = File | string | null;

export type FileFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  kind: UploadKind;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Overrides the kind's limit from src/config/constants.ts. */
  limitBytes?: number;
};

const ACCEPT: Record<UploadKind, string> = {
  image: [...UPLOAD_RULES.image.extensions.map((ext) => `.${ext}`), ...UPLOAD_RULES.image.mimeTypes].join(","),
  pdf: ".pdf,application/pdf",
  csv: ".csv,text/csv",
};

/** A picked image is shown from a data URL (read asynchronously); a stored one from its URL. */
function usePreviewUrl(value: FileValue): string | null {
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!(value instanceof File) || typeof FileReader === "undefined") return;
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === "string") setRead({ file: value, url: reader.result });
    };
    reader.readAsDataURL(value);
    return () => {
      live = false;
    };
  }, [value]);
  if (typeof value === "string") return value || null;
  return value instanceof File && read?.file === value ? read.url : null;
}

/**
 * A file picker bound to react-hook-form: the button (keyboard) or a file dropped on the field.
 * The file is checked at once (type, emptiness, size limit, real content) and a refusal is shown
 * under the field, before any network call; the form receives only accepted files. Uploading is
 * the form's job, on save (src/lib/object-storage); meanwhile the field shows the upload's progress
 * with a Cancel button (UploadStatus). Images show a preview; a stored file shows a link.
 */
export function FileField<T extends FieldValues>({ control, name, kind, label, required, disabled, limitBytes }: FileFieldProps<T>) {
  const { t } = useTranslation();
  const inputId = useId();
  const helperId = `${inputId}-helper`;
  const labelId = `${inputId}-label`;
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const limit = limitBytes ?? UPLOAD_LIMIT_BYTES[kind];

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = (field.value ?? null) as FileValue;
        const error = refusal ?? (fieldState.error?.message ? t(fieldState.error.message) : null);
        const take = async (file: File | undefined) => {
          if (!file) return;
          const result = await checkFile(file, kind, limit).catch((): FileCheckResult => ({
            ok: false,
            error: { key: "files.errors.unreadable" },
          }));
          if (!result.ok) {
            setRefusal(t(result.error.key, result.error.values));
            return;
          }
          setRefusal(null);
          field.onChange(file);
        };
        const onDrop = (files: File[]) => {
          if (files.length > 1) setRefusal(t("files.errors.oneFile"));
          else void take(files[0]);
        };
        return (
          <Stack spacing={1}>
            <FormLabel id={labelId} htmlFor={inputId} required={required} error={Boolean(error)}>
              {label}
            </FormLabel>
            <DropZone onFiles={onDrop} disabled={disabled}>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
                {kind === "image" ? <ImagePreview value={value} name={label} /> : null}
                <input
                  ref={input}
                  id={inputId}
                  type="file"
                  hidden
                  accept={ACCEPT[kind]}
                  aria-label={label}
                  aria-describedby={helperId}
                  aria-invalid={Boolean(error)}
                  disabled={disabled}
                  onChange={(event) => {
                    const file = event.currentTarget.files?.[0];
                    event.currentTarget.value = "";
                    void take(file);
                  }}
                />
                <Button
                  variant="outlined"
                  startIcon={<UploadFileOutlined />}
                  disabled={disabled}
                  onClick={() => input.current?.click()}
                  onBlur={field.onBlur}
                  aria-describedby={`${labelId} ${helperId}`}
                  sx={{ alignSelf: "flex-start" }}
                >
                  {value ? t("files.actions.replace") : t("files.actions.choose")}
                </Button>
                <CurrentFile value={value} />
              </Stack>
              <UploadStatus file={value instanceof File ? value : null} name={value instanceof File ? value.name : label} />
            </DropZone>
            <FormHelperText id={helperId} error={Boolean(error)} sx={{ mx: 0 }}>
              {error ?? t(`files.hints.${kind}`, { limit: formatMegabytes(limit) })}
            </FormHelperText>
          </Stack>
        );
      }}
    />
  );
}

function CurrentFile({ value }: { value: FileValue }) {
  const { t } = useTranslation();
  if (value instanceof File) {
    return (
      <Typography variant="body2" sx={{ wordBreak: "break-all" }}>
        {value.name}
      </Typography>
    );
  }
  if (typeof value === "string" && value) {
    return (
      <Link href={value} target="_blank" rel="noopener noreferrer" variant="body2">
        {t("files.actions.view")}
      </Link>
    );
  }
  return null;
}

function ImagePreview({ value, name }: { value: FileValue; name: string }) {
  const { t } = useTranslation();
  const url = usePreviewUrl(value);
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt={t("files.preview", { name })}
      sx={{
        width: 96,
        height: 96,
        objectFit: "contain",
        borderRadius: 1,
        border: 1,
        borderColor: "divider",
        bgcolor: "background.default",
      }}
    />
  );
}

/** An image picker (jpeg, jpg, png or gif, 5 MB by default) with a preview. */
export function ImageField<T extends FieldValues>(props: Omit<FileFieldProps<T>, "kind">) {
  return <FileField {...props} kind="image" />;
}
