#!/usr/bin/env node
/**
 * Serves a static build through Debian's nginx with the configuration in deploy/nginx, as a
 * production server would (the hardening suite and `npm run serve:nginx` use it).
 *
 *   node scripts/serve-nginx.mjs [--root dist-mock] [--port 4280] [--api-origin URL] [--storage-origins "URL URL"]
 *
 * The templates are rendered the way the official nginx image renders /etc/nginx/templates (only
 * the named ${VARIABLES}); nginx runs in the foreground until this process is stopped.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const deployDir = resolve(here, "../deploy/nginx");

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

const root = resolve(option("root", "dist-mock"));
const port = option("port", process.env.PORT ?? "4280");
const nginx = process.env.NGINX_BIN ?? "nginx";

if (!existsSync(join(root, "index.html"))) {
  console.error(`serve-nginx: ${root}/index.html is missing: build first (npm run build:mock).`);
  process.exit(1);
}
if (spawnSync(nginx, ["-v"], { stdio: "ignore" }).error) {
  console.error("serve-nginx: nginx is not installed (Debian: apt-get install nginx-light, or nginx).");
  process.exit(1);
}

function render(template, values) {
  return template.replace(/\$\{([A-Z_]+)\}/g, (match, name) => (name in values ? values[name] : match));
}

const dir = mkdtempSync(join(tmpdir(), "sbo-nginx-"));
// Worker processes may run as another user (root's master drops to nobody): they read the build and write temp files here.
chmodSync(dir, 0o755);
for (const temp of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, temp));

const values = {
  APP_LISTEN: `127.0.0.1:${port}`,
  APP_ROOT: root,
  NGINX_INCLUDE_DIR: dir,
  API_ORIGIN: option("api-origin", "'self'"),
  STORAGE_ORIGINS: option("storage-origins", "'self'"),
};
for (const name of ["security-headers.conf", "seller-back-office.conf"]) {
  writeFileSync(join(dir, name), render(readFileSync(join(deployDir, `${name}.template`), "utf8"), values));
}
writeFileSync(
  join(dir, "nginx.conf"),
  `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/seller-back-office.conf;
}
`,
);

const check = spawnSync(nginx, ["-t", "-p", dir, "-c", join(dir, "nginx.conf"), "-e", "stderr"], { encoding: "utf8" });
if (check.status !== 0) {
  console.error(check.stderr);
  process.exit(1);
}
console.log(`serve-nginx: ${root} on http://127.0.0.1:${port}/ (config in ${dir})`);
const server = spawn(nginx, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", "stderr"], { stdio: "inherit" });
const stop = () => server.kill("SIGQUIT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));
