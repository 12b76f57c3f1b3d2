import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** One line of the hardening report: a section (faults, typed, hostile, a11y, deploy) and its figures. */
export type Figures = Record<string, number | string>;

export const FIGURES_ATTACHMENT = "hardening-figures";

/**
 * Prints every figure the hardening specs recorded (`recordFigures`), section by section, after
 * the run: the numbers issue 11 publishes (routes × faults run, failures, inputs tried, executions,
 * violations by impact…). Figures of the same name in one section are added up.
 */
export default class FiguresReporter implements Reporter {
  private readonly sections = new Map<string, Map<string, number | string>>();

  onTestEnd(_test: TestCase, result: TestResult) {
    for (const attachment of result.attachments) {
      if (attachment.name !== FIGURES_ATTACHMENT || !attachment.body) continue;
      const { section, figures } = JSON.parse(attachment.body.toString("utf8")) as { section: string; figures: Figures };
      const table = this.sections.get(section) ?? new Map<string, number | string>();
      for (const [name, value] of Object.entries(figures)) {
        const previous = table.get(name);
        table.set(name, typeof value === "number" && typeof previous === "number" ? previous + value : value);
      }
      this.sections.set(section, table);
    }
  }

  onEnd(result: FullResult) {
    const lines = ["", "Hardening figures (issue 11)"];
    for (const [section, table] of [...this.sections].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`  ${section}`);
      for (const [name, value] of table) lines.push(`    ${name}: ${value}`);
    }
    lines.push(`  run: ${result.status} in ${Math.round(result.duration / 1000)} s`, "");
    console.log(lines.join("\n"));
  }

  printsToStdio() {
    return false;
  }
}
