import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/** A rectangle of a picture, in the picture's own pixels. */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Size {
  width: number;
  height: number;
}

/**
 * The region kept inside the picture, at least one pixel wide and high, in whole pixels; with
 * `square`, as wide as it is high.
 */
export function clampRegion(region: Region, size: Size, square = false): Region {
  let width = Math.min(Math.max(1, Math.round(region.width)), size.width);
  let height = Math.min(Math.max(1, Math.round(region.height)), size.height);
  if (square) {
    width = Math.min(width, height);
    height = width;
  }
  return {
    width,
    height,
    left: Math.min(Math.max(0, Math.round(region.left)), size.width - width),
    top: Math.min(Math.max(0, Math.round(region.top)), size.height - height),
  };
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * Choosing the region of a picture to keep: drag the frame to move it, drag its corner to resize
 * it, or type its position and size in pixels. Apply hands the region on.
 */
export function CropArea({
  src,
  busy,
  square = false,
  onApply,
  onCancel,
}: {
  src: string;
  busy: boolean;
  /** The region is a square: resizing and typing keep its width and height equal. */
  square?: boolean;
  onApply: (region: Region) => void;
  onCancel: () => void;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [region, setRegion] = useState<Region | null>(null);
  const drag = useRef<{ mode: "move" | "resize"; x: number; y: number; start: Region } | null>(null);

  const measure = (image: HTMLImageElement) => {
    if (!image.naturalWidth) return;
    const natural = { width: image.naturalWidth, height: image.naturalHeight };
    setSize(natural);
    setRegion(
      clampRegion(
        {
          left: natural.width * 0.1,
          top: natural.height * 0.1,
          width: natural.width * 0.8,
          height: natural.height * 0.8,
        },
        natural,
        square,
      ),
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured once, also when the picture loaded before hydration
  useEffect(() => {
    if (imageRef.current?.complete) measure(imageRef.current);
  }, []);

  const startDrag = (mode: "move" | "resize") => (event: React.PointerEvent) => {
    if (!region) return;
    event.preventDefault();
    event.stopPropagation();
    (event.target as Element).setPointerCapture(event.pointerId);
    drag.current = { mode, x: event.clientX, y: event.clientY, start: region };
  };
  const onPointerMove = (event: React.PointerEvent) => {
    const current = drag.current;
    const frame = frameRef.current;
    if (!current || !size || !frame) return;
    const scale = size.width / frame.getBoundingClientRect().width;
    const dx = (event.clientX - current.x) * scale;
    const dy = (event.clientY - current.y) * scale;
    const { start } = current;
    setRegion(
      clampRegion(
        current.mode === "move"
          ? { ...start, left: start.left + dx, top: start.top + dy }
          : {
              ...start,
              width: Math.min(start.width + (square ? Math.max(dx, dy) : dx), size.width - start.left),
              height: Math.min(start.height + (square ? Math.max(dx, dy) : dy), size.height - start.top),
            },
        size,
        square,
      ),
    );
  };
  const endDrag = () => {
    drag.current = null;
  };

  const setPart = (part: keyof Region, value: string) => {
    if (!region || !size) return;
    const number = Number(value);
    if (!Number.isFinite(number)) return;
    // In a square, the side typed is both the width and the height.
    const side = square && (part === "width" || part === "height") ? { width: number, height: number } : {};
    setRegion(clampRegion({ ...region, [part]: number, ...side }, size, square));
  };

  return (
    <fieldset className="m-0 grid min-w-0 gap-3 rounded-md border p-3">
      <legend className="sr-only">Crop</legend>
      <div
        ref={frameRef}
        className="relative w-fit max-w-full touch-none overflow-hidden select-none"
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <img
          ref={imageRef}
          src={src}
          alt="Crop preview"
          className="block max-h-80 max-w-full"
          draggable={false}
          onLoad={(event) => measure(event.currentTarget)}
        />
        {region && size ? (
          <div
            data-testid="crop-frame"
            className="absolute cursor-move border-2 border-white shadow-[0_0_0_9999px_rgba(0,0,0,0.5)] outline outline-1 outline-black/60"
            style={{
              left: percent(region.left, size.width),
              top: percent(region.top, size.height),
              width: percent(region.width, size.width),
              height: percent(region.height, size.height),
            }}
            onPointerDown={startDrag("move")}
          >
            <div
              className="absolute -right-2 -bottom-2 size-4 cursor-se-resize rounded-sm border-2 border-white bg-primary"
              onPointerDown={startDrag("resize")}
            />
          </div>
        ) : null}
      </div>
      {region && size ? (
        <div className="grid grid-cols-2 gap-3">
          {(["left", "top", "width", "height"] as const).map((part) => (
            <div key={part} className="grid gap-1">
              <Label htmlFor={`crop-${part}`} className="text-xs">
                {`Crop ${part} (px)`}
              </Label>
              <Input
                id={`crop-${part}`}
                type="number"
                min={part === "width" || part === "height" ? 1 : 0}
                max={part === "left" || part === "width" ? size.width : size.height}
                value={region[part]}
                onChange={(event) => setPart(part, event.target.value)}
              />
            </div>
          ))}
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {size ? `The picture is ${size.width} × ${size.height} pixels. ` : ""}Apply stores the chosen region as a new
        picture; save the form to keep it.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={!region || busy} onClick={() => region && onApply(region)}>
          Apply
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel crop
        </Button>
      </div>
    </fieldset>
  );
}
