import { takeResetLanding } from "./reset-landing";

// Imported first by the app's entry and the boot script: an import's module body runs before the
// importing module's other imports, so the reset link leaves the address bar before any other
// module of the app is evaluated (src/app/reset-landing.ts).
takeResetLanding();
