// What a screen's opening spent its main-thread time on, from a CPU profile written by
// `npm run bench -- --only screens --profile <folder>`: the longest busy stretch (samples with no
// idle gap over 5 ms, which is what a long task looks like in a profile) and, inside it, the
// functions with the most self time and the source files with the most self time.
//   node scripts/bench-profile.mjs <file.cpuprofile> [--top 25]
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: "string", default: "25" } } });
const TOP = Number(values.top);
const IDLE = new Set(["(idle)", "(program)", "(garbage collector)"]);

function stretches(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const spans = [];
  let at = profile.startTime;
  let current = null;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index];
    const node = nodes.get(id);
    const idle = node.callFrame.functionName === "(idle)";
    if (idle) {
      if (current && at - current.end > 5000) current = null;
      return;
    }
    if (!current) spans.push((current = { start: at, end: at, samples: [] }));
    current.end = at;
    current.samples.push({ node, dt: profile.timeDeltas[index + 1] ?? 0 });
  });
  return spans;
}

function tally(samples, key) {
  const totals = new Map();
  for (const { node, dt } of samples) {
    if (IDLE.has(node.callFrame.functionName) && key === "file") continue;
    const name = key(node.callFrame);
    totals.set(name, (totals.get(name) ?? 0) + dt);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP);
}

const fileOf = (frame) => (frame.url ? frame.url.replace(/^.*\//, "").replace(/\?.*$/, "") : "(native)");
for (const file of positionals) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const spans = stretches(profile).sort((a, b) => b.end - b.start - (a.end - a.start));
  console.log(
    `${file}: ${spans.length} busy stretches; longest ${spans
      .slice(0, 5)
      .map((s) => ((s.end - s.start) / 1000).toFixed(0))
      .join(", ")} ms`,
  );
  const [longest] = spans;
  if (!longest) continue;
  const ms = (us) => `${(us / 1000).toFixed(1).padStart(8)} ms`;
  console.log("  self time by function:");
  for (const [name, us] of tally(longest.samples, (f) => `${f.functionName || "(anonymous)"} ${fileOf(f)}:${f.lineNumber + 1}`))
    console.log(`  ${ms(us)}  ${name}`);
  console.log("  self time by file:");
  for (const [name, us] of tally(longest.samples, fileOf)) console.log(`  ${ms(us)}  ${name}`);
}
