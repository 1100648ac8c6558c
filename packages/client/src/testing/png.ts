import { crc32, deflateSync } from "node:zlib";

export interface CreatePngOptions {
  width: number;
  height: number;
  /** Colour at the top-left and bottom-right corners, blended in between. @default [255,99,71] to [65,105,225] */
  from?: readonly [number, number, number];
  to?: readonly [number, number, number];
}

/**
 * Makes a real PNG (an RGB gradient) in memory, for tests and seed data that need an image
 * without shipping or downloading one.
 *
 * @example
 * const file = new File([createPng({ width: 640, height: 480 })], "beach.png", { type: "image/png" });
 */
export function createPng({
  width,
  height,
  from = [255, 99, 71],
  to = [65, 105, 225],
}: CreatePngOptions): Buffer<ArrayBuffer> {
  const row = 1 + width * 3;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    pixels[y * row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x / Math.max(1, width - 1) + y / Math.max(1, height - 1)) / 2;
      const offset = y * row + 1 + x * 3;
      for (let channel = 0; channel < 3; channel++) {
        pixels[offset + channel] = Math.round(from[channel]! + (to[channel]! - from[channel]!) * t);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter set, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Reads the width and height from a PNG's header. @throws when the bytes are not a PNG */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (
    bytes.length < 24 ||
    bytes.readUInt32BE(0) !== 0x89504e47 ||
    bytes.toString("ascii", 12, 16) !== "IHDR"
  ) {
    throw new Error("not a PNG");
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}
