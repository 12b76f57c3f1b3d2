import { BannerList } from "@/components/banners/banner-list";
import { bannerKind } from "@/components/banners/banner-kinds";

/** `/vendor/banners` (the list and the form are shared with shop banners: src/components/banners). */
export const BannerListPage = () => <BannerList kind={bannerKind} />;
