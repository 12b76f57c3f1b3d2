import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { SHOP_PRODUCTS_PER_ROW } from "@/config/constants";
import { chunk } from "@/domain/shop-preview";
import { Carousel } from "@/components/carousel";

/**
 * A titled section of cards in rows of 5 (document 2 §2: rows split after 5 items); each row is a
 * carousel showing `slidesPerView` cards, or the empty message when there is nothing.
 */
export function CardRows<T>({
  id,
  title,
  items,
  slidesPerView,
  empty,
  rowLabel,
  render,
}: {
  id: string;
  title: string;
  items: T[];
  slidesPerView: number;
  empty: string;
  rowLabel: (index: number) => string;
  render: (item: T, index: number) => ReactNode;
}) {
  const rows = chunk(items);
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography
          color="text.secondary"
          sx={{ py: 3, textAlign: "center", border: 1, borderColor: "divider", borderRadius: 2, borderStyle: "dashed" }}
        >
          {empty}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {rows.map((row, rowIndex) => (
            <Carousel key={rowIndex} label={rowLabel(rowIndex)} slidesPerView={slidesPerView} gap={1.5}>
              {row.map((item, index) => render(item, rowIndex * SHOP_PRODUCTS_PER_ROW + index))}
            </Carousel>
          ))}
        </Stack>
      )}
    </Box>
  );
}
