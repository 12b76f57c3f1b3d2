import type { Role, SignedInUser } from "./types";

/** The header greets with the English first name, falling back to the English last name. */
export function greetingName(user: Pick<SignedInUser, "first_name_en" | "last_name_en">): string {
  return user.first_name_en?.trim() || user.last_name_en?.trim() || "";
}

export type LoginDestination = { kind: "vendor" } | { kind: "wizard"; step: number } | { kind: "refused" };

/** Where a signed-in user goes (document 1 §4.2): vendor → /vendor, customer → wizard step 2, admin refused. */
export function loginDestination(roles: readonly Role[]): LoginDestination {
  if (roles.includes("vendor")) return { kind: "vendor" };
  if (roles.includes("customer")) return { kind: "wizard", step: 2 };
  return { kind: "refused" };
}
