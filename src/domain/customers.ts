/** The store's customers, as the User List shows them (document 2 §2 "Store and users", §3 "Customer user"). */
export type Customer = {
  id: number;
  first_name_en: string | null;
  last_name_en: string | null;
  email: string;
};

function firstLetter(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? "";
  // The first character as the reader sees it (a surrogate pair or an Arabic letter, not half of one).
  const [letter = ""] = Array.from(trimmed);
  return letter.toLocaleUpperCase();
}

/**
 * A customer's initials for the card's avatar: first and last name's first letters ("Aisha
 * Rahman" → "AR"); one name alone gives its letter; no name gives the e-mail's first letter; and
 * nothing at all gives "?".
 */
export function customerInitials(customer: Pick<Customer, "first_name_en" | "last_name_en" | "email">): string {
  const initials = `${firstLetter(customer.first_name_en)}${firstLetter(customer.last_name_en)}`;
  return initials || firstLetter(customer.email) || "?";
}

/** The recipient a Send Email screen is opened for (carried in navigation state). */
export type EmailRecipient = { email: string; name?: string };

/** Reads a recipient out of navigation state, or null when there is none (opened directly). */
export function recipientFromState(state: unknown): EmailRecipient | null {
  if (!state || typeof state !== "object") return null;
  const recipient = (state as { recipient?: unknown }).recipient;
  if (!recipient || typeof recipient !== "object") return null;
  const { email, name } = recipient as { email?: unknown; name?: unknown };
  if (typeof email !== "string" || !email.trim()) return null;
  return { email: email.trim(), ...(typeof name === "string" && name.trim() ? { name: name.trim() } : {}) };
}

/** The navigation state name that opens the profile on its User List tab (document 2 §2). */
export const USER_LIST_STATE = { name: "userlist" } as const;

/** True when the profile was opened with the `userlist` navigation state. */
export function opensUserList(state: unknown): boolean {
  return Boolean(state && typeof state === "object" && (state as { name?: unknown }).name === USER_LIST_STATE.name);
}
