import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { matchPath } from "react-router";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { paths } from "@/config/paths";

/**
 * Issue 18.5: links and redirects take their paths from src/config/paths.ts. Any string or template
 * literal elsewhere in src/ (comments aside) that is the address of a screen is a stray route:
 * this test names it. The lone "/" is left out (it is also every `split("/")`): the login's
 * links use `paths.login`.
 */
const ROOT = join(__dirname, "../../src");
const HOME = join(ROOT, "config/paths.ts");
const PATTERNS = Object.values(paths).filter((path) => path !== paths.login);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The literals of a file, a template's expressions read as "1" (`/vendor/order-detail/${id}`). */
function literals(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = node.head.text + node.templateSpans.map((span) => `1${span.literal.text}`).join("");
    if (text !== undefined) found.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function strayRoutes(files: string[]): string[] {
  return files.flatMap((file) =>
    literals(file)
      .filter(({ text }) => text !== "/" && text.startsWith("/") && PATTERNS.some((pattern) => matchPath(pattern, text.split(/[?#]/)[0])))
      .map(({ text, line }) => `${relative(ROOT, file)}:${line} "${text}"`),
  );
}

describe("route literals", () => {
  it("finds a screen's address typed outside src/config/paths.ts (the check can fail)", () => {
    const fixture = join(__dirname, "../fixtures/stray-route.tsx");
    expect(strayRoutes([fixture])).toEqual([
      expect.stringContaining('"/vendor/order-detail/1"'),
      expect.stringContaining('"/vendor/coupons"'),
    ]);
  });

  it("no screen's address is typed anywhere in src/ but src/config/paths.ts", () => {
    const files = sourceFiles(ROOT).filter((file) => file !== HOME && !file.includes(`${join(ROOT, "mocks")}`));
    expect(strayRoutes(files)).toEqual([]);
  });
});
