import { useMemo } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { videoEmbedSource } from "@/lib/sanitize-html";

/**
 * A preview of a video embed code (document 2 §2: "expects a full embed iframe code"). Only a
 * single iframe from YouTube or Vimeo's player hosts plays, in our own sandboxed iframe built from
 * its checked URL; the seller's markup is never injected. Anything else is shown as text.
 */
export function VideoEmbedPreview({ code, title }: { code: string | null | undefined; title: string }) {
  const { t } = useTranslation();
  const src = useMemo(() => videoEmbedSource(code), [code]);
  if (!code?.trim()) return null;
  if (!src) {
    return (
      <Box>
        <Typography variant="caption" color="warning.main" sx={{ display: "block" }}>
          {t("editor.video.notPlayable")}
        </Typography>
        <Typography
          component="pre"
          variant="body2"
          sx={{ m: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontFamily: "monospace" }}
        >
          {code}
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      sx={{
        position: "relative",
        width: 1,
        maxWidth: 560,
        aspectRatio: "16 / 9",
        borderRadius: 1,
        overflow: "hidden",
        bgcolor: "grey.900",
      }}
    >
      <Box
        component="iframe"
        src={src}
        title={title}
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        sx={{ position: "absolute", inset: 0, width: 1, height: 1, border: 0 }}
      />
    </Box>
  );
}
