// An image's size read from its header, before anything decodes it: a 200-megapixel image
// takes gigabytes once decoded, and a tab that tries may be killed before it can say why.

/** Pixels wide and high, as stored (before any EXIF orientation). */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The size an image's header declares, for the types `readFileType` names; `undefined` when the
 * header says none (an unknown type, or bytes that end before the size).
 */
export async function readImageSize(file: Blob, type: string): Promise<ImageSize | undefined> {
  const head = await bytes(file, 0, 64 * 1024);
  if (type === "image/jpeg") return jpegSize(file, head);
  if (type === "image/png" || type === "image/vnd.mozilla.apng") return pngSize(head);
  if (type === "image/gif")
    return head.byteLength >= 10
      ? { width: head.getUint16(6, true), height: head.getUint16(8, true) }
      : undefined;
  if (type === "image/webp") return webpSize(head);
  if (/^image\/(heic|heif|avif)/.test(type)) return isoMediaSize(head);
  return undefined;
}

async function bytes(file: Blob, start: number, length: number): Promise<DataView> {
  return new DataView(await file.slice(start, start + length).arrayBuffer());
}

function pngSize(head: DataView): ImageSize | undefined {
  return head.byteLength >= 24 ? { width: head.getUint32(16), height: head.getUint32(20) } : undefined;
}

// JPEG: markers one after another, each with its length, until a start of frame (SOF0–SOF15
// but DHT, JPG and DAC, which share the range), whose body holds the height, then the width.
// EXIF and its thumbnail come first and can be 64 KB, so the segments are read as they come.
async function jpegSize(file: Blob, head: DataView): Promise<ImageSize | undefined> {
  let offset = 2;
  for (let segments = 0; segments < 1000 && offset + 9 <= file.size; segments++) {
    const view =
      offset + 9 <= head.byteLength ? new DataView(head.buffer, offset) : await bytes(file, offset, 9);
    if (view.getUint8(0) !== 0xff) return undefined;
    const marker = view.getUint8(1);
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(7), height: view.getUint16(5) };
    }
    offset += 2 + (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8) ? 0 : view.getUint16(2));
  }
  return undefined;
}

function webpSize(head: DataView): ImageSize | undefined {
  if (head.byteLength < 30) return undefined;
  const chunk = String.fromCharCode(
    head.getUint8(12),
    head.getUint8(13),
    head.getUint8(14),
    head.getUint8(15),
  );
  if (chunk === "VP8 ")
    return { width: head.getUint16(26, true) & 0x3fff, height: head.getUint16(28, true) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = head.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const uint24 = (at: number) =>
      head.getUint8(at) | (head.getUint8(at + 1) << 8) | (head.getUint8(at + 2) << 16);
    return { width: uint24(24) + 1, height: uint24(27) + 1 };
  }
  return undefined;
}

// HEIC, HEIF and AVIF (ISO base media): meta → iprp → ipco holds an `ispe` (image spatial
// extents) for each image item. The largest is the picture itself; the others are its
// thumbnail and, for a phone's grid of tiles, the tiles. It is the coded size, which may be a
// block larger than the picture a clean-aperture box crops it to: the safe side for a limit.
function isoMediaSize(head: DataView): ImageSize | undefined {
  const meta = childBox(head, 0, head.byteLength, "meta");
  const iprp = meta && childBox(head, meta.start + 4, meta.end, "iprp"); // meta is a full box
  const ipco = iprp && childBox(head, iprp.start, iprp.end, "ipco");
  if (!ipco) return undefined;
  let largest: ImageSize | undefined;
  for (let box = nextBox(head, ipco.start, ipco.end); box; box = nextBox(head, box.end, ipco.end)) {
    if (box.type !== "ispe" || box.start + 12 > box.end) continue;
    const size = { width: head.getUint32(box.start + 4), height: head.getUint32(box.start + 8) };
    if (!largest || size.width * size.height > largest.width * largest.height) largest = size;
  }
  return largest;
}

interface Box {
  type: string;
  /** Where the box's body starts (after its size and type). */
  start: number;
  end: number;
}

function nextBox(view: DataView, offset: number, limit: number): Box | undefined {
  if (offset + 8 > Math.min(limit, view.byteLength)) return undefined;
  const size = view.getUint32(offset);
  const type = String.fromCharCode(...new Uint8Array(view.buffer, view.byteOffset + offset + 4, 4));
  // Size 0 runs to the end; size 1 is a 64-bit size, which only media data needs.
  if (size === 1 || (size !== 0 && size < 8)) return undefined;
  return { type, start: offset + 8, end: size === 0 ? limit : Math.min(offset + size, limit) };
}

function childBox(view: DataView, start: number, end: number, type: string): Box | undefined {
  for (let box = nextBox(view, start, end); box; box = nextBox(view, box.end, end)) {
    if (box.type === type) return box;
  }
  return undefined;
}
