import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import EditIcon from "@mui/icons-material/EditOutlined";
import { useDelete, useNavigation, type BaseRecord } from "@refinedev/core";
import { yupResolver } from "@hookform/resolvers/yup";
import type { Control, Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { BannerFormMode } from "@/domain/banners";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorState } from "@/components/error-state";
import { ImageField } from "@/components/file-field";
import { FormActions } from "@/components/form-actions";
import { FormSelectField } from "@/components/form-select-field";
import { FormTextField } from "@/components/form-text-field";
import { PageLoader } from "@/components/page-loader";
import { useRecordForm } from "@/hooks/use-record-form";
import { useSaveWithImages } from "@/hooks/use-save-with-images";
import { removeStoredImages } from "@/lib/image-uploads";
import type { BannerField, BannerFormValues, BannerKind } from "./banner-kinds";

/**
 * A banner kind's screen (title Banner) in one of its modes (document 2 §2, §4, §5): create, view
 * (read-only, Edit and Delete after a confirmation) or update. View and update read the record
 * (an unknown id answers 404, which lands on /not-found). New images are uploaded on save; save,
 * create's Cancel and delete return to the list; update's Cancel returns to the view.
 */
export function BannerScreen({ kind, mode }: { kind: BannerKind; mode: BannerFormMode }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { list, listUrl, show, edit } = useNavigation();
  const { saveWithImages, uploading } = useSaveWithImages();
  const { mutate: remove, mutation: removal } = useDelete();
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const readOnly = mode === "view";
  const images = (values: BannerFormValues | undefined) => kind.images.map((field) => values?.[field] ?? null);
  const { form, loaded, query, saving, submit } = useRecordForm<BaseRecord, BannerFormValues>({
    resource: kind.resource,
    action: mode === "create" ? "create" : "edit",
    id: mode === "create" ? undefined : id,
    read: !deleted,
    empty: kind.empty(),
    toFormValues: kind.toFormValues,
    resolver: yupResolver(kind.schema) as unknown as Resolver<BannerFormValues>,
    successNotification: () => ({
      type: "success",
      message: t(mode === "create" ? "banners.messages.created" : "banners.messages.updated"),
    }),
    onValid: (values, save, saved) =>
      saveWithImages({
        images: images(values) as (File | string | null)[],
        previous: images(saved).map((value) => (typeof value === "string" ? value : null)),
        save: (urls) => save(kind.toPayload(values, urls)),
        uploadErrorMessage: t("banners.messages.uploadError"),
      }),
  });
  const busy = uploading || saving || removal.isPending;

  const deleteBanner = () => {
    if (!id) return;
    remove(
      { resource: kind.resource, id, successNotification: () => ({ type: "success", message: t("banners.messages.deleted") }) },
      {
        onSuccess: () => {
          setDeleted(true);
          void removeStoredImages(images(loaded).filter((value): value is string => typeof value === "string"));
          list(kind.resource);
        },
      },
    );
  };

  let body;
  if (mode !== "create" && query?.isError) body = <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />;
  else if (mode !== "create" && !loaded) body = <PageLoader />;
  else {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack component="form" spacing={3} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
          {kind.rows.map((row) => (
            <Stack
              key={row.map((field) => field.name).join()}
              direction={{ xs: "column", md: "row" }}
              spacing={row[0].kind === "image" ? 3 : 2}
            >
              {row.map((field) => (
                <BannerFieldInput
                  key={field.name}
                  kind={kind}
                  field={field}
                  control={form.control}
                  disabled={readOnly || (field.kind === "image" && busy)}
                />
              ))}
            </Stack>
          ))}
          {readOnly ? (
            <FormActions busy={busy}>
              <Button color="error" variant="outlined" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setConfirming(true)}>
                {t("banners.actions.delete")}
              </Button>
              <Button variant="contained" startIcon={<EditIcon />} disabled={busy} onClick={() => id && edit(kind.resource, id)}>
                {t("banners.actions.edit")}
              </Button>
            </FormActions>
          ) : (
            <FormActions
              busy={busy}
              submitLabel={t(mode === "create" ? "banners.actions.save" : "banners.actions.update")}
              onCancel={() => (mode === "update" && id ? show(kind.resource, id) : list(kind.resource))}
            />
          )}
          <ConfirmDialog
            open={confirming}
            message={t("banners.confirm.delete")}
            busy={busy}
            onClose={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              deleteBanner();
            }}
          />
        </Stack>
      </Paper>
    );
  }

  return (
    <>
      <Box sx={{ mb: 3 }}>
        <Button component={RouterLink} to={listUrl(kind.resource)} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
          {t(`${kind.ns}.actions.back`)}
        </Button>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t(`${kind.ns}.titles.form`)}
        </Typography>
      </Box>
      {body}
    </>
  );
}

function BannerFieldInput({
  kind,
  field,
  control,
  disabled,
}: {
  kind: BannerKind;
  field: BannerField;
  control: Control<BannerFormValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const label = t(field.labelKey);
  if (field.kind === "image")
    return <ImageField control={control} name={field.name} label={label} required={!field.optional} disabled={disabled} />;
  if (field.kind === "type") {
    return (
      <FormSelectField
        control={control}
        name={field.name}
        label={label}
        required
        disabled={disabled}
        options={kind.types.map((type) => ({ value: type, label: t(`${kind.ns}.types.${type}`) }))}
      />
    );
  }
  const htmlInput =
    field.type === "number"
      ? { min: 0, step: 1, inputMode: "numeric" as const }
      : { inputMode: field.type === "url" ? ("url" as const) : undefined, autoCapitalize: "none", spellCheck: false };
  return (
    <FormTextField
      control={control}
      name={field.name}
      label={label}
      type={field.type}
      required
      disabled={disabled}
      helperText={field.hintKey && !disabled ? t(field.hintKey) : undefined}
      slotProps={{ htmlInput }}
    />
  );
}
