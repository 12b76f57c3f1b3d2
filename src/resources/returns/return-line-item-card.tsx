import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import ImageNotSupportedOutlinedIcon from "@mui/icons-material/ImageNotSupportedOutlined";
import { useTranslation } from "react-i18next";
import { SectionCard } from "@/components/section-card";
import { DetailFields } from "@/components/detail-fields";
import { formatMoney } from "@/domain/money";
import { returnItemImage, returnLineItemName, returnPrice, type ReturnLineItem } from "@/domain/returns";
import { useFormatLocale } from "@/hooks/use-format-locale";

const IMAGE_SIZE = 100;

/**
 * The returned item (document 1 §2.9): image (the resized one when present), brand, product and
 * variant name or service name, sku, the sale price with the original struck through when the sale
 * price is lower, sold-by store and the reason.
 */
export function ReturnLineItemCard({ item, reason }: { item: ReturnLineItem; reason: string | null }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const name = returnLineItemName(item);
  const image = returnItemImage(item);
  const price = returnPrice(item);
  const money = (amount: number) => formatMoney(amount, item.currency, locale);

  return (
    <SectionCard title={t("returns.detail.item")}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={3} sx={{ alignItems: { xs: "flex-start", sm: "flex-start" } }}>
        {image ? (
          <Box
            component="img"
            src={image}
            alt={name}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            sx={{ borderRadius: 1, objectFit: "cover", border: 1, borderColor: "divider", flexShrink: 0 }}
          />
        ) : (
          <Box
            role="img"
            aria-label={t("returns.detail.noImage")}
            sx={{
              width: IMAGE_SIZE,
              height: IMAGE_SIZE,
              borderRadius: 1,
              bgcolor: "action.hover",
              display: "grid",
              placeItems: "center",
              flexShrink: 0,
            }}
          >
            <ImageNotSupportedOutlinedIcon color="disabled" />
          </Box>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 2 }}>
            {name}
          </Typography>
          <DetailFields
            fields={[
              { label: t("returns.detail.brand"), value: item.brand_name_en },
              { label: t("returns.detail.sku"), value: item.sku, dir: "ltr" },
              {
                label: t("returns.detail.price"),
                value:
                  price.current === null ? null : (
                    <Box component="span" dir="ltr" data-testid="return-price">
                      <Box component="span" sx={{ fontWeight: 600 }}>
                        {money(price.current)}
                      </Box>
                      {price.original !== null ? (
                        <>
                          {" "}
                          <Box component="s" aria-label={t("returns.detail.originalPrice")} sx={{ color: "text.secondary", ml: 1 }}>
                            {money(price.original)}
                          </Box>
                        </>
                      ) : null}
                    </Box>
                  ),
              },
              { label: t("returns.detail.soldBy"), value: item.store_name_en },
              { label: t("returns.detail.reason"), value: reason, dir: "auto" },
            ]}
          />
        </Box>
      </Stack>
    </SectionCard>
  );
}
