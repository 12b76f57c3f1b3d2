/**
 * Formatting commands of the rich-text editor over the browser's editing API (`execCommand`,
 * still the one API every browser implements for contentEditable) and the Selection API.
 */
export type EditorCommand = "bold" | "italic" | "underline" | "insertUnorderedList" | "insertOrderedList" | "unlink" | "removeFormat";

const canExec = () => typeof document !== "undefined" && typeof document.execCommand === "function";

export function runCommand(command: EditorCommand | "createLink" | "insertHTML" | "insertText" | "defaultParagraphSeparator", value?: string): boolean {
  if (!canExec()) return false;
  try {
    return document.execCommand(command, false, value);
  } catch {
    return false;
  }
}

/** Whether a toggling command is on at the caret (for the toolbar's pressed state). */
export function commandState(command: EditorCommand): boolean {
  if (typeof document === "undefined" || typeof document.queryCommandState !== "function") return false;
  try {
    return document.queryCommandState(command);
  } catch {
    return false;
  }
}

/** The current selection's range when it lies inside `root`. */
export function rangeInside(root: HTMLElement | null): Range | null {
  const selection = typeof window === "undefined" ? null : window.getSelection();
  if (!root || !selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
}

export function restoreRange(range: Range | null): void {
  const selection = window.getSelection();
  if (!range || !selection) return;
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Inserts nodes at the caret inside `root` (or at its end), when execCommand is not available. */
export function insertNodes(root: HTMLElement, fragment: DocumentFragment): void {
  const range = rangeInside(root);
  if (!range) {
    root.append(fragment);
    return;
  }
  range.deleteContents();
  const last = fragment.lastChild;
  range.insertNode(fragment);
  if (last) {
    range.setStartAfter(last);
    range.collapse(true);
    restoreRange(range);
  }
}

/** Plain text as nodes (no HTML is interpreted). */
export function textFragment(text: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  fragment.append(text);
  return fragment;
}

/** Plain text escaped for use inside HTML. */
export function textFragmentHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
