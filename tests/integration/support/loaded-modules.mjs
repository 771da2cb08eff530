import { appendFileSync } from "node:fs";
import module from "node:module";
import { isMainThread } from "node:worker_threads";

// Preloaded (`node --import`) into a site a test starts: appends the address of every module file
// the site's main thread loads to the file LOADED_MODULES_FILE names, one per line.

const file = process.env.LOADED_MODULES_FILE;
if (file && isMainThread) {
  if (typeof module.registerHooks === "function") {
    module.registerHooks({
      load(url, context, nextLoad) {
        if (url.startsWith("file:")) appendFileSync(file, `${url}\n`);
        return nextLoad(url, context);
      },
    });
  } else {
    // Node before 22.15: the hooks run on a thread of their own, given the file's name.
    const hooks = `
      import { appendFileSync } from "node:fs";
      let file;
      export function initialize(data) { file = data.file; }
      export async function load(url, context, nextLoad) {
        if (url.startsWith("file:")) appendFileSync(file, url + "\\n");
        return nextLoad(url, context);
      }`;
    module.register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { file } });
  }
}
