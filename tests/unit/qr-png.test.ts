import { crc32, inflateSync } from "node:zlib";
import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { qrCodePng } from "~/lib/qr-png.server";

/** The PNG's chunks by type, each checked against its CRC. */
function chunks(png: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString("ascii", at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)) >>> 0);
    found.set(type, data);
    at += 12 + length;
  }
  return found;
}

describe("a QR code as a PNG picture", () => {
  it("draws each module of the code as a square of black or white pixels", () => {
    const text = "https://club.example.org/admin/events/check-in?code=AB12CD34EF56";
    const scale = 4;
    const png = qrCodePng(text, scale);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const { data, size } = encode(text, { border: 4, ecc: "M" });
    const parts = chunks(png);
    const header = parts.get("IHDR") as Buffer;
    const side = size * scale;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([side, side, 8, 0]);
    const pixels = inflateSync(parts.get("IDAT") as Buffer);
    expect(pixels.length).toBe(side * (side + 1));
    const wrong: string[] = [];
    for (let y = 0; y < side; y++) {
      expect(pixels[y * (side + 1)]).toBe(0);
      for (let x = 0; x < side; x++) {
        const dark = Boolean(data[Math.floor(y / scale)]?.[Math.floor(x / scale)]);
        if (pixels[y * (side + 1) + 1 + x] !== (dark ? 0 : 255)) wrong.push(`${x},${y}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(parts.has("IEND")).toBe(true);
  });
});
