import { useMemo } from "react";
import Box, { type BoxProps } from "@mui/material/Box";
import { sanitizeRichText } from "@/lib/sanitize-html";

type Props = Omit<BoxProps, "dangerouslySetInnerHTML" | "children"> & {
  /** Stored rich text (from the server or the editor): sanitised here, always. */
  html: string | null | undefined;
  /** Text direction of the content (Arabic fields are "rtl"). */
  dir?: "ltr" | "rtl" | "auto";
};

/**
 * The only place that injects HTML (lint enforces it): the seller's rich text, sanitised with
 * DOMPurify to the allowed tags, links (http, https, mailto; new tab, no opener) and `dir`.
 */
export function SafeHtml({ html, dir, sx, ...props }: Props) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <Box
      {...props}
      dir={dir}
      sx={[{ overflowWrap: "anywhere", "& p": { my: 0.5 }, "& ul, & ol": { my: 0.5, ps: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
