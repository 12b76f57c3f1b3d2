/**
 * One JSON file per area under locales/<lang>/ (common.json, auth.json, orders.json...). The file
 * name is the first segment of the key: `orders.titles.list` lives in locales/en/orders.json.
 */
export function bundle(files: Record<string, Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [path, content] of Object.entries(files)) {
    const area = path
      .split("/")
      .pop()!
      .replace(/\.json$/, "");
    result[area] = content;
  }
  return result;
}
