/**
 * The login page in one wave, and the dashboard's first paint (issue 20), for `vite build` (the
 * production build and the demo's):
 *
 * 1. Chunks. The entry's whole static import graph goes into the entry chunk (rolldown had split
 *    it into 21 small shared chunks, each a request), and what the lazy login page imports beyond
 *    it into one chunk, `login-parts`; likewise `vendor-parts` (the signed-in shell) and
 *    `dashboard-parts`. The pages themselves stay chunks of their own (`npm run budget`).
 * 2. Prerender. After the browser build, the login page is rendered at build time (a server build
 *    of src/app/prerender/render-pages.tsx, run here and thrown away) in English and in Arabic, and
 *    written into index.html with the styles it uses: the page paints as soon as index.html and the
 *    boot script are in, and src/main.tsx hydrates it once the app's scripts are. Likewise the
 *    dashboard's first paint (the shell's frame, the heading, the figures loading: nothing of the
 *    seller's) into dashboard.html, which nginx serves for /vendor/; the app renders over it.
 * 3. The boot script, a tiny classic script (src/app/start-page-boot.ts, built here as an IIFE;
 *    the CSP forbids inline scripts), assets/boot-<hash>.js, in the head. Before the first paint it
 *    shows the prerendered page in the visitor's language, or neither (a visitor the page is not
 *    for: the app renders as before). Once the browser reports the first contentful paint it asks
 *    for the app's scripts, in quick succession (index.html and dashboard.html list them:
 *    `data-modules`); the chunks other starts need are listed too (Arabic, the signed-in shell,
 *    the dashboard) and asked for at once when needed.
 * 4. app.html: the same app without a prerendered page, for every other address (nginx's SPA
 *    fallback, deploy/nginx): its scripts are named as Vite wrote them.
 *
 * The dev server (`npm start`) serves index.html as it is: no prerender, the app renders.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin, type ResolvedConfig, type Rolldown } from "vite";
import { isDashboardPath } from "../src/config/paths.ts";
import { PRERENDER_ATTRIBUTE } from "../src/config/prerender.ts";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const LOGIN_PAGE = "src/resources/login/login-page.tsx";
const ARABIC = "src/providers/i18n/arabic-support.ts";
const VENDOR_LAYOUT = "src/app/layout/vendor-layout.tsx";
const DASHBOARD = "src/resources/dashboard/dashboard-page.tsx";
const SERVER_ENTRY = "src/app/prerender/render-pages.tsx";
const BOOT_ENTRY = "src/app/start-page-boot.ts";

type Prerendered = { html: string; styles: { key: string; ids: string[]; css: string }[] };

/**
 * Which prerendered page (login or dashboard) shows: the boot script sets `<html data-prerender>`
 * (no attribute: the boot script did not run, English shows). The login's buttons take clicks once
 * it is hydrated (the fields take typing at once: src/resources/login/use-prerender-handover.ts);
 * the dashboard's frame has none of its own.
 */
const P = PRERENDER_ATTRIBUTE;
const VISIBILITY_CSS =
  `html[${P}=off] #root>[${P}],html[${P}=ar] #root>[${P}=en],html:not([${P}=ar]) #root>[${P}=ar]{display:none}` +
  `#root>[${P}] button{pointer-events:none}`;

/**
 * The `<style>` tags of a prerendered page. `data-s`: emotion's default cache leaves them where
 * they are (it moves every server-rendered style it finds to the end of the head, and the browser
 * then parses each moved sheet again).
 */
function styleTags(styles: Prerendered["styles"]): string {
  const tag = (style: Prerendered["styles"][number]) =>
    `<style data-emotion="${style.key} ${style.ids.join(" ")}" data-s="">${style.css.replace(/<\/style/gi, "<\\/style")}</style>`;
  return styles
    .filter((style) => style.css)
    .map(tag)
    .join("");
}

