import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useDelete, useNavigation } from "@refinedev/core";
import { useForm } from "react-hook-form";
import { yupResolver } from "@hookform/resolvers/yup";
import { useTranslation } from "react-i18next";
import { SHOP_BANNER_TYPES, toShopBannerPayload, type BannerFormMode, type ShopBanner } from "@/domain/banners";
import { ImageField, type FileValue } from "@/components/file-field";
import { FormSelectField } from "@/components/form-select-field";
import { FormTextField } from "@/components/form-text-field";
import { RecordFormActions } from "@/components/record-form-actions";
import { setServerFieldErrors } from "@/components/server-field-errors";
import { useSaveWithImages } from "@/hooks/use-save-with-images";
import { removeStoredImages } from "@/lib/image-uploads";
import { shopBannerSchema } from "./shop-banner.schema";

export type ShopBannerFormValues = { banner_type: string; link: string; position: string; image: FileValue };

const FIELDS = ["banner_type", "link", "position", "image"] as const;

function toFormValues(banner?: ShopBanner): ShopBannerFormValues {
  return {
    // Middle banner is the only type: a new shop banner starts with it chosen.
    banner_type: banner?.banner_type ?? SHOP_BANNER_TYPES[0],
    link: banner?.link ?? "",
    position: banner?.position === undefined || banner.position === null ? "" : String(banner.position),
    image: banner?.image || null,
  };
}

/**
 * The shop banner form (document 2 §2, §4, §5) in create, view (Edit, Delete) or update mode;
 * body `{shop_banner}`. After save or delete back to the list; update's Cancel goes to the view.
 */
export function ShopBannerForm({ mode, banner }: { mode: BannerFormMode; banner?: ShopBanner }) {
  const { t } = useTranslation();
  const { list, show, edit } = useNavigation();
  const { save, saving } = useSaveWithImages("shop_banners");
  const { mutate: remove, mutation: removal } = useDelete();
  const readOnly = mode === "view";
  const { control, handleSubmit, setError } = useForm<ShopBannerFormValues>({
    resolver: yupResolver(shopBannerSchema) as never,
    defaultValues: toFormValues(banner),
  });

  const submit = handleSubmit(async (values) => {
    const result = await save({
      id: mode === "update" ? banner?.id : undefined,
      images: [values.image],
      previous: [banner?.image],
      payload: ([image]) => toShopBannerPayload({ ...values, image }),
      successMessage: t(mode === "create" ? "banners.messages.created" : "banners.messages.updated"),
      uploadErrorMessage: t("banners.messages.uploadError"),
    });
    if (result.saved) list("shop_banners");
    else setServerFieldErrors(setError, result.error, FIELDS);
  });

  const deleteBanner = () => {
    if (!banner) return;
    remove(
      { resource: "shop_banners", id: banner.id, successNotification: () => ({ type: "success", message: t("banners.messages.deleted") }) },
      {
        onSuccess: () => {
          void removeStoredImages([banner.image]);
          list("shop_banners");
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
            label={t("shopBanners.fields.bannerType")}
            required
            disabled={readOnly}
            options={SHOP_BANNER_TYPES.map((type) => ({ value: type, label: t(`shopBanners.types.${type}`) }))}
          />
          <FormTextField
            control={control}
            name="position"
            label={t("shopBanners.fields.position")}
            type="number"
            required
            disabled={readOnly}
            slotProps={{ htmlInput: { min: 0, step: 1, inputMode: "numeric" } }}
          />
        </Stack>
        <FormTextField
          control={control}
          name="link"
          label={t("shopBanners.fields.link")}
          required
          disabled={readOnly}
          slotProps={{ htmlInput: { autoCapitalize: "none", spellCheck: false } }}
        />
        <ImageField control={control} name="image" label={t("shopBanners.fields.image")} required disabled={readOnly || saving} />
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
          onCancel={() => (mode === "update" && banner ? show("shop_banners", banner.id) : list("shop_banners"))}
          onEdit={() => banner && edit("shop_banners", banner.id)}
          onDelete={deleteBanner}
        />
      </Stack>
    </Paper>
  );
}
