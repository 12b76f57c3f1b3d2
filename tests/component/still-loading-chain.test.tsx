import { Suspense } from "react";
import { act, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, expect, it, vi } from "vitest";
import { createAppServices } from "@/app/app-services";
import { PageLoader } from "@/components/page-loader";
import { LoadingClockContext } from "@/components/loading-clock-context";
import { StillLoadingNote } from "@/components/still-loading-note";
import { createLoadingClock } from "@/domain/loading-clock";
import { lazyPage } from "@/components/lazy-page";

/**
 * Issue 16's "still loading" on a screen that loads in steps: its code (the page loader), then its
 * read (the read's own loader). The note counts from the first step, as the app's one clock does
 * (src/app/app.tsx), so it says so 4 s after the seller asked, not 4 s after the last step began.
 */
const STILL_LOADING = "Still loading: the server is taking longer than usual.";

afterEach(() => {
  vi.useRealTimers();
});

it("a screen whose code takes 3 s and whose read then takes longer says it is still loading 4 s after it began", async () => {
  vi.useFakeTimers();
  const Page = lazyPage(
    () =>
      new Promise<{ Screen: () => React.JSX.Element }>((resolve) =>
        setTimeout(() => resolve({ Screen: () => <StillLoadingNote live /> }), 3000),
      ),
    "Screen",
  );
  const { i18n } = createAppServices("/api/v1");
  await act(async () =>
    render(
      <LoadingClockContext value={createLoadingClock()}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<PageLoader />}>
            <Page />
          </Suspense>
        </I18nextProvider>
      </LoadingClockContext>,
    ),
  );
  expect(screen.getByRole("status", { name: "Loading…" })).toBeInTheDocument();
  // The code is in: the read's loader takes over from the page loader.
  await act(() => vi.advanceTimersByTimeAsync(3000));
  expect(screen.queryByRole("status", { name: "Loading…" })).toBeNull();
  expect(screen.queryByText(STILL_LOADING)).toBeNull();
  await act(() => vi.advanceTimersByTimeAsync(1100));
  expect(screen.getByText(STILL_LOADING)).toBeInTheDocument();
});
