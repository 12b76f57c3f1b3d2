import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import Rating from "@mui/material/Rating";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { safeImageSrc, type ProductCard as ProductCardData } from "@/domain/shop-preview";
import { safeHref } from "@/domain/urls";
import { SafeHtml } from "@/components/safe-html";
import { CardImage, CardPrice } from "./card-parts";
import { DESCRIPTION, DETAILS, NARROW_TEXT } from "./card-styles";

/**
 * A product card of the preview: image, name (a link to the public storefront), price and
 * discounted price, rating and review count, the store's logo and country, and the sanitised
 * description. The card is a size container: narrow slides (5 on a phone) keep the image, name
 * and price; wider ones show everything.
 */
export function ProductCard({ product, currency }: { product: ProductCardData; currency: string }) {
  const { t } = useTranslation();
  const url = safeHref(product.url);
  const logo = safeImageSrc(product.storeLogo);
  return (
    <Card component="article" variant="outlined" aria-label={product.name} sx={{ height: "100%", containerType: "inline-size" }}>
      <CardImage src={product.image} name={product.name} />
      <Stack spacing={0.75} sx={{ p: { xs: 0.75, sm: 1.5 } }}>
        <Typography variant="subtitle2" component="h3" sx={{ lineHeight: 1.25, ...NARROW_TEXT }}>
          {url ? (
            <Link
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              underline="hover"
              color="inherit"
              title={t("shop.products.openStorefront")}
            >
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </Typography>
        <CardPrice price={product.price} discountedPrice={product.discountedPrice} currency={currency} />
        <Stack direction="row" spacing={0.5} sx={{ ...DETAILS, alignItems: "center" }}>
          <Rating
            value={product.rating}
            precision={0.1}
            readOnly
            size="small"
            getLabelText={(rating) => t("shop.products.rating", { rating })}
          />
          <Typography variant="caption" color="text.secondary">
            {t("shop.products.reviews", { count: product.reviewCount })}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ ...DETAILS, alignItems: "center", minWidth: 0 }}>
          <Avatar src={logo} alt="" sx={{ width: 20, height: 20, fontSize: 12 }} />
          <Typography variant="caption" color="text.secondary" noWrap>
            {product.storeCountry}
          </Typography>
        </Stack>
        <Box sx={DESCRIPTION}>
          <SafeHtml html={product.description} />
        </Box>
      </Stack>
    </Card>
  );
}
