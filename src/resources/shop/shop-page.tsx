import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { env } from "@/config/env";
import { productCard, productSlidesPerView, serviceCard, splitBanners, type StorePreview } from "@/domain/shop-preview";
import type { StoreProfile } from "@/domain/store-profile";
import { useFreshStore } from "@/hooks/use-store-query";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";
import { BannerCarousel } from "./banner-carousel";
import { BannerPicture } from "./banner-picture";
import { CardRows } from "./card-rows";
import { CategoryStrip } from "./category-strip";
import { ProductCard } from "./product-card";
import { ServiceCard } from "./service-card";
import { useViewportWidth } from "./use-viewport-width";

type PreviewStore = StoreProfile & StorePreview;

/**
 * `/vendor/shop`, title Shop (document 2 §2): the seller's storefront as customers see it, from
 * `GET store`: primary banners, categories, products, services and the secondary banner.
 */
export function ShopPage() {
  const { t } = useTranslation();
  const { query } = useFreshStore<PreviewStore>();
  const width = useViewportWidth();
  const store = query.data?.data;
  if (!store) return query.isError ? <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} /> : <PageLoader />;

  const { primary, secondary } = splitBanners(store.banners);
  const slides = productSlidesPerView(width);
  const currency = store.currency ?? "";
  const products = (store.products ?? []).map((product) => productCard(product, env.storefrontUrl));
  const services = (store.services ?? []).map(serviceCard);
  return (
    <Stack spacing={4}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {store.name_en}
      </Typography>
      <BannerCarousel banners={primary} />
      <CategoryStrip categories={store.categories ?? []} />
      <CardRows
        section="products"
        items={products}
        slidesPerView={slides}
        render={(product, index) => <ProductCard key={index} product={product} currency={currency} />}
      />
      <CardRows
        section="services"
        items={services}
        slidesPerView={slides}
        render={(service, index) => <ServiceCard key={index} service={service} currency={currency} />}
      />
      {secondary?.image ? (
        <BannerPicture
          image={secondary.image}
          mobile={secondary.image_mobile}
          href={secondary.redirects_to_link}
          alt={t("shop.banners.secondary")}
          ratio="4 / 1"
        />
      ) : null}
    </Stack>
  );
}
