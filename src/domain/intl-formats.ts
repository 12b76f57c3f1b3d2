/**
 * Intl formatters, made once per locale and options. Creating one costs far more than using it
 * (locale data is resolved each time), and screens format a date or an amount per row: a thread
 * of 500 replies or an order of 150 items would otherwise build hundreds of identical formatters
 * while rendering.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The options of a formatter are plain values; JSON of them is its identity. */
function keyOf(locale: string, options: object): string {
  return `${locale}|${JSON.stringify(options)}`;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}
