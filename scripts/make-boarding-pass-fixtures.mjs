// Makes the boarding-pass files of the import corpus (test/fixtures/imports/bp-*.{png,jpg,gif,pdf} and
// eml-boardingpass-pdf.eml), whose barcodes ZxingBarcodeReader decodes
// (adapters/providers/src/imports/barcode-reader.test.ts, boarding-pass-corpus.test.ts): the barcodes
// are drawn by bwip-js (a devDependency, used only here), the BCBP strings are the corpus's own
// bcbp-*.txt (plus AF006 and AF6004), the PDFs are written by hand as airline PDFs are: the barcode as an
// embedded image, or as one `x y w h re` per run of dark modules and a fill, like most airlines.
// Everything is deterministic (no clock, a fixed noise seed): the files are committed, the tests never
// run this script.
// Run: node scripts/make-boarding-pass-fixtures.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import bwipjs from 'bwip-js/node';
import jpeg from 'jpeg-js';
import pngjs from 'pngjs';

const dir = new URL('../test/fixtures/imports/', import.meta.url);
const bcbp = (name) => readFileSync(new URL(name, dir), 'utf8').trim();
const write = (name, bytes) => {
  writeFileSync(new URL(name, dir), bytes);
  console.log(`${name}: ${bytes.length} bytes`);
};

/** The BCBP string of each file (AF006 Paris to New York, 3 December, is the corpus's own e-mail booking). */
const BOARDING_PASS_TEXTS = {
  'bp-pdf417-screenshot.png': bcbp('bcbp-lh-three-legs.txt'),
  'bp-pdf417-photo-rotated.jpg': bcbp('bcbp-jal-hnd-cts.txt'),
  'bp-aztec.png': bcbp('bcbp-iata-two-legs-security.txt'),
  'bp-qr.png': bcbp('bcbp-af-infant-no-seat.txt'),
  'bp-pdf417-image.pdf': bcbp('bcbp-iata-single-leg.txt'),
  'bp-pdf417-vector.pdf': 'M1MARTIN/CLAIRE       EX2Y3Z4 CDGJFKAF 0006 337Y023A0042 100',
  'bp-datamatrix.gif': 'M1LEROY/CAMILLE       EQPLM4X ORYMRSAF 6004 137Y012F0031 100',
};

// --- Grayscale bitmaps: { width, height, data } with one byte a pixel, 0 black, 255 white -------------

const bitmap = (width, height, value = 255) => ({ width, height, data: new Uint8Array(width * height).fill(value) });

/**
 * The barcode's modules, no quiet zone: a PDF417 one pixel a module (a row `rowheight` pixels high),
 * the square symbols (Aztec, QR, Data Matrix) two pixels a module, as bwip-js draws them at scale 1.
 */
async function modules(bcid, text, extra = {}) {
  const png = await bwipjs.toBuffer({ bcid, text, scale: 1, paddingwidth: 0, paddingheight: 0, backgroundcolor: 'FFFFFF', ...extra });
  const image = pngjs.PNG.sync.read(png);
  const out = bitmap(image.width, image.height);
  for (let i = 0; i < out.data.length; i += 1) out.data[i] = image.data[i * 4] < 128 ? 0 : 255;
  return out;
}

function blit(target, source, x0, y0, scale) {
  for (let y = 0; y < source.height * scale; y += 1)
    for (let x = 0; x < source.width * scale; x += 1) {
      const v = source.data[Math.floor(y / scale) * source.width + Math.floor(x / scale)];
      target.data[(y0 + y) * target.width + x0 + x] = v;
    }
}

function rect(target, x0, y0, w, h, value) {
  for (let y = y0; y < y0 + h; y += 1) for (let x = x0; x < x0 + w; x += 1) target.data[y * target.width + x] = value;
}

// Lines of "text": grey blocks of varying lengths, as a screenshot of a pass has around its barcode.
function fakeText(target, x0, y0, lines, seed) {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < lines; i += 1) {
    let x = x0;
    const words = 3 + Math.floor(next() * 5);
    for (let w = 0; w < words; w += 1) {
      const len = 20 + Math.floor(next() * 50);
      rect(target, x, y0 + i * 22, len, 11, 70);
      x += len + 9;
    }
  }
}

