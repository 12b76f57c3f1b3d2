/**
 * Details hidden when the card is narrower than 150 px (a CSS container query on the card: five
 * slides on a phone keep the image, name and price). Where container queries are not supported,
 * everything shows.
 */
export const DETAILS = { display: "flex", "@container (max-width: 149px)": { display: "none" } } as const;

/** A two-line description, hidden from the same card width. */
export const DESCRIPTION = {
  display: "-webkit-box",
  "@container (max-width: 149px)": { display: "none" },
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  typography: "caption",
  color: "text.secondary",
} as const;
