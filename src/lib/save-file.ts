/**
 * Saves bytes the app received or built (an export, a sample CSV, an error report) as a download
 * with the given name, through a temporary object URL.
 */
export function saveFile(data: Blob | string, fileName: string, type = "text/csv;charset=utf-8"): void {
  const blob = data instanceof Blob ? data : new Blob([data], { type });
  if (typeof URL.createObjectURL !== "function") return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
