import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// The machine is small and shared: give screens time to settle before a query gives up.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(";").forEach((cookie) => {
    const name = cookie.split("=")[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// jsdom lays nothing out; ProseMirror (the rich-text editor) measures the caret and the point under
// the pointer. Empty rectangles and "nothing there" are what an invisible page would answer.
if (typeof Range !== "undefined") {
  Range.prototype.getClientRects ??= function getClientRects() {
    return Object.assign([], { item: () => null }) as unknown as DOMRectList;
  };
  Range.prototype.getBoundingClientRect ??= function getBoundingClientRect() {
    return new DOMRect();
  };
}
if (typeof document !== "undefined") document.elementFromPoint ??= () => null;
