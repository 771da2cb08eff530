import { describe, expect, it } from "vitest";
import { clampRegion } from "~/features/admin/crop-area";

describe("a crop region", () => {
  const size = { width: 900, height: 600 };

  it("stays inside the picture, in whole pixels, at least one pixel", () => {
    expect(clampRegion({ left: -5, top: 10.4, width: 2000, height: 0 }, size)).toEqual({
      left: 0,
      top: 10,
      width: 900,
      height: 1,
    });
    expect(clampRegion({ left: 850, top: 590, width: 100, height: 50 }, size)).toEqual({
      left: 800,
      top: 550,
      width: 100,
      height: 50,
    });
  });

  it("is a square when asked, no larger than the picture's short side", () => {
    expect(clampRegion({ left: 0, top: 0, width: 900, height: 600 }, size, true)).toEqual({
      left: 0,
      top: 0,
      width: 600,
      height: 600,
    });
    expect(clampRegion({ left: 500, top: 100, width: 300, height: 450 }, size, true)).toEqual({
      left: 500,
      top: 100,
      width: 300,
      height: 300,
    });
    const moved = clampRegion({ left: 800, top: 400, width: 400, height: 400 }, size, true);
    expect(moved.width).toBe(moved.height);
    expect(moved.left + moved.width).toBeLessThanOrEqual(size.width);
    expect(moved.top + moved.height).toBeLessThanOrEqual(size.height);
  });
});
