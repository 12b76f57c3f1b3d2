import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App } from "@/app/app";
import { createAppServices } from "@/app/app-services";
import { db } from "@/mocks/db";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";
import { createSession } from "@/mocks/server-session";
import { session } from "@/providers/auth/session";

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Renders the whole app (real providers, real data provider, msw) at a path. */
export function renderApp(path: string) {
  const services = createAppServices("/api/v1");
  const user = userEvent.setup();
  const view = render(<App initialPath={path} services={services} />);
  return { ...view, services, user };
}

/** Starts a session for a demo account as a sign-in would, without going through the form. */
export function signInAs(account: DemoAccount) {
  const user = db.userByEmail(DEMO_ACCOUNTS[account].email)!;
  session.start(createSession(user));
  const store = db.storeOf(user);
  if (store) session.saveStore(store as never);
  return user;
}

/** Signs in through the login form. */
export async function signInThroughForm(view: ReturnType<typeof renderApp>, account: DemoAccount) {
  const { email, password } = DEMO_ACCOUNTS[account];
  await view.user.type(await screen.findByLabelText(/^email/i), email);
  await view.user.type(screen.getByLabelText(/^password/i), password);
  await view.user.click(screen.getByRole("button", { name: "Login" }));
}
