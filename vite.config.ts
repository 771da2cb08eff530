import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { iconDataModule } from "./server/lucide-icons.ts";
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
  /hero-video|expandable-text|card-list|content-image|json-ld|placeholder-page|badge|media|images|vocabulary|[\\/]field\.|public-form|[\\/](prose|rich-text)\./;
// The admin area's own files outside `admin` folders: the collection editors, the inbox pages, the
// features only admins use, and an event's attendees and check-in.
const adminFiles =
  /collection\.tsx|messages-page|subscribers-page|features[\\/](mail|admin-accounts|activity|settings)[\\/]|attendees-page|check-in-page|qr-scanner/;
// What the list pages (home, events, projects, news, gallery, the newsletter's archive) and the pages of their records share:
// their cards, pictures and labels, in one file rather than one each. The records' addresses only of
// the kinds with pages: the admin area's records (mail, activity...) are no part of it.
const listParts =
  /[\\/]app[\\/](components[\\/](card-list|content-image|json-ld|title-link|formatted-text)|features[\\/](events|news|newsletter|projects)[\\/]record|features[\\/][^\\/]+[\\/](event-card|registration-button|project-card|published-date|sent-on|avatar|gallery-badges|gallery-media|link-text)|lib[\\/](shown-term|slug))\./;
const lucideIcon = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * The code every public page runs besides the framework, in one file compressed as one: the shared
 * components and helpers of the public site, and the small libraries they use.
 */
function inSiteChunk(id: string, context: Rolldown.ChunkingContext): boolean {
  if (/[\\/]app[\\/](components|lib)[\\/]/.test(id)) {
    return !adminServerOrLazy.test(id) && !onSomePages.test(id) && runByPages(id, context);
  }
  return (
    // The contact form's field limits, shared with the form's later checks: too small for a file.
    /[\\/]app[\\/]features[\\/]contact[\\/]constraint\./.test(id) ||
    /node_modules[\\/](clsx|class-variance-authority)[\\/]/.test(id) ||
    /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|context|defaultAttributes|shared[\\/])/.test(
      id,
    )
  );
}

/** The public pages' route modules and the root, which the site's shared parts serve. */
const pageModule = /[\\/]app[\\/](root\.tsx|routes[\\/]public[\\/])/;

/**
 * Whether a shared part is run by the public pages themselves: a page's route imports it, or another
 * such part does. A helper that only a feature's module imports (an event's questions, the admin's
 * fields) comes with that module rather than with every page.
 */
function runByPages(id: string, context: Rolldown.ChunkingContext, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  return (context.getModuleInfo(id)?.importers ?? []).some(
    (importer) =>
      pageModule.test(importer) ||
      (/[\\/]app[\\/](components|lib)[\\/]/.test(importer) &&
        !adminServerOrLazy.test(importer) &&
        runByPages(importer, context, seen)),
  );
}

/**
 * Whether a module brings zod with it (22 KB gzip): such a module of `app/lib` (the admin's password
 * rules) is no part of the site chunk, so that zod comes only with the pages whose forms use it.
 */
function bringsZod(id: string, context: Rolldown.ChunkingContext): boolean {
  const imported = context.getModuleInfo(id)?.importedIds ?? [];
  return imported.some((module) => /node_modules[\\/]zod[\\/]|[\\/]app[\\/]lib[\\/]zod\./.test(module));
}

/**
 * Where an icon shared by public pages goes (a few hundred bytes each): with the list pages' parts
 * when only they show it, else with the site chunk; not in a file of its own, as a phone on a slow
 * network pays a round trip for every file and fetches six at most at once. An icon that only one
 * module imports stays with that module.
 */
function chunkOfIcon(id: string, context: Rolldown.ChunkingContext): "site" | "lists" | null {
  if (!lucideIcon.test(id)) return null;
  const importers = context.getModuleInfo(id)?.importers ?? [];
  const publicImporters = importers.filter(
    (importer) => /[\\/]app[\\/]/.test(importer) && !adminServerOrLazy.test(importer) && !adminFiles.test(importer),
  );
  if (publicImporters.length === 0 || importers.length < 2) return null;
  return publicImporters.every((importer) => listParts.test(importer)) ? "lists" : "site";
}

