/**
 * MP4 videos for the tests: a demo video given a location, as a phone writes one (a `udta` box in
 * the movie with ©xyz, an ISO 6709 position), with its chunk offsets moved to match.
 */

export const LOCATION = "+26.3071+050.1459/";

interface Box {
  type: string;
  start: number;
  size: number;
  header: number;
}

function boxesOf(buffer: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  for (let offset = start; offset + 8 <= end; ) {
    let size = buffer.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      size = Number(buffer.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) size = end - offset;
    boxes.push({ type: buffer.toString("latin1", offset + 4, offset + 8), start: offset, size, header });
    offset += size;
  }
  return boxes;
}

/** Every chunk offset (stco, co64) of the movie box at `moov`, moved by `delta`. */
function moveChunkOffsets(buffer: Buffer, moov: Box, delta: number): void {
  const walk = (start: number, end: number) => {
    for (const box of boxesOf(buffer, start, end)) {
      if (["moov", "trak", "mdia", "minf", "stbl"].includes(box.type))
        walk(box.start + box.header, box.start + box.size);
      const count = box.type === "stco" || box.type === "co64" ? buffer.readUInt32BE(box.start + 12) : 0;
      for (let i = 0; i < count; i++) {
        if (box.type === "stco") {
          const at = box.start + 16 + 4 * i;
          buffer.writeUInt32BE(buffer.readUInt32BE(at) + delta, at);
        } else {
          const at = box.start + 16 + 8 * i;
          buffer.writeBigUInt64BE(buffer.readBigUInt64BE(at) + BigInt(delta), at);
        }
      }
    }
  };
  walk(moov.start + moov.header, moov.start + moov.size);
}

/** The video with a location added at the end of its movie box. */
export function withLocation(video: Buffer): Buffer {
  const top = boxesOf(video, 0, video.length);
  const moov = top.find((box) => box.type === "moov");
  const mdat = top.find((box) => box.type === "mdat");
  if (!moov || !mdat) throw new Error("not an MP4 with a movie and its data");
  const position = Buffer.from(LOCATION, "latin1");
  const xyz = Buffer.concat([
    Buffer.alloc(4),
    Buffer.from([0xa9, 0x78, 0x79, 0x7a]),
    Buffer.from([0, position.length, 0x15, 0xc7]),
    position,
  ]);
  xyz.writeUInt32BE(xyz.length, 0);
  const udta = Buffer.concat([Buffer.alloc(4), Buffer.from("udta", "latin1"), xyz]);
  udta.writeUInt32BE(udta.length, 0);
  const moovEnd = moov.start + moov.size;
  const located = Buffer.concat([video.subarray(0, moovEnd), udta, video.subarray(moovEnd)]);
  located.writeUInt32BE(moov.size + udta.length, moov.start);
  // The frames after the movie box moved by the box added.
  if (mdat.start > moov.start) moveChunkOffsets(located, { ...moov, size: moov.size + udta.length }, udta.length);
  return located;
}

/** The bytes of each chunk the video's first track points to, in order: what a player reads. */
export function chunksOf(video: Buffer): string[] {
  const chunks: string[] = [];
  const moov = boxesOf(video, 0, video.length).find((box) => box.type === "moov");
  if (!moov) return chunks;
  const walk = (start: number, end: number) => {
    for (const box of boxesOf(video, start, end)) {
      if (["trak", "mdia", "minf", "stbl"].includes(box.type)) walk(box.start + box.header, box.start + box.size);
      if (box.type === "stco") {
        const count = video.readUInt32BE(box.start + 12);
        for (let i = 0; i < count; i++) {
          const offset = video.readUInt32BE(box.start + 16 + 4 * i);
          chunks.push(video.subarray(offset, offset + 32).toString("hex"));
        }
      }
    }
  };
  walk(moov.start + moov.header, moov.start + moov.size);
  return chunks;
}