/** `vite preview` (the e2e suite's server) answers the dashboard's addresses with dashboard.html, as deploy/nginx does. */
export function previewPrerenderedPages(): Plugin {
  return {
    name: "preview-prerendered-pages",
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [path, query] = (request.url ?? "").split("?");
        if (isDashboardPath(path)) request.url = `/dashboard.html${query === undefined ? "" : `?${query}`}`;
        next();
      });
    },
  };
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  let skip = false;
  const entryModules = new Set<string>();
  const partModules = { login: new Set<string>(), vendor: new Set<string>(), dashboard: new Set<string>() };
  let chunks: OutputChunk[] = [];

  return {
    name: "prerender-pages",
    apply: "build",
    config(_userConfig, env) {
      if (env.isSsrBuild) return undefined;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // The entry's static graph: one chunk (the entry itself).
                  { name: "app", tags: ["$initial"], priority: 4 },
                  // What the login page imports beyond it: one chunk.
                  { name: "login-parts", test: (id: string) => partModules.login.has(id), priority: 3 },
                  // Likewise the signed-in area's shell (every /vendor page), and the dashboard.
                  { name: "vendor-parts", test: (id: string) => partModules.vendor.has(id), priority: 2 },
                  { name: "dashboard-parts", test: (id: string) => partModules.dashboard.has(id), priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
    configResolved(resolved) {
      config = resolved;
      skip = Boolean(resolved.build.ssr) || resolved.build.lib !== false;
    },
    buildEnd(error) {
      if (skip || error) return;
      const closure = (start: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        visit(start);
        return seen;
      };
      for (const id of closure(resolve(config.root, "src/main.tsx"))) entryModules.add(id);
      const parts = { login: LOGIN_PAGE, vendor: VENDOR_LAYOUT, dashboard: DASHBOARD } as const;
      for (const [name, module] of Object.entries(parts) as [keyof typeof parts, string][]) {
        // The page module itself stays a chunk of its own (the lazy import's target; `npm run budget` reads it).
        const page = resolve(config.root, module);
        for (const id of closure(page)) if (!entryModules.has(id) && id !== page) partModules[name].add(id);
      }
    },
    writeBundle(_options, bundle: OutputBundle) {
      if (skip) return;
      chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
    },
    async closeBundle(error) {
      if (skip || error) return;
      const outDir = resolve(config.root, config.build.outDir);
      const base = config.base;
      const byModule = (module: string) =>
        chunks.find(
          (chunk) => chunk.facadeModuleId === resolve(config.root, module) || chunk.facadeModuleId?.includes(`/node_modules/${module}/`),
        );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (start: OutputChunk | undefined) => {
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          byFile.get(file)?.imports.forEach(visit);
        };
        if (start) visit(start.fileName);
        return files;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      const onPage = withImports(entry);
      const loginFiles = [...withImports(byModule(LOGIN_PAGE))].filter((file) => !onPage.has(file));
      const arabicFiles = [...withImports(byModule(ARABIC))].filter((file) => !onPage.has(file));
      // The signed-in area's shell and the HTTP client (loaded with the first call), and the dashboard.
      const vendorFiles = [...new Set([...withImports(byModule(VENDOR_LAYOUT)), ...withImports(byModule("axios"))])].filter(
        (file) => !onPage.has(file),
      );
      const dashboardFiles = [...withImports(byModule(DASHBOARD))].filter((file) => !onPage.has(file) && !vendorFiles.includes(file));
      if (!entry || loginFiles.length === 0) throw new Error("prerender-pages: no entry or no login page chunk in the build");

      const [boot, prerendered] = await Promise.all([buildBootScript(config), renderInServer(config)]);
      const bootFile = `assets/boot-${createHash("sha256").update(boot).digest("hex").slice(0, 8)}.js`;
      writeFileSync(join(outDir, bootFile), boot);

      const url = (file: string) => `${base}${file}`;
      const indexPath = join(outDir, "index.html");
      const shell = readFileSync(indexPath, "utf8");
      if (!shell.includes('<div id="root"></div>')) throw new Error('prerender-pages: index.html has no empty <div id="root"></div>');
      const list = (files: string[]) => files.map(url).join(" ");
      const bootTag = `<script src="${url(bootFile)}" data-arabic="${list(arabicFiles)}" data-vendor="${list(vendorFiles)}" data-dashboard="${list(dashboardFiles)}"></script>`;
      const beforeModules = (html: string, tags: string[]) => html.replace(/(\s*)(<script type="module")/, `$1${tags.join("$1")}$1$2`);

      // app.html: every other address (the server's fallback): the app renders it, as before.
      writeFileSync(join(outDir, "app.html"), beforeModules(shell, [bootTag]));

      // index.html (`/`, the login) and dashboard.html (`/vendor/`, the dashboard's first paint), each
      // prerendered in both languages. Their scripts are not needed for the first paint: the boot
      // script asks for them once the page has painted (all at once: the entry, its chunks and the
      // page's own), listed in its `data-modules` (the entry first).
      const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(shell);
      const preloadTags = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
      if (!entryTag) throw new Error("prerender-pages: index.html has no module script");
      let withoutModules = shell.replace(entryTag[0], "");
      for (const tag of preloadTags) withoutModules = withoutModules.replace(tag[0], "");
      const prerenderedPage = (page: Record<"en" | "ar", Prerendered>, pageFiles: string[]) => {
        const modules = [entryTag[1], ...preloadTags.map((tag) => tag[1]), ...pageFiles.map(url)];
        // The page's own chunks are in `data-modules`: none is asked for before the first paint.
        const pageBootTag = `<script src="${url(bootFile)}" data-arabic="${list(arabicFiles)}" data-modules="${modules.join(" ")}"></script>`;
        const head = [`<style>${VISIBILITY_CSS}</style>`, styleTags(page.en.styles), styleTags(page.ar.styles), pageBootTag];
        const body = `<div id="root"><div ${P}="en">${page.en.html}</div><div ${P}="ar">${page.ar.html}</div></div>`;
        return withoutModules.replace("</head>", `  ${head.join("\n    ")}\n  </head>`).replace('<div id="root"></div>', body);
      };
      writeFileSync(indexPath, prerenderedPage(prerendered.login, loginFiles));
      writeFileSync(join(outDir, "dashboard.html"), prerenderedPage(prerendered.dashboard, [...vendorFiles, ...dashboardFiles]));
    },
  };
}

/** The boot script as a self-contained classic script (an IIFE: no imports left). */
async function buildBootScript(config: ResolvedConfig): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: "warn",
    resolve: { alias: { "@": resolve(config.root, "src") } },
    build: {
      write: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry: resolve(config.root, BOOT_ENTRY), formats: ["iife"], name: "sellerBoot" },
      // The route table (src/config/paths.ts) imports react-router, whose "use client" means nothing here.
      rolldownOptions: { onwarn: (warning, warn) => warning.code === "MODULE_LEVEL_DIRECTIVE" || warn(warning) },
    },
  });
  const result = Array.isArray(output) ? output[0] : output;
  if (!("output" in result)) throw new Error("prerender-pages: the boot script build returned no output");
  return result.output[0].code;
}

