import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The module of lucide-react's icon `name`, as the package ships it. */
const iconModule = (name: string) =>
  fileURLToPath(new URL(`../node_modules/lucide-react/dist/esm/icons/${name}.mjs`, import.meta.url));

/**
 * The module that holds the data (`__iconData`) of lucide-react's icon `name`: its own, or for
 * another name of an icon (`loader-2`), which only passes on the icon's component, the icon's.
 */
export function iconDataModule(name: string): string {
  const own = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(readFileSync(iconModule(name), "utf8"))?.[1];
  return iconModule(own ?? name);
}
