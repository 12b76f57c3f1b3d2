import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { SHOP_CATEGORIES_PER_VIEW } from "@/config/constants";
import { categoriesAsCarousel, safeImageSrc, type PreviewCategory } from "@/domain/shop-preview";
import { Carousel } from "@/components/carousel";

function CategoryTile({ category }: { category: PreviewCategory }) {
  const image = safeImageSrc(category.image);
  return (
    <Stack spacing={1} sx={{ alignItems: "center", textAlign: "center", minWidth: 0 }}>
      <Avatar
        src={image}
        alt=""
        sx={{ width: "min(72px, 100%)", height: "auto", aspectRatio: "1", bgcolor: "action.hover", color: "text.primary" }}
      >
        {category.title_en?.charAt(0)}
      </Avatar>
      <Typography
        variant="caption"
        sx={{ fontWeight: 600, lineHeight: 1.2, hyphens: "auto", overflowWrap: "break-word", fontSize: { xs: "0.625rem", sm: "0.75rem" } }}
      >
        {category.title_en}
      </Typography>
    </Stack>
  );
}

/** The category strip (document 2 §2, §9): a carousel showing 8 at once from 8 categories on, else one row. */
export function CategoryStrip({ categories }: { categories: PreviewCategory[] }) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  const tiles = categories.map((category, index) => <CategoryTile key={category.id ?? index} category={category} />);
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t("shop.sections.categories")}
      </Typography>
      {categoriesAsCarousel(categories.length) ? (
        <Carousel label={t("shop.sections.categories")} slidesPerView={SHOP_CATEGORIES_PER_VIEW} gap={1}>
          {tiles}
        </Carousel>
      ) : (
        <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: `repeat(${SHOP_CATEGORIES_PER_VIEW}, minmax(0, 1fr))` }}>{tiles}</Box>
      )}
    </Box>
  );
}
