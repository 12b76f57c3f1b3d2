import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { safeImageSrc } from "@/domain/shop-preview";
import { safeHref } from "@/domain/urls";

/** A banner image (the mobile picture on narrow screens), linked to its target when it has a safe one. */
export function BannerPicture({
  image,
  mobile,
  alt,
  href,
  ratio,
}: {
  image: string;
  mobile?: string | null;
  alt: string;
  href?: string | null;
  ratio: string;
}) {
  const target = safeHref(href);
  const source = safeImageSrc(image);
  const mobileSource = safeImageSrc(mobile);
  if (!source) return null;
  const picture = (
    <Box component="picture" sx={{ display: "block" }}>
      {mobileSource ? <source media="(max-width: 575px)" srcSet={mobileSource} /> : null}
      <Box
        component="img"
        src={source}
        alt={alt}
        loading="lazy"
        sx={{ display: "block", width: "100%", aspectRatio: ratio, objectFit: "cover", borderRadius: 2, bgcolor: "action.hover" }}
      />
    </Box>
  );
  return target ? (
    <Link href={target} target="_blank" rel="noopener noreferrer" sx={{ display: "block" }}>
      {picture}
    </Link>
  ) : (
    picture
  );
}
