import { createContext } from "react";
import type { LoadingClock } from "@/domain/loading-clock";

/**
 * The app's one loading clock (src/app/app.tsx), read by every "still loading" note
 * (still-loading-note.tsx): a chain of loaders counts from the first one's start. Without it (a
 * component rendered on its own) each note counts from its own start.
 */
export const LoadingClockContext = createContext<LoadingClock | null>(null);
