/**
 * The file name a Content-Disposition header gives: `filename*` (RFC 8187, UTF-8, the real title)
 * when present, else the plain `filename`, else the fallback.
 */
export function pdfFilename(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: the plain name below still works.
    }
  }
  return (
    /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ||
    /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1] ||
    fallback
  );
}
