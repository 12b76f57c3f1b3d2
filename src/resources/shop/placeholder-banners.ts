/**
 * Placeholder slides for a store without primary banners (document 2 §2): inline SVG pictures
 * (a gradient with a few shapes, no words), so nothing is fetched and nothing needs translating.
 */
const COLOURS: [string, string][] = [
  ["#0f766e", "#5eead4"],
  ["#1d4ed8", "#93c5fd"],
  ["#9d174d", "#f9a8d4"],
];

function picture([from, to]: [string, string], width: number, height: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.8}" cy="${height * 0.3}" r="${height * 0.35}" fill="#ffffff" fill-opacity="0.15"/>` +
    `<rect x="${width * 0.08}" y="${height * 0.55}" width="${width * 0.35}" height="${height * 0.12}" rx="${height * 0.06}" fill="#ffffff" fill-opacity="0.35"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const PLACEHOLDER_BANNERS = COLOURS.map((colours) => ({
  image: picture(colours, 1200, 400),
  image_mobile: picture(colours, 600, 400),
}));