/** The Markdown thread's entry in the server build: `build/server/markdown-worker.js`. */
const MARKDOWN_WORKER = "markdown-worker";

/**
 * React Router names every entry of the server build `index.js` (the second would be `index2.js`):
 * the Markdown thread's entry keeps a name of its own, where the server finds it.
 */
function markdownWorkerFile(): Plugin {
  return {
    name: "markdown-worker-file",
    apply: "build",
    outputOptions(options) {
      const named = options.entryFileNames;
      return {
        ...options,
        entryFileNames: (chunk) =>
          chunk.name === MARKDOWN_WORKER
            ? `${MARKDOWN_WORKER}.js`
            : typeof named === "function"
              ? named(chunk)
              : (named ?? "[name].js"),
      };
    },
  };
}

const STATIC_ICON = "\0static-icon:";

/**
 * In the server's build, a lucide-react icon (`lucide-react/icons/<name>`) is drawn by
 * app/lib/static-icon.tsx from the icon's own data: the same markup, written once rather than made
 * into React elements on every render. The browser's build keeps lucide-react's component.
 */
function staticIconsOnServer(): Plugin {
  return {
    name: "static-icons-on-server",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      const icon = /^lucide-react\/icons\/([a-z0-9-]+)$/.exec(source)?.[1];
      if (!icon || this.environment.name !== "ssr") return null;
      return `${STATIC_ICON}${icon}`;
    },
    load(id) {
      if (!id.startsWith(STATIC_ICON)) return null;
      return [
        `import { __iconData } from ${JSON.stringify(iconDataModule(id.slice(STATIC_ICON.length)))};`,
        `import { staticIcon } from ${JSON.stringify(fileURLToPath(new URL("./app/lib/static-icon.tsx", import.meta.url)))};`,
        "export default staticIcon(__iconData);",
      ].join("\n");
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server bundle's entries: the Express app, which mounts the React Router handler, and the
  // thread that reads Markdown (app/lib/markdown-render.server.ts starts it from build/server).
  build: isSsrBuild
    ? { rollupOptions: { input: { index: "./server/app.ts", [MARKDOWN_WORKER]: "./app/lib/markdown-worker.ts" } } }
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
                  debugName: "site",
                  name: (id, context) =>
                    (inSiteChunk(id, context) && !bringsZod(id, context)) || chunkOfIcon(id, context) === "site"
                      ? "site"
                      : null,
                  test: (id) =>
                    /[\\/]app[\\/](components|lib|features[\\/]contact)[\\/]|node_modules[\\/](clsx|class-variance-authority|lucide-react)[\\/]/.test(
                      id,
                    ),
                  priority: 10,
                },
                // The public forms' pieces (the contact form, an event's registration form), in one file.
                {
                  name: "forms",
                  test: /[\\/]app[\\/]components[\\/](field|public-form)\./,
                  priority: 8,
                },
                {
                  debugName: "lists",
                  name: (id, context) => (listParts.test(id) || chunkOfIcon(id, context) === "lists" ? "lists" : null),
                  test: (id) => listParts.test(id) || lucideIcon.test(id),
                  priority: 5,
                },
              ],
            },
          },
        },
      },
  plugins: [staticIconsOnServer(), tailwindcss(), reactRouter(), precompressedBuild(), markdownWorkerFile()],
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
  // Bundled with the server, so that the adapters use the same production build as the app; the
  // icon set too, so that the server holds the few icons the footer shows rather than thousands.
  ssr:
    command === "build"
      ? { noExternal: ["react-router", "@react-router/express", "@react-router/node", "simple-icons"] }
      : {},
  server: { port: Number(process.env.PORT ?? 3000) },
}));
