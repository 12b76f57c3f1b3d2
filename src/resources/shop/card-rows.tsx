import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { SHOP_PRODUCTS_PER_ROW } from "@/config/constants";
import { chunk } from "@/domain/shop-preview";
import { Carousel } from "@/components/carousel";

/** The storefront's card sections: each one's texts are `shop.sections.<section>`, `shop.<section>.empty` and `.row`. */
export type ShopSection = "products" | "services";

/**
 * A titled section of cards in rows of 5 (document 2 §2: rows split after 5 items); each row is a
 * carousel showing `slidesPerView` cards, or the empty message when there is nothing. The section
 * names its texts and the heading's id (`shop-<section>`).
 */
export function CardRows<T>({
  section,
  items,
  slidesPerView,
  render,
}: {
  section: ShopSection;
  items: T[];
  slidesPerView: number;
  render: (item: T, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = `shop-${section}`;
  const rows = chunk(items);
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t(`shop.sections.${section}`)}
      </Typography>
      {rows.length === 0 ? (
        <Typography
          color="text.secondary"
          sx={{ py: 3, textAlign: "center", border: 1, borderColor: "divider", borderRadius: 2, borderStyle: "dashed" }}
        >
          {t(`shop.${section}.empty`)}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {rows.map((row, rowIndex) => (
            <Carousel key={rowIndex} label={t(`shop.${section}.row`, { index: rowIndex + 1 })} slidesPerView={slidesPerView} gap={1.5}>
              {row.map((item, index) => render(item, rowIndex * SHOP_PRODUCTS_PER_ROW + index))}
            </Carousel>
          ))}
        </Stack>
      )}
    </Box>
  );
}
