import { crc32, deflateSync } from "node:zlib";
import { encode } from "uqr";

/** One PNG chunk: length, type, data and the CRC of type and data (PNG specification, 5.3). */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * `text` as a QR code in a PNG picture, black on white with the quiet border scanners need, each
 * module `scale` pixels: small enough for an email, sharp enough for a phone's camera.
 */
export function qrCodePng(text: string, scale = 8): Buffer {
  const { data, size } = encode(text, { border: 4, ecc: "M" });
  const side = size * scale;
  // Each row: the filter byte (0, none), then one grey byte a pixel. A row of modules is drawn
  // once, then copied for the other rows of its height.
  const stride = side + 1;
  const rows = Buffer.alloc(side * stride, 0xff);
  for (let y = 0; y < size; y++) {
    const first = y * scale * stride;
    rows[first] = 0;
    const modules = data[y] ?? [];
    for (let x = 0; x < size; x++) {
      if (modules[x]) rows.fill(0, first + 1 + x * scale, first + 1 + (x + 1) * scale);
    }
    for (let copy = 1; copy < scale; copy++) rows.copy(rows, first + copy * stride, first, first + stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
