import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { safeHref } from "@/domain/urls";

/** A banner image (the mobile picture on narrow screens), linked to its target when it has a safe one. */
export function BannerPicture({ image, mobile, alt, href, ratio }: { image: string; mobile?: string | null; alt: string; href?: string | null; ratio: string }) {
  const target = safeHref(href);
  const picture = (
    <Box component="picture" sx={{ display: "block" }}>
      {mobile ? <source media="(max-width: 599px)" srcSet={mobile} /> : null}
      <Box
        component="img"
        src={image}
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
