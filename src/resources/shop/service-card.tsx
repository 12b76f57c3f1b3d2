import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ServiceCard as ServiceCardData } from "@/domain/shop-preview";
import { SafeHtml } from "@/components/safe-html";
import { CardImage, CardPrice } from "./card-parts";
import { DESCRIPTION, NARROW_TEXT } from "./card-styles";

/** A service card of the preview: image, name, price and discounted price, the sanitised description. */
export function ServiceCard({ service, currency }: { service: ServiceCardData; currency: string }) {
  return (
    <Card component="article" variant="outlined" aria-label={service.name} sx={{ height: "100%", containerType: "inline-size" }}>
      <CardImage src={service.image} name={service.name} />
      <Stack spacing={0.75} sx={{ p: { xs: 0.75, sm: 1.5 } }}>
        <Typography variant="subtitle2" component="h3" sx={{ lineHeight: 1.25, ...NARROW_TEXT }}>
          {service.name}
        </Typography>
        <CardPrice price={service.price} discountedPrice={service.discountedPrice} currency={currency} />
        <Box sx={DESCRIPTION}>
          <SafeHtml html={service.description} />
        </Box>
      </Stack>
    </Card>
  );
}
