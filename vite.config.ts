import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressedBuild } from "./server/precompress.ts";

// React Router's package sends every runtime to its development build (its exports name no
// production condition); a built site uses the production build, in the browser and on the server.
const productionBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

// Kept out of the site chunk: what only the admin area uses, server code, and what loads later on its
// own (the mobile menu, the toast library, the contact form's zod rules)...
const adminServerOrLazy = /admin|sidebar|alert-dialog|sheet|mobile-menu|progress|switch|select|zod|\.server\./;
// ...and what only some pages show (lists, pictures, text pages), which comes with those pages.
const onSomePages =
  /hero-video|expandable-text|card-list|content-image|json-ld|placeholder-page|badge|media|images|vocabulary/;

/**
 * The code every public page runs besides the framework, in one file compressed as one: the shared
 * components and helpers of the public site, and the small libraries they use.
 */
function inSiteChunk(id: string): boolean {
  if (/[\\/]app[\\/](components|lib)[\\/]/.test(id)) return !adminServerOrLazy.test(id) && !onSomePages.test(id);
  return (
    /node_modules[\\/](clsx|class-variance-authority)[\\/]/.test(id) ||
    /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|context|defaultAttributes|shared[\\/])/.test(
      id,
    )
  );
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server bundle's entry is the Express app, which mounts the React Router handler.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" } }
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // What every page runs: one file instead of five, compressed as one.
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 20,
                },
                {
                  name: "site",
                  test: inSiteChunk,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
  plugins: [tailwindcss(), reactRouter(), precompressedBuild()],
  resolve: {
    tsconfigPaths: true,
    alias:
      command === "build"
        ? [
            { find: /^react-router$/, replacement: productionBuild("index.mjs") },
            { find: /^react-router\/dom$/, replacement: productionBuild("dom-export.mjs") },
          ]
        : [],
  },
  // Bundled with the server, so that the adapters use the same production build as the app.
  ssr: command === "build" ? { noExternal: ["react-router", "@react-router/express", "@react-router/node"] } : {},
  server: { port: Number(process.env.PORT ?? 3000) },
}));
