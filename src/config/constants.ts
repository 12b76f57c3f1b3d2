/** Business constants of the spec (document 1 §9, document 2 §9). */
export const PAGE_SIZE = 10;
export const USERS_PAGE_SIZE = 12;
export const SEARCH_DEBOUNCE_MS = 1000;
export const TOAST_DURATION_MS = 5000;
/** Distance in pixels a toast must be dragged sideways before it is dismissed. */
export const TOAST_DRAG_DISMISS_PX = 80;
export const LOGIN_PASSWORD = { min: 6, max: 30 } as const;
export const SIGNUP_PASSWORD = { min: 6, max: 32 } as const;
export const DEFAULT_WIZARD_STEP = 1;
/** Path the embedded mock API answers to put the demo data back to its seed. */
export const MOCK_RESET_PATH = "/__mock__/reset";
