import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useDelete, useNavigation } from "@refinedev/core";
import { useForm } from "react-hook-form";
import { yupResolver } from "@hookform/resolvers/yup";
import { useTranslation } from "react-i18next";
import { BANNER_TYPES, toBannerPayload, type Banner, type BannerFormMode } from "@/domain/banners";
import { ImageField, type FileValue } from "@/components/file-field";
import { FormSelectField } from "@/components/form-select-field";
import { FormTextField } from "@/components/form-text-field";
import { RecordFormActions } from "@/components/record-form-actions";
import { setServerFieldErrors } from "@/components/server-field-errors";
import { useSaveWithImages } from "@/hooks/use-save-with-images";
import { removeStoredImages } from "@/lib/image-uploads";
import { bannerSchema } from "./banner.schema";

export type BannerFormValues = { banner_type: string; redirects_to_link: string; image: FileValue; image_mobile: FileValue };

const FIELDS = ["banner_type", "redirects_to_link", "image", "image_mobile"] as const;

function toFormValues(banner?: Banner): BannerFormValues {
  return {
    banner_type: banner?.banner_type ?? "",
    redirects_to_link: banner?.redirects_to_link ?? "",
    image: banner?.image || null,
    image_mobile: banner?.image_mobile || null,
  };
}

/**
 * The banner form (document 2 §2, §4, §5) in create, view (read-only, Edit and Delete) or update
 * mode. New images are uploaded on save; save, cancel (create) and delete return to the list;
 * update's Cancel returns to the view.
 */
export function BannerForm({ mode, banner }: { mode: BannerFormMode; banner?: Banner }) {
  const { t } = useTranslation();
  const { list, show, edit } = useNavigation();
  const { save, saving } = useSaveWithImages("banners");
  const { mutate: remove, mutation: removal } = useDelete();
  const readOnly = mode === "view";
  const { control, handleSubmit, setError } = useForm<BannerFormValues>({
    resolver: yupResolver(bannerSchema) as never,
    defaultValues: toFormValues(banner),
  });

  const submit = handleSubmit(async (values) => {
    const result = await save({
      id: mode === "update" ? banner?.id : undefined,
      images: [values.image, values.image_mobile],
      previous: [banner?.image, banner?.image_mobile],
      payload: ([image, image_mobile]) => toBannerPayload({ ...values, image, image_mobile }),
      successMessage: t(mode === "create" ? "banners.messages.created" : "banners.messages.updated"),
      uploadErrorMessage: t("banners.messages.uploadError"),
    });
    if (result.saved) list("banners");
    else setServerFieldErrors(setError, result.error, FIELDS);
  });

  const deleteBanner = () => {
    if (!banner) return;
    remove(
      { resource: "banners", id: banner.id, successNotification: () => ({ type: "success", message: t("banners.messages.deleted") }) },
      {
        onSuccess: () => {
          void removeStoredImages([banner.image, banner.image_mobile]);
          list("banners");
        },
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack component="form" spacing={3} noValidate onSubmit={submit}>
        <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
          <FormSelectField
            control={control}
            name="banner_type"
            label={t("banners.fields.bannerType")}
            required
            disabled={readOnly}
            options={BANNER_TYPES.map((type) => ({ value: type, label: t(`banners.types.${type}`) }))}
          />
          <FormTextField
            control={control}
            name="redirects_to_link"
            label={t("banners.fields.link")}
            type="url"
            required
            disabled={readOnly}
            helperText={readOnly ? undefined : t("banners.hints.link")}
            slotProps={{ htmlInput: { inputMode: "url", autoCapitalize: "none", spellCheck: false } }}
          />
        </Stack>
        <Stack direction={{ xs: "column", md: "row" }} spacing={3}>
          <ImageField control={control} name="image" label={t("banners.fields.imageWebsite")} required disabled={readOnly || saving} />
          <ImageField control={control} name="image_mobile" label={t("banners.fields.imageMobile")} required disabled={readOnly || saving} />
        </Stack>
        <RecordFormActions
          mode={mode}
          busy={saving || removal.isPending}
          labels={{
            save: t("banners.actions.save"),
            update: t("banners.actions.update"),
            cancel: t("common.actions.cancel"),
            edit: t("banners.actions.edit"),
            delete: t("banners.actions.delete"),
          }}
          deleteMessage={t("banners.confirm.delete")}
          onCancel={() => (mode === "update" && banner ? show("banners", banner.id) : list("banners"))}
          onEdit={() => banner && edit("banners", banner.id)}
          onDelete={deleteBanner}
        />
      </Stack>
    </Paper>
  );
}
