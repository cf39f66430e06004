// Draws Pith's icon (a teal rounded square holding a white "kernel": a filled circle over a stem) at the four
// sizes the manifest asks for, and writes them as PNG. Run once; the PNGs are committed under public/icons.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';

const TEAL = [15, 118, 110];
const WHITE = [255, 255, 255];

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Coverage of pixel (x, y) by a shape, 4×4 supersampled for smooth edges. */
function coverage(x, y, inside) {
  let hits = 0;
  for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) if (inside(x + (i + 0.5) / 4, y + (j + 0.5) / 4)) hits++;
  return hits / 16;
}

function icon(size) {
  const s = size;
  const radius = s * 0.22;
  const inSquare = (x, y) => {
    const dx = Math.max(radius - x, 0, x - (s - radius));
    const dy = Math.max(radius - y, 0, y - (s - radius));
    return dx * dx + dy * dy <= radius * radius;
  };
  const cx = s * 0.5, cy = s * 0.4, r = s * 0.2;
  const inKernel = (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r || (Math.abs(x - cx) <= s * 0.07 && y >= cy && y <= s * 0.8);
  const rows = [];
  for (let y = 0; y < s; y++) {
    const row = Buffer.alloc(1 + s * 4);
    for (let x = 0; x < s; x++) {
      const square = coverage(x, y, inSquare);
      const kernel = coverage(x, y, inKernel) * square;
      const rgb = TEAL.map((c, k) => Math.round(c * (1 - kernel) + WHITE[k] * kernel));
      row.set([...rgb, Math.round(255 * square)], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(s, 0);
  header.writeUInt32BE(s, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync('public/icons', { recursive: true });
for (const size of [16, 32, 48, 128]) writeFileSync(`public/icons/icon-${size}.png`, icon(size));
