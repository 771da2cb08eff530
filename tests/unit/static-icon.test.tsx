import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type IconData, staticIcon } from "~/lib/static-icon";
import { iconDataModule } from "../../server/lucide-icons";

const appFolder = path.resolve(import.meta.dirname, "../../app");

/** Every lucide-react icon the site's sources import, by the name they import it by. */
function iconsImported(): string[] {
  const names = new Set<string>();
  const files = readdirSync(appFolder, { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file));
  for (const file of files) {
    for (const match of readFileSync(path.join(appFolder, file), "utf8").matchAll(
      /"lucide-react\/icons\/([a-z0-9-]+)"/g,
    )) {
      if (match[1]) names.add(match[1]);
    }
  }
  return [...names].sort();
}

type Icon = ComponentType<Record<string, unknown>>;

/** lucide-react's own component for `name`, and the server's drawing of the same icon from its data. */
async function bothOf(name: string): Promise<{ lucide: Icon; drawn: Icon }> {
  const lucide = (await import(`../../node_modules/lucide-react/dist/esm/icons/${name}.mjs`)) as { default: Icon };
  const data = (await import(iconDataModule(name))) as { __iconData: IconData };
  return { lucide: lucide.default, drawn: staticIcon(data.__iconData) as unknown as Icon };
}

describe("icons as the server draws them", () => {
  const names = iconsImported();

  it("finds the icons the site uses", () => {
    expect(names.length).toBeGreaterThan(30);
    expect(names).toContain("rocket");
  });

  it("writes every icon the site uses as lucide-react writes it, with the props the site gives", async () => {
    const variants: Record<string, unknown>[] = [
      {},
      { className: "size-4 shrink-0" },
      { className: "size-5", "aria-hidden": true },
      { "aria-label": "Share", role: "img" },
      { size: 18, strokeWidth: 1.5, className: " h-4  w-4 " },
    ];
    for (const name of names) {
      const { lucide: Lucide, drawn: Drawn } = await bothOf(name);
      for (const props of variants) {
        expect(renderToString(<Drawn {...props} />), `${name} ${JSON.stringify(props)}`).toBe(
          renderToString(<Lucide {...props} />),
        );
      }
    }
  });

  it("draws a child after the icon's shapes, as lucide-react does", async () => {
    const { lucide: Lucide, drawn: Drawn } = await bothOf("rocket");
    expect(
      renderToString(
        <Drawn>
          <title>Launch</title>
        </Drawn>,
      ),
    ).toBe(
      renderToString(
        <Lucide>
          <title>Launch</title>
        </Lucide>,
      ),
    );
  });
});
