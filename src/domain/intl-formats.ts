/**
 * Intl formatters, made once per locale and options. Creating one costs far more than using it
 * (locale data is resolved each time), and screens format a date or an amount per row: a thread
 * of 500 replies or an order of 150 items would otherwise build hundreds of identical formatters
 * while rendering.
 */
/**
 * `make` behind a cache: one formatter per locale and options. The options are plain values, so
 * JSON of them is the formatter's identity.
 */
function cached<O extends object, F>(make: (locale: string, options: O) => F): (locale: string, options: O) => F {
  const formats = new Map<string, F>();
  return (locale, options) => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (format === undefined) {
      format = make(locale, options);
      formats.set(key, format);
    }
    return format;
  };
}

export const dateFormat = cached((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));

export const numberFormat = cached((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
