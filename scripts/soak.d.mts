import type { Page } from "@playwright/test";

/** One reading after forced garbage collections (scripts/soak.mjs, `memoryAfterGc`). */
export type SoakReading = {
  round: number;
  navigations: number;
  /** The JavaScript heap in use, in bytes. */
  usedSize: number;
  /** DOM nodes, detached ones included. */
  nodes: number;
  /** JavaScript event listeners on any target. */
  listeners: number;
  documents: number;
  /** Blink's MessagePort objects, in the last reading when the soak was asked to count them (`countPorts`). */
  ports?: number;
};

export type SoakResult = {
  screens: string[];
  navigations: number;
  baseline: SoakReading;
  final: SoakReading;
  /** The final heap over the baseline's. */
  ratio: number;
  series: SoakReading[];
};

export function runSoak(options: {
  page: Page;
  rounds: number;
  screens?: string[];
  dwellMs?: number;
  countPorts?: boolean;
  log?: (line: string) => void;
}): Promise<SoakResult>;
export function sidebarScreens(page: Page): Promise<string[]>;
export function signInForSoak(page: Page, origin: string, account?: { email: string; password: string }): Promise<void>;
export function megabytes(bytes: number): string;

export const SOAK_BOUND: number;
export function measureSoak(options: {
  origin: string;
  chromePath: string;
  chromeArgs: string[];
  rounds?: number;
  log: (line: string) => void;
}): Promise<SoakResult & { seconds: number }>;
export function soakReport(result: SoakResult & { seconds: number }): string[];
