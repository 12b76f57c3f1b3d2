import { useEffect, useId, useMemo, useRef, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import CloseIcon from "@mui/icons-material/Close";
import AddPhotoIcon from "@mui/icons-material/AddPhotoAlternateOutlined";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { UPLOAD_LIMIT_BYTES } from "@/config/constants";
import { UPLOAD_RULES, formatMegabytes } from "@/domain/files";
import { checkFile } from "@/lib/file-checks";
import type { ImageValue } from "@/lib/image-uploads";
import { DropZone } from "./drop-zone";
import { UploadStatus } from "./upload-status";

const ACCEPT = [...UPLOAD_RULES.image.extensions.map((ext) => `.${ext}`), ...UPLOAD_RULES.image.mimeTypes].join(",");

/** Object URLs for picked files (revoked when they go), stored URLs as they are. */
function usePreviews(values: readonly ImageValue[]): (string | null)[] {
  const files = useMemo(() => values.filter((value): value is File => value instanceof File), [values]);
  const urls = useMemo(
    () => new Map(typeof URL.createObjectURL === "function" ? files.map((file) => [file, URL.createObjectURL(file)] as const) : []),
    [files],
  );
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return values.map((value) => (value instanceof File ? (urls.get(value) ?? null) : value));
}

type Props<T extends FieldValues> = { control: Control<T>; name: FieldPath<T>; label: string; required?: boolean; disabled?: boolean };

/**
 * A set of images bound to react-hook-form (a variant's or a service's images): thumbnails with a
 * remove button, and an add button for one or more files (or files dropped on the field). Every
 * picked file is checked (type, size, real content) before it joins the set; uploading is the
 * form's job, on save, and each new file's upload shows its progress and a Cancel button.
 */
export function ImageGalleryField<T extends FieldValues>({ control, name, label, required, disabled }: Props<T>) {
  const { t } = useTranslation();
  const inputId = useId();
  const helperId = `${inputId}-helper`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<string[]>([]);

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const values = ((field.value ?? []) as ImageValue[]).filter(Boolean);
        const fieldError = fieldState.error?.message ? t(fieldState.error.message) : null;
        const pick = async (files: File[]) => {
          const checked = await Promise.all(
            files.map(async (file) => ({ file, result: await checkFile(file, "image").catch(() => null) })),
          );
          setRefusals(
            checked
              .filter(({ result }) => !result?.ok)
              .map(({ file, result }) =>
                t("imageGallery.refused", {
                  name: file.name,
                  reason: result && !result.ok ? t(result.error.key, result.error.values) : t("files.errors.unreadable"),
                }),
              ),
          );
          const accepted = checked.filter(({ result }) => result?.ok).map(({ file }) => file);
          if (accepted.length) field.onChange([...values, ...accepted]);
        };
        const errorText = [...refusals, ...(fieldError ? [fieldError] : [])];
        return (
          <Stack spacing={1}>
            <FormLabel htmlFor={inputId} required={required} error={errorText.length > 0}>
              {label}
            </FormLabel>
            <DropZone onFiles={(files) => void pick(files)} disabled={disabled} multiple>
              <Stack spacing={1}>
                <GalleryThumbs
                  values={values}
                  label={label}
                  disabled={disabled}
                  onRemove={(index) => field.onChange(values.filter((_, at) => at !== index))}
                />
                {disabled ? null : (
                  // A real button opening the hidden file input: a `label` styled as a button is not
                  // operable with Enter or Space (MUI only calls an onClick there).
                  <>
                    <Button
                      variant="outlined"
                      startIcon={<AddPhotoIcon />}
                      onClick={() => inputRef.current?.click()}
                      aria-describedby={helperId}
                      sx={{ alignSelf: "flex-start" }}
                    >
                      {t("imageGallery.add")}
                    </Button>
                    <input
                      ref={inputRef}
                      id={inputId}
                      type="file"
                      hidden
                      multiple
                      accept={ACCEPT}
                      aria-label={label}
                      aria-invalid={errorText.length > 0}
                      onBlur={field.onBlur}
                      onChange={(event) => {
                        const files = Array.from(event.currentTarget.files ?? []);
                        event.currentTarget.value = "";
                        void pick(files);
                      }}
                    />
                  </>
                )}
                {values.map((value, index) =>
                  value instanceof File ? <UploadStatus key={`${value.name}-${index}`} file={value} name={value.name} /> : null,
                )}
              </Stack>
            </DropZone>
            <FormHelperText id={helperId} error={errorText.length > 0} sx={{ mx: 0 }}>
              {errorText.length ? errorText.join(" ") : t("files.hints.image", { limit: formatMegabytes(UPLOAD_LIMIT_BYTES.image) })}
            </FormHelperText>
          </Stack>
        );
      }}
    />
  );
}

function GalleryThumbs({
  values,
  label,
  disabled,
  onRemove,
}: {
  values: ImageValue[];
  label: string;
  disabled?: boolean;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const previews = usePreviews(values);
  if (values.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: "none", p: 0, m: 0, display: "flex", flexWrap: "wrap", gap: 1 }}>
      {values.map((value, index) => (
        <Box
          component="li"
          key={value instanceof File ? `${value.name}-${index}` : value}
          sx={{ position: "relative", width: 88, height: 88 }}
        >
          {previews[index] ? (
            <Box
              component="img"
              src={previews[index] as string}
              alt={t("imageGallery.image", { number: index + 1 })}
              sx={{ width: 1, height: 1, objectFit: "cover", borderRadius: 1, border: 1, borderColor: "divider" }}
            />
          ) : (
            <Box sx={{ width: 1, height: 1, borderRadius: 1, border: 1, borderColor: "divider", fontSize: 12, p: 0.5, overflow: "hidden" }}>
              {value instanceof File ? value.name : ""}
            </Box>
          )}
          {disabled ? null : (
            <IconButton
              size="small"
              aria-label={t("imageGallery.remove", { number: index + 1 })}
              onClick={() => onRemove(index)}
              sx={{
                position: "absolute",
                top: 2,
                insetInlineEnd: 2,
                bgcolor: "background.paper",
                "&:hover": { bgcolor: "background.paper" },
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      ))}
    </Box>
  );
}
