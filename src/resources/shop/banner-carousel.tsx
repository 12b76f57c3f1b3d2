import { useTranslation } from "react-i18next";
import type { PreviewBanner } from "@/domain/shop-preview";
import { Carousel } from "@/components/carousel";
import { BannerPicture } from "./banner-picture";
import { PLACEHOLDER_BANNERS } from "./placeholder-banners";

/** The primary banners, one at a time; placeholder pictures when the store has none (document 2 §2). */
export function BannerCarousel({ banners }: { banners: PreviewBanner[] }) {
  const { t } = useTranslation();
  const placeholders = banners.length === 0;
  const slides = placeholders ? PLACEHOLDER_BANNERS : banners;
  return (
    <Carousel label={t("shop.sections.banners")} slidesPerView={1}>
      {slides.map((banner, index) => (
        <BannerPicture
          key={index}
          image={banner.image ?? ""}
          mobile={banner.image_mobile}
          href={"redirects_to_link" in banner ? banner.redirects_to_link : null}
          alt={placeholders ? t("shop.banners.placeholder", { index: index + 1 }) : t("shop.banners.primary", { index: index + 1 })}
          ratio="3 / 1"
        />
      ))}
    </Carousel>
  );
}
