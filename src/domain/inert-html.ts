/**
 * Event-handler attributes (`onerror=`, `onload=`…) removed from an HTML string before any parser
 * sees it. Not the sanitiser (DOMPurify is, src/lib/sanitize-html.ts): under the Content-Security-
 * Policy, the browser reports a `script-src-attr` violation as soon as it parses such an attribute,
 * even in the inert document DOMPurify parses in, where nothing ever runs. Stripping them first
 * keeps hostile text from flooding the violation reports, which must stay meaningful.
 *
 * Paranoid by design: everything that looks like a start tag is scanned (also inside comments and
 * raw text, where a browser may or may not see markup) and quoted attribute values are scanned
 * again for tags, so no reading of the markup keeps a handler; text outside tags is untouched.
 *
 *   withoutEventHandlers('<img src=x onerror=alert(1)>')  // '<img src=x>'
 */
const SPACE = /[\t\n\f\r ]/;
const NAME_END = /[\t\n\f\r />]/;
const ATTRIBUTE_NAME_END = /[\t\n\f\r />=]/;
const LETTER = /[a-zA-Z]/;

function skipSpaces(html: string, at: number): number {
  let index = at;
  while (index < html.length && SPACE.test(html[index])) index += 1;
  return index;
}

/** One start tag from `start` (at "<"): the tag without handler attributes, and where it ends. */
function startTag(html: string, start: number): { text: string; end: number } {
  let index = start + 1;
  while (index < html.length && !NAME_END.test(html[index])) index += 1;
  let text = html.slice(start, index);
  while (index < html.length && html[index] !== ">") {
    if (SPACE.test(html[index]) || html[index] === "/") {
      text += html[index];
      index += 1;
      continue;
    }
    const nameStart = index;
    index += 1; // a name may start with "=" (then "=" is part of it)
    while (index < html.length && !ATTRIBUTE_NAME_END.test(html[index])) index += 1;
    const name = html.slice(nameStart, index);
    let attribute = name;
    const afterName = skipSpaces(html, index);
    if (html[afterName] === "=") {
      const valueStart = skipSpaces(html, afterName + 1);
      const quote = html[valueStart];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, valueStart + 1);
        const valueEnd = close < 0 ? html.length : close;
        attribute += `${html.slice(index, valueStart + 1)}${withoutEventHandlers(html.slice(valueStart + 1, valueEnd))}${close < 0 ? "" : quote}`;
        index = close < 0 ? html.length : close + 1;
      } else {
        let valueEnd = valueStart;
        while (valueEnd < html.length && !SPACE.test(html[valueEnd]) && html[valueEnd] !== ">") valueEnd += 1;
        attribute += withoutEventHandlers(html.slice(index, valueEnd));
        index = valueEnd;
      }
    }
    if (!/^on/i.test(name)) text += attribute;
  }
  if (index < html.length) {
    text += ">";
    index += 1;
  }
  return { text, end: index };
}

export function withoutEventHandlers(html: string): string {
  let out = "";
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf("<", index);
    if (open < 0) return out + html.slice(index);
    out += html.slice(index, open);
    if (!LETTER.test(html[open + 1] ?? "")) {
      out += "<";
      index = open + 1;
      continue;
    }
    const tag = startTag(html, open);
    out += tag.text;
    index = tag.end;
  }
  return out;
}

/** True when the HTML holds something a browser could read as an event-handler attribute. */
export function hasEventHandlerAttribute(html: string): boolean {
  return withoutEventHandlers(html) !== html;
}
