/**
 * For the files that share a worker's module cache (vite.config.ts, `isolate: false`). When a file
 * ends, Vitest rejects the module fetches still under way, and the cache keeps that failure for the
 * worker's life. The dashboard's chart is fetched after a test's last look at the page (below the
 * figures, after the first commit): a file ending on the dashboard failed the chart, and with it the
 * assertions on it, in later files of its worker. Loaded here, once per worker, it
 * is never under way when a file ends. Its Suspense still shows first: React's lazy waits a tick.
 */
import "@/resources/dashboard/orders-status-chart";
