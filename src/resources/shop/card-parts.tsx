import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@/domain/money";
import { safeImageSrc } from "@/domain/shop-preview";
import { NARROW_TEXT } from "./card-styles";
import { useFormatLocale } from "@/hooks/use-format-locale";

export function CardImage({ src, name }: { src: string | null; name: string }) {
  const { t } = useTranslation();
  const image = safeImageSrc(src);
  return image ? (
    <Box
      component="img"
      src={image}
      alt={name}
      loading="lazy"
      sx={{ display: "block", width: "100%", aspectRatio: "1", objectFit: "cover", bgcolor: "action.hover" }}
    />
  ) : (
    <Box
      role="img"
      aria-label={t("shop.noImage", { name })}
      sx={{ display: "grid", placeItems: "center", aspectRatio: "1", bgcolor: "action.hover", color: "text.disabled" }}
    >
      <ImageOutlined />
    </Box>
  );
}

/** The selling price, and the original price struck through when there is a discount. */
export function CardPrice({
  price,
  discountedPrice,
  currency,
}: {
  price: number | null;
  discountedPrice: number | null;
  currency: string;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  if (price === null) return null;
  const money = (value: number) => formatMoney(value, currency, locale);
  return (
    <Stack direction="row" sx={{ flexWrap: "wrap", columnGap: 1, alignItems: "baseline" }}>
      <Typography variant="body2" sx={{ fontWeight: 700, ...NARROW_TEXT }} color={discountedPrice !== null ? "error.main" : "text.primary"}>
        {money(discountedPrice ?? price)}
      </Typography>
      {discountedPrice !== null ? (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ textDecoration: "line-through", ...NARROW_TEXT }}
          aria-label={t("shop.products.originalPrice", { price: money(price) })}
        >
          {money(price)}
        </Typography>
      ) : null}
    </Stack>
  );
}
