import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import { useTranslation } from "react-i18next";

type Props = {
  /** Accessible name of the carousel ("Banners", "Categories"). */
  label: string;
  /** Slides visible at once. */
  slidesPerView: number;
  children: ReactNode;
  /** Space between slides, in theme spacing units. */
  gap?: number;
};

/**
 * A small accessible carousel: a horizontally scrolling row with CSS scroll snapping (touch and
 * trackpad swipe work natively, keyboard users scroll the focused row with the arrow keys), plus
 * Previous / Next buttons that move by one view and are disabled at the ends. No autoplay.
 */
export function Carousel({ label, slidesPerView, children, gap = 2 }: Props) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const slides = Children.toArray(children);
  const [edges, setEdges] = useState({ start: true, end: slides.length <= slidesPerView });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const max = element.scrollWidth - element.clientWidth;
    // Right to left, scrollLeft runs from 0 down to -max: the distance from the start is its size.
    const offset = Math.abs(element.scrollLeft);
    setEdges({ start: offset <= 1, end: max <= 1 || offset >= max - 1 });
  }, []);

  useEffect(() => {
    measure();
    if (typeof window === "undefined") return;
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure, slides.length, slidesPerView]);

  const move = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === "rtl" ? -1 : 1;
    element.scrollBy?.({ left: direction * rtl * element.clientWidth, behavior: "smooth" });
  };

  const controls = slides.length > slidesPerView;
  return (
    <Box
      component="section"
      role="region"
      aria-roledescription={t("carousel.carousel")}
      aria-label={label}
      data-per-view={slidesPerView}
      sx={{ position: "relative" }}
    >
      <Box
        ref={track}
        tabIndex={0}
        onScroll={measure}
        sx={{
          display: "grid",
          gridAutoFlow: "column",
          gridAutoColumns: `calc((100% - ${slidesPerView - 1} * var(--carousel-gap)) / ${slidesPerView})`,
          gap: "var(--carousel-gap)",
          "--carousel-gap": (theme) => theme.spacing(gap),
          overflowX: "auto",
          scrollSnapType: "x mandatory",
          scrollbarWidth: "none",
          "&::-webkit-scrollbar": { display: "none" },
          borderRadius: 1,
          "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: 2 },
        }}
      >
        {slides.map((slide, index) => (
          <Box
            key={index}
            role="group"
            aria-roledescription={t("carousel.slide")}
            aria-label={t("carousel.position", { index: index + 1, count: slides.length })}
            sx={{ scrollSnapAlign: "start", minWidth: 0 }}
          >
            {slide}
          </Box>
        ))}
      </Box>
      {controls ? (
        <>
          <CarouselButton side="start" label={t("carousel.previous")} disabled={edges.start} onClick={() => move(-1)} />
          <CarouselButton side="end" label={t("carousel.next")} disabled={edges.end} onClick={() => move(1)} />
        </>
      ) : null}
    </Box>
  );
}

function CarouselButton({
  side,
  label,
  disabled,
  onClick,
}: {
  side: "start" | "end";
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <IconButton
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      size="small"
      sx={{
        position: "absolute",
        top: "50%",
        transform: "translateY(-50%)",
        [side === "start" ? "insetInlineStart" : "insetInlineEnd"]: 4,
        bgcolor: "background.paper",
        boxShadow: 2,
        "&:hover": { bgcolor: "background.paper" },
        "&.Mui-disabled": { opacity: 0, pointerEvents: "none" },
      }}
    >
      {side === "start" ? <ChevronLeft /> : <ChevronRight />}
    </IconButton>
  );
}
