/**
 * How every list's data grid behaves: the page is the server's (no footer, no grid paging), the
 * grid grows with its rows (no inner scroll, every row in the DOM for search and assistive
 * technology), no column menu or sorting (the spec's lists keep the server's order), and a click
 * on a row opens it rather than selecting it.
 */
export const LIST_GRID_DEFAULTS = {
  hideFooter: true,
  autoHeight: true,
  disableVirtualization: true,
  disableColumnMenu: true,
  disableColumnSorting: true,
  disableRowSelectionOnClick: true,
  // Given, the grid does not measure it: unset, each sizing pass (its mount, every new page of rows)
  // reads the grid's computed style and scroll height, a whole-page layout inside the task.
  scrollbarSize: browserScrollbarSize(),
} as const;

/**
 * The browser's scrollbar width (0 where scrollbars overlay the page, as on phones), measured once
 * the way the grid measures it. Hand-written: MUI's `getScrollbarSize` measures the page's own
 * scrollbar, which is 0 on a page that does not scroll.
 */
function browserScrollbarSize(): number {
  const probe = document.createElement("div");
  probe.style.cssText = "position:absolute;top:-999px;width:99px;height:99px;overflow:scroll";
  document.body.appendChild(probe);
  const size = probe.offsetWidth - probe.clientWidth;
  probe.remove();
  return size;
}
