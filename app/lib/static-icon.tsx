import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";

/** An icon as lucide-react describes it: its name, other names, and the shapes it draws. */
export interface IconData {
  name: string;
  aliases?: readonly string[];
  size?: number;
  node: readonly (readonly [string, Record<string, string | number>])[];
}

type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { size?: string | number; children?: ReactNode };

const escaped = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Whether the icon is named or described for assistive technology, as lucide-react tells it. */
function describes(props: object): boolean {
  return Object.entries(props).some(
    ([name, value]) => (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
  );
}

/**
 * A lucide-react icon for the server's render: the same `<svg>` as lucide-react writes, its shapes
 * written out once as markup rather than made into React elements on every page. The browser
 * hydrates them with lucide-react's own component, which finds the same elements.
 */
export function staticIcon(icon: IconData) {
  const shapes = {
    __html: icon.node
      .map(
        ([tag, attributes]) =>
          `<${tag}${Object.entries(attributes)
            .filter(([name]) => name !== "key")
            .map(([name, value]) => ` ${name}="${escaped(String(value))}"`)
            .join("")}></${tag}>`,
      )
      .join(""),
  };
  const elements = icon.node.map(([tag, attributes]) => createElement(tag, attributes));
  const viewBox = `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`;
  const ownClasses = ["lucide", `lucide-${icon.name}`, ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`)].join(
    " ",
  );
  // Made once for each icon, as its module loads (as lucide-react's createLucideIcon makes its own).
  // biome-ignore lint/correctness/noComponentHookFactories: one component per icon, made at load
  return forwardRef<SVGSVGElement, IconProps>(function StaticIcon(
    { size = 24, color = "currentColor", strokeWidth = 2, className, children, ...rest },
    ref,
  ) {
    const classes = className ? `${ownClasses} ${className.split(" ").filter(Boolean).join(" ")}` : ownClasses;
    const common = {
      ref,
      xmlns: "http://www.w3.org/2000/svg",
      width: size,
      height: size,
      viewBox,
      fill: "none",
      stroke: color,
      strokeWidth,
      strokeLinecap: "round" as const,
      strokeLinejoin: "round" as const,
      className: classes,
      // Hidden from assistive technology unless it is named (`aria-label`, `role`, a `title` child).
      ...(children || describes(rest) ? {} : { "aria-hidden": true as const }),
      ...rest,
    };
    // A child is drawn after the shapes, as lucide-react draws it.
    return children ? (
      // biome-ignore lint/a11y/noSvgWithoutTitle: hidden, or named by the props or child given
      <svg {...common}>
        {elements}
        {children}
      </svg>
    ) : (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: lucide-react's shapes, their values escaped
      <svg {...common} dangerouslySetInnerHTML={shapes} />
    );
  });
}
