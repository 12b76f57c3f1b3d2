// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { datedCommentProblem } from "../../scripts/lint/no-dated-comments.mjs";

/**
 * The README says what matters and links to the topics in docs/: it stays short, every relative
 * link of the docs resolves (to a file or folder, and to a heading when it names one), and the docs
 * describe the product as it is, with no dated measurement logs (the history is in git).
 */
const README_MAX_BYTES = 12 * 1024;
const TOPICS = [
  "docs/architecture.md",
  "docs/adding-a-resource.md",
  "docs/server-contract.md",
  "docs/testing.md",
  "docs/performance.md",
  "deploy/README.md",
];

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => join(folder, file));
}
const DOCS = ["README.md", ...markdownFiles("docs"), "deploy/README.md"];

/** The text outside fenced code blocks and inline code: links and prose only. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "``");
}

/** GitHub's anchors for a file's headings (lower case, punctuation dropped, spaces to hyphens, repeats numbered). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** Every relative link of a file: `[text](target)` outside code. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe("the docs", () => {
  it("keep the README at most 12 KB", () => {
    expect(statSync("README.md").size).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it("hold every topic, each linked from the README", () => {
    const readme = readFileSync("README.md", "utf8");
    for (const topic of TOPICS) {
      expect(existsSync(topic), topic).toBe(true);
      expect(relativeLinks(readme), topic).toContain(topic);
    }
  });

  it("link only to files and headings that exist", () => {
    const broken: string[] = [];
    for (const file of DOCS) {
      for (const link of relativeLinks(readFileSync(file, "utf8"))) {
        const [path, anchor] = link.split("#");
        const target = path ? normalize(join(dirname(file), decodeURIComponent(path))) : file;
        if (!existsSync(target)) broken.push(`${file}: ${link} (no ${target})`);
        else if (anchor !== undefined && !anchors(readFileSync(target, "utf8")).has(anchor)) broken.push(`${file}: ${link} (no heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("hold no dated measurement logs", () => {
    const dated = DOCS.flatMap((file) =>
      prose(readFileSync(file, "utf8"))
        .split("\n")
        .flatMap((line, index) => {
          const problem = datedCommentProblem(line);
          return problem ? [`${file}:${index + 1}: ${problem}`] : [];
        }),
    );
    expect(dated).toEqual([]);
  });
});
