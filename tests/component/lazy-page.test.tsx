import { Suspense } from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { expect, it, vi } from "vitest";
import { createAppServices } from "@/app/app-services";
import { ErrorBoundary } from "@/components/error-boundary";
import { lazyPage } from "@/components/lazy-page";

it("a screen whose code failed to load (offline) loads on Try again, and is not fetched twice once loaded", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const load = vi
    .fn<() => Promise<{ Screen: () => string }>>()
    .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
    .mockResolvedValue({ Screen: () => "The screen" });
  const Page = lazyPage(load, "Screen");
  const { i18n } = createAppServices("/api/v1");
  const view = (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary>
        <Suspense fallback="Loading">
          <Page />
        </Suspense>
      </ErrorBoundary>
    </I18nextProvider>
  );
  // Suspending screens render inside an awaited act (React 19).
  const { rerender } = await act(async () => render(view));

  const tryAgain = await screen.findByRole("button", { name: "Try again" });
  await act(async () => userEvent.click(tryAgain));
  expect(await screen.findByText("The screen")).toBeInTheDocument();
  rerender(view);
  expect(screen.getByText("The screen")).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