const toPng = (g) => {
  const png = new pngjs.PNG({ width: g.width, height: g.height, colorType: 0, inputColorType: 0, bitDepth: 8 });
  png.data = Buffer.from(g.data);
  return pngjs.PNG.sync.write(png, { colorType: 0, inputColorType: 0 });
};

/** A phone photo of a printed pass: turned a quarter, scaled by a non-integer factor (bilinear), on a desk, with noise. */
function photo(g, scale, seed) {
  const width = Math.round(g.height * scale) + 120;
  const height = Math.round(g.width * scale) + 90;
  const out = bitmap(width, height, 0);
  let s = seed;
  const noise = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648 - 0.5) * 24;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      // Turned 90° clockwise: the photo's (x, y) is the pass's (y, width - 1 - x), in pass pixels.
      const u = (y - 45) / scale;
      const v = g.height - 1 - (x - 60) / scale;
      let value = 95; // the desk
      if (u >= 0 && v >= 0 && u <= g.width - 1 && v <= g.height - 1) {
        const x0 = Math.floor(u);
        const y0 = Math.floor(v);
        const x1 = Math.min(x0 + 1, g.width - 1);
        const y1 = Math.min(y0 + 1, g.height - 1);
        const fx = u - x0;
        const fy = v - y0;
        const at = (xx, yy) => g.data[yy * g.width + xx];
        const top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx;
        const bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx;
        // Paper is not white and ink is not black under a lamp.
        value = 35 + ((top * (1 - fy) + bottom * fy) / 255) * 195;
      }
      out.data[y * width + x] = Math.max(0, Math.min(255, Math.round(value + noise())));
    }
  return out;
}

const toJpeg = (g, quality) => {
  const rgba = Buffer.alloc(g.width * g.height * 4);
  for (let i = 0; i < g.data.length; i += 1) rgba.set([g.data[i], g.data[i], g.data[i], 255], i * 4);
  return jpeg.encode({ width: g.width, height: g.height, data: rgba }, quality).data;
};

/** A GIF87a of 256 greys, LZW-compressed (GIF89a appendix F: codes from 9 to 12 bits, a clear code when the table is full). */
function toGif(g) {
  const packed = [];
  let bits = 0;
  let value = 0;
  let size = 9;
  const emit = (code) => {
    value |= code << bits;
    bits += size;
    while (bits >= 8) {
      packed.push(value & 255);
      value >>>= 8;
      bits -= 8;
    }
  };
  let table = new Map();
  let next = 258;
  emit(256);
  let prefix = g.data[0];
  for (let i = 1; i < g.data.length; i += 1) {
    const k = g.data[i];
    const key = prefix * 256 + k;
    const known = table.get(key);
    if (known !== undefined) {
      prefix = known;
      continue;
    }
    emit(prefix);
    if (next < 4096) {
      table.set(key, next);
      next += 1;
      if (next > 1 << size && size < 12) size += 1;
    } else {
      emit(256);
      table = new Map();
      next = 258;
      size = 9;
    }
    prefix = k;
  }
  emit(prefix);
  emit(257);
  if (bits > 0) packed.push(value & 255);
  const blocks = [];
  for (let i = 0; i < packed.length; i += 255) {
    const chunk = packed.slice(i, i + 255);
    blocks.push(chunk.length, ...chunk);
  }
  const palette = Array.from({ length: 256 }, (_, i) => [i, i, i]).flat();
  const u16 = (n) => [n & 255, n >> 8];
  return Buffer.from([
    ...Buffer.from('GIF87a', 'latin1'),
    ...u16(g.width),
    ...u16(g.height),
    0xf7,
    0,
    0,
    ...palette,
    0x2c,
    ...u16(0),
    ...u16(0),
    ...u16(g.width),
    ...u16(g.height),
    0,
    8,
    ...blocks,
    0,
    0x3b,
  ]);
}

// --- PDFs --------------------------------------------------------------------------------------------

