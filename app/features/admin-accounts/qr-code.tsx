import { encode } from "uqr";

/**
 * `text` as a QR code, drawn as one SVG path of its dark modules, black on white (with the quiet
 * border scanners need) in either theme.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { data, size } = encode(text, { border: 4 });
  let path = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      className={className}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
