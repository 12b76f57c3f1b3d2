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
} as const;
