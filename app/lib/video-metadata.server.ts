import { open } from "node:fs/promises";

/** The extended type of the `uuid` box that carries an XMP packet. */
const XMP_UUID = "be7acfcb97a942e89c71999491e3afac";

/**
 * Removes what an MP4 or QuickTime video says about where and by what it was made: its user-data
 * boxes (`udta`: the location a phone writes as ©xyz, the camera's make and model), its metadata
 * boxes (`meta`: QuickTime's keys, among them com.apple.quicktime.location.ISO6709) in the movie
 * and in each track, and the file's XMP packet (a top-level `uuid` box). Each is turned, in place, into a `free` box
 * of the same size filled with zeros, which players skip: nothing else in the file moves, so the
 * chunk offsets that tell a player where its frames are stay true, and the video plays as before.
 * Returns how many boxes were cleared.
 */
export async function clearVideoMetadata(file: string): Promise<number> {
  const handle = await open(file, "r+");
  try {
    const { size } = await handle.stat();
    let cleared = 0;

    const headerAt = async (offset: number, end: number) => {
      if (offset + 8 > end) return null;
      const header = Buffer.alloc(32);
      await handle.read(header, 0, 32, offset);
      let boxSize = header.readUInt32BE(0);
      const type = header.toString("latin1", 4, 8);
      let headerSize = 8;
      if (boxSize === 1) {
        boxSize = Number(header.readBigUInt64BE(8));
        headerSize = 16;
      } else if (boxSize === 0) {
        boxSize = end - offset;
      }
      // A size that does not fit its container is no box: the walk stops there.
      if (boxSize < headerSize || offset + boxSize > end) return null;
      const extendedType = type === "uuid" ? header.toString("hex", headerSize, headerSize + 16) : "";
      return { type, size: boxSize, headerSize, extendedType };
    };

    /** Turns the box at `offset` into a `free` box of the same size, all zeros. */
    const clear = async (offset: number, box: { size: number; headerSize: number }) => {
      const header = Buffer.alloc(box.headerSize);
      if (box.headerSize === 16) {
        header.writeUInt32BE(1, 0);
        header.writeBigUInt64BE(BigInt(box.size), 8);
      } else {
        header.writeUInt32BE(box.size, 0);
      }
      header.write("free", 4, "latin1");
      await handle.write(header, 0, header.length, offset);
      const zeros = Buffer.alloc(Math.min(box.size - box.headerSize, 64 * 1024));
      for (let at = offset + box.headerSize; at < offset + box.size; at += zeros.length) {
        await handle.write(zeros, 0, Math.min(zeros.length, offset + box.size - at), at);
      }
      cleared++;
    };

    /** The boxes of a container from `start` to `end`; `inside` says which container (for what is cleared). */
    const walk = async (start: number, end: number, inside: "file" | "moov" | "trak") => {
      let offset = start;
      for (;;) {
        const box = await headerAt(offset, end);
        if (!box) return;
        const clears =
          inside === "file"
            ? (box.type === "uuid" && box.extendedType === XMP_UUID) || box.type === "meta"
            : box.type === "udta" || box.type === "meta";
        if (clears) await clear(offset, box);
        else if (box.type === "moov" && inside === "file")
          await walk(offset + box.headerSize, offset + box.size, "moov");
        else if (box.type === "trak" && inside === "moov")
          await walk(offset + box.headerSize, offset + box.size, "trak");
        offset += box.size;
      }
    };

    await walk(0, size, "file");
    return cleared;
  } finally {
    await handle.close();
  }
}