/**
 * Builds the server entry for Node (same root, mode and so the same env as the browser build;
 * every package bundled in, as MUI's folders cannot be imported by Node itself), runs it, throws it away.
 */
async function renderInServer(config: ResolvedConfig): Promise<Record<"login" | "dashboard", Record<"en" | "ar", Prerendered>>> {
  const outDir = mkdtempSync(join(tmpdir(), "prerender-pages-"));
  try {
    await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      logLevel: "warn",
      // As the browser build compiles the app (and it quiets MUI's "use client" notices).
      plugins: [react()],
      resolve: { alias: { "@": resolve(config.root, "src") } },
      ssr: { noExternal: true },
      build: { ssr: resolve(config.root, SERVER_ENTRY), outDir, emptyOutDir: true, copyPublicDir: false, minify: false },
    });
    const { renderLogin, renderDashboard } = (await import(pathToFileURL(join(outDir, "render-pages.js")).href)) as Record<
      "renderLogin" | "renderDashboard",
      (language: "en" | "ar") => Promise<Prerendered>
    >;
    const login = { en: await renderLogin("en"), ar: await renderLogin("ar") };
    const dashboard = { en: await renderDashboard("en"), ar: await renderDashboard("ar") };
    for (const [name, page, mark] of [
      ["login", login, "<form"],
      ["dashboard", dashboard, "<h1"],
    ] as const) {
      for (const [language, { html }] of Object.entries(page)) {
        if (/<script/i.test(html))
          throw new Error(`prerender-pages: the ${language} ${name} markup holds a script (the CSP forbids inline scripts)`);
        if (!html.includes(mark)) throw new Error(`prerender-pages: the ${language} ${name} markup has no ${mark}>: ${html.slice(0, 300)}`);
      }
    }
    return { login, dashboard };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
