import { takeResetLanding } from "@/providers/auth/reset-landing";

// Imported first by the app's entry and the boot script: an import's module body runs before the
// importing module's later imports, so the reset link leaves the address bar before the app's
// other modules are evaluated (only this module's own few dependencies come first;
// src/providers/auth/reset-landing.ts).
takeResetLanding();
