import { useEffect, type ReactNode } from "react";

/**
 * A stand-in for the third-party react-pdf in jsdom, which cannot load pdf.js (stack-notes P10):
 * `vi.mock("react-pdf", () => import("../support/react-pdf-stub"))`. The Document reports three
 * pages and shows what it was given; real rendering is covered by the Chromium e2e.
 */
const STUB_PAGES = 3;

// eslint-disable-next-line react-refresh/only-export-components -- mirrors react-pdf's own export
export const pdfjs = { GlobalWorkerOptions: {} as { workerSrc?: string } };

export function Document({
  file,
  onLoadSuccess,
  children,
}: {
  file: { data: Uint8Array };
  onLoadSuccess?: (pdf: { numPages: number }) => void;
  children?: ReactNode;
}) {
  useEffect(() => {
    onLoadSuccess?.({ numPages: STUB_PAGES });
  }, [file, onLoadSuccess]);
  const header = new TextDecoder().decode(file.data.slice(0, 5));
  return (
    <div data-testid="pdf-document" data-header={header} data-bytes={file.data.length}>
      {children}
    </div>
  );
}

export function Page({ pageNumber }: { pageNumber: number }) {
  return <div data-testid="pdf-page">Agreement page {pageNumber}</div>;
}
