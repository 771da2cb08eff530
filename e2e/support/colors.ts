import type { Locator } from "@playwright/test";

/** The WCAG contrast ratio of two colours given as [r, g, b] (0-255). */
export function contrastRatio(a: number[], b: number[]): number {
  const luminance = ([r = 0, g = 0, bl = 0]: number[]) => {
    const channel = (c: number) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Computed colours of an element (or of its ::before), as [r, g, b]. Computed colours may be
 * oklch(); a canvas turns them into sRGB.
 */
export function computedColors(
  element: Locator,
  properties: readonly ("color" | "backgroundColor")[],
  pseudo?: "::before",
): Promise<number[][]> {
  return element.evaluate(
    (el, [names, pseudoElement]) => {
      const rgb = (color: string) => {
        const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
      };
      const style = getComputedStyle(el, pseudoElement ?? null);
      return names.map((name) => rgb(style[name]));
    },
    [properties, pseudo] as const,
  );
}
