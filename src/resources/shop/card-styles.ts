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

/** On a narrow card (five on a phone) the text shrinks and long words hyphenate rather than split anywhere. */
export const NARROW_TEXT = {
  hyphens: "auto",
  overflowWrap: "break-word",
  "@container (max-width: 149px)": { fontSize: "0.6875rem" },
} as const;