/** A PDF of one A4 page with the given content stream, Helvetica as F1 and the images as XObjects. */
function pdf(content, images = {}) {
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const stream = (dict, bytes) => Buffer.concat([Buffer.from(`<< ${dict} /Length ${bytes.length} >>\nstream\n`, 'latin1'), bytes, Buffer.from('\nendstream')]);
  const catalog = add(null);
  const pages = add(null);
  const font = add(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'));
  const xobjects = Object.entries(images).map(([name, g]) => {
    const id = add(
      stream(
        `/Type /XObject /Subtype /Image /Width ${g.width} /Height ${g.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
        deflateSync(g.data),
      ),
    );
    return `/${name} ${id} 0 R`;
  });
  const contents = add(stream('/Filter /FlateDecode', deflateSync(Buffer.from(content, 'latin1'))));
  const resources = `<< /Font << /F1 ${font} 0 R >> /XObject << ${xobjects.join(' ')} >> >>`;
  const page = add(Buffer.from(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 595 842] /Resources ${resources} /Contents ${contents} 0 R >>`));
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pages} 0 R >>`);
  objects[pages - 1] = Buffer.from(`<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
  const parts = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets = [];
  let at = parts[0].length;
  for (const [i, body] of objects.entries()) {
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(at);
    parts.push(part);
    at += part.length;
  }
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${at}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const escape = (text) => text.replace(/[\\()]/g, (c) => `\\${c}`);
const textOps = (lines) => lines.map(([x, y, size, text]) => `BT /F1 ${size} Tf ${x} ${y} Td (${escape(text)}) Tj ET`).join('\n');

/** The pass's frame and text, as an airline's PDF has around the barcode (stroked lines, a grey header band). */
function passPage(lines) {
  return ['0.85 g 40 742 515 60 re f', '0 g', '1 w 40 380 515 422 re S', '40 560 m 555 560 l S', textOps(lines)].join('\n');
}

/**
 * The barcode as vector art, in module units placed by a `cm` (at x0, y0, `module` points a module,
 * on a white panel): each run of dark modules on a row of the symbol becomes `x y w h re`, runs that
 * repeat on the rows below merged into one taller rectangle, all filled at once.
 */
function vectorBarcode(g, x0, y0, module) {
  const out = [];
  const open = new Map(); // "start,end" -> { row it began on }
  const flush = (key, run, row) => {
    const [start, end] = key.split(',').map(Number);
    out.push(`${start} ${g.height - row} ${end - start} ${row - run.row} re`);
  };
  for (let y = 0; y <= g.height; y += 1) {
    const runs = new Set();
    if (y < g.height)
      for (let x = 0; x < g.width;) {
        if (g.data[y * g.width + x] !== 0) {
          x += 1;
          continue;
        }
        const start = x;
        while (x < g.width && g.data[y * g.width + x] === 0) x += 1;
        runs.add(`${start},${x}`);
      }
    for (const [key, run] of open)
      if (!runs.has(key)) {
        flush(key, run, y);
        open.delete(key);
      }
    for (const key of runs) if (!open.has(key)) open.set(key, { row: y });
  }
  const panel = `1 g ${x0 - 6} ${y0 - 6} ${g.width * module + 12} ${g.height * module + 12} re f`;
  return `q ${panel} ${module} 0 0 ${module} ${x0} ${y0} cm 0 0 0 rg\n${out.join('\n')}\nf\nQ`;
}

// --- The files -----------------------------------------------------------------------------------------

const T = BOARDING_PASS_TEXTS;

// A screenshot of a PDF417 pass (three legs): the barcode 2 px a module among lines of text.
{
  const code = await modules('pdf417', T['bp-pdf417-screenshot.png'], { columns: 6, rowheight: 3 });
  const page = bitmap(code.width * 2 + 120, code.height * 2 + 260);
  fakeText(page, 60, 30, 6, 7);
  blit(page, code, 60, 190, 2);
  write('bp-pdf417-screenshot.png', toPng(page));
}

// A photo of a printed PDF417 pass, taken sideways: a quarter turn, 2.6 px a module, JPEG at 82.
{
  const code = await modules('pdf417', T['bp-pdf417-photo-rotated.jpg'], { columns: 5, rowheight: 3 });
  const pass = bitmap(code.width * 2 + 60, code.height * 2 + 120, 255);
  fakeText(pass, 30, 12, 3, 11);
  blit(pass, code, 30, 90, 2);
  write('bp-pdf417-photo-rotated.jpg', toJpeg(photo(pass, 1.3, 5), 82));
}

// An Aztec pass (two legs, with a security section), 4 px a module, as Lufthansa and SWISS issue.
{
  const code = await modules('azteccode', T['bp-aztec.png']);
  const page = bitmap(code.width * 2 + 60, code.height * 2 + 60);
  blit(page, code, 30, 30, 2);
  write('bp-aztec.png', toPng(page));
}

// A QR pass, 6 px a module.
{
  const code = await modules('qrcode', T['bp-qr.png'], { eclevel: 'M' });
  const page = bitmap(code.width * 3 + 60, code.height * 3 + 60);
  blit(page, code, 30, 30, 3);
  write('bp-qr.png', toPng(page));
}

// A Data Matrix pass as a GIF (an inline picture of a mobile boarding pass), 4 px a module.
{
  const code = await modules('datamatrix', T['bp-datamatrix.gif']);
  const page = bitmap(code.width * 2 + 40, code.height * 2 + 40);
  blit(page, code, 20, 20, 2);
  write('bp-datamatrix.gif', toGif(page));
}

// A PDF whose barcode is an image XObject (3 px a module, drawn 1 pt a module).
{
  const code = await modules('pdf417', T['bp-pdf417-image.pdf'], { columns: 4, rowheight: 3 });
  const image = bitmap(code.width * 3, code.height * 3);
  blit(image, code, 0, 0, 3);
  const lines = [
    [50, 760, 20, "BOARDING PASS / CARTE D'EMBARQUEMENT"],
    [50, 700, 12, 'DESMARAIS/LUC   AC 834   YUL -> FRA   22NOV   SEAT 1A'],
  ];
  const content = `${passPage(lines)}\nq ${code.width} 0 0 ${code.height} 60 420 cm /Im1 Do Q`;
  write('bp-pdf417-image.pdf', pdf(content, { Im1: image }));
}

// A PDF whose barcode is vector art: 0.9 pt a module, one rectangle per run of modules.
{
  const code = await modules('pdf417', T['bp-pdf417-vector.pdf'], { columns: 4, rowheight: 3 });
  const lines = [
    [50, 760, 20, 'BOARDING PASS'],
    [50, 700, 12, 'MARTIN/CLAIRE   AF 006   CDG -> JFK   03DEC   SEAT 23A   GROUP 2'],
    [50, 680, 12, 'Gate closes 20 minutes before departure.'],
  ];
  write('bp-pdf417-vector.pdf', pdf(`${passPage(lines)}\n${vectorBarcode(code, 60, 420, 0.9)}`));
}

// A PDF with a pass's frame and text but no barcode: nothing to read.
write(
  'bp-no-barcode.pdf',
  pdf(
    passPage([
      [50, 760, 20, 'Your receipt'],
      [50, 700, 12, 'Thank you for flying with us.'],
    ]),
  ),
);

// A forwarded e-mail that carries the vector PDF as its attachment (its body names no flight).
{
  const attachment = readFileSync(new URL('bp-pdf417-vector.pdf', dir))
    .toString('base64')
    .replace(/.{1,76}/g, (l) => `${l}\r\n`);
  const eml = [
    'From: Claire Martin <claire.martin@example.com>',
    'To: plans@waybook.example',
    'Subject: Fwd: Your boarding pass',
    'Date: Wed, 02 Dec 2026 18:20:41 +0100',
    'Message-ID: <fwd-bp-af006.20261202@example.com>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="bp-af006"',
    '',
    '--bp-af006',
    'Content-Type: text/plain; charset="utf-8"',
    '',
    'My boarding pass for tomorrow, attached.',
    '',
    '--bp-af006',
    'Content-Type: application/pdf; name="BoardingPass.pdf"',
    'Content-Disposition: attachment; filename="BoardingPass.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    attachment.trimEnd(),
    '--bp-af006--',
    '',
  ].join('\r\n');
  write('eml-boardingpass-pdf.eml', Buffer.from(eml, 'latin1'));
}
