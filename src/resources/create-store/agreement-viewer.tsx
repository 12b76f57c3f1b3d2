import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import Box from "@mui/material/Box";
import { Document, Page, pdfjs } from "react-pdf";
import "react-pdf/dist/Page/AnnotationLayer.css";
import "react-pdf/dist/Page/TextLayer.css";
import { useTranslation } from "react-i18next";
import { AGREEMENT_VIEWER_HEIGHT_PX } from "@/config/constants";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";

pdfjs.GlobalWorkerOptions.workerSrc = new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url).toString();

const A4_RATIO = 842 / 595;

/** pdf.js would otherwise try `new Function` (font rendering): the CSP has no 'unsafe-eval' (deploy/nginx). */
const PDF_OPTIONS = { isEvalSupported: false };

/** The page width that fits the viewer (tracks its size on phones and when the window changes). */
function useContentWidth(ref: RefObject<HTMLDivElement | null>) {
  const [width, setWidth] = useState(800);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(240, Math.min(element.clientWidth - 24, 900)));
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The agreement in a 600 px high scrolling viewer (react-pdf, loaded only with this step). Calls
 * `onLastPageReached` once the last page has scrolled into view.
 */
export function AgreementViewer({ bytes, onLastPageReached }: { bytes: Uint8Array; onLastPageReached: () => void }) {
  const { t } = useTranslation();
  // pdf.js transfers the buffer to its worker: it gets its own copy (stack-notes P8).
  const file = useMemo(() => ({ data: bytes.slice() }), [bytes]);
  const [pages, setPages] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);
  const lastPage = useRef<HTMLDivElement>(null);
  const width = useContentWidth(viewport);

  useEffect(() => {
    const root = viewport.current;
    const target = lastPage.current;
    if (!root || !target || pages === 0) return;
    if (typeof IntersectionObserver === "undefined") {
      const onScroll = () => {
        if (target.offsetTop <= root.scrollTop + root.clientHeight) onLastPageReached();
      };
      root.addEventListener("scroll", onScroll);
      return () => root.removeEventListener("scroll", onScroll);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLastPageReached();
      },
      { root, threshold: 0.05 },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [pages, onLastPageReached]);

  return (
    <Box
      ref={viewport}
      role="region"
      aria-label={t("wizard.agreement.viewer")}
      tabIndex={0}
      data-testid="agreement-viewer"
      sx={{
        height: AGREEMENT_VIEWER_HEIGHT_PX,
        overflowY: "auto",
        // A shade of the page in either scheme: the PDF's white pages stand out on it, and its
        // loading and error notes keep the scheme's text colour.
        bgcolor: "action.hover",
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        p: 1.5,
      }}
    >
      <Document
        file={file}
        options={PDF_OPTIONS}
        onLoadSuccess={({ numPages }) => setPages(numPages)}
        loading={<PageLoader />}
        error={<ErrorState message={t("wizard.messages.agreementLoadFailed")} />}
      >
        {Array.from({ length: pages }, (_, index) => (
          <Box
            key={index}
            ref={index === pages - 1 ? lastPage : undefined}
            data-page-number={index + 1}
            aria-label={t("wizard.agreement.page", { page: index + 1, pages })}
            sx={{ minHeight: Math.round(width * A4_RATIO), mb: 1.5, mx: "auto", width, boxShadow: 1, bgcolor: "common.white" }}
          >
            <Page pageNumber={index + 1} width={width} />
          </Box>
        ))}
      </Document>
    </Box>
  );
}
