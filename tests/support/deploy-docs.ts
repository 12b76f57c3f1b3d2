import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The exact JSON of deploy/README.md, by heading: the first ```json block under each `## ` heading.
 * Shared by the unit test that checks the documents and the storage suite that applies them to
 * its S3 server.
 */
export const DEPLOY_README = fileURLToPath(new URL("../../deploy/README.md", import.meta.url));

export function deployJson(markdown = readFileSync(DEPLOY_README, "utf8")): Record<string, unknown> {
  const blocks: Record<string, unknown> = {};
  let heading = "";
  const lines = markdown.split("\n");
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (line.startsWith("## ")) heading = line.slice(3).trim();
    if (line.trim() !== "```json" || !heading || heading in blocks) continue;
    const end = lines.indexOf("```", index + 1);
    if (end < 0) throw new Error(`Unclosed json block under "${heading}".`);
    blocks[heading] = JSON.parse(lines.slice(index + 1, end).join("\n"));
    index = end;
  }
  return blocks;
}

/** The documents' example names, replaced by a real deployment's (and by the storage suite's). */
export const DEPLOY_EXAMPLE = {
  bucket: "seller-uploads-example",
  region: "eu-west-1",
  account: "111122223333",
  appOrigin: "https://seller.example.com",
  identityPoolId: "eu-west-1:00000000-0000-4000-8000-000000000000",
} as const;

/** A document with the example names replaced (a deep copy). */
export function withNames<T>(document: T, names: Partial<Record<keyof typeof DEPLOY_EXAMPLE, string>>): T {
  let text = JSON.stringify(document);
  const entries = (Object.entries(names) as [keyof typeof DEPLOY_EXAMPLE, string][]).sort(
    ([a], [b]) => DEPLOY_EXAMPLE[b].length - DEPLOY_EXAMPLE[a].length,
  );
  for (const [name, value] of entries) {
    text = text.split(DEPLOY_EXAMPLE[name]).join(value);
  }
  return JSON.parse(text) as T;
}
