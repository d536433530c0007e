/**
 * Regenerates the raster images the site ships (social image, favicons) from
 * the SVG sources in src/assets-src/. Run by hand after editing a source:
 *   npx tsx src/build/cli/make-images.ts
 */
import fs from 'node:fs';
import sharp from 'sharp';

const pub = 'src/public';
await sharp('src/assets-src/og-default.svg').png({ compressionLevel: 9, palette: true }).toFile(`${pub}/images/og-default.png`);
await sharp(`${pub}/favicon.svg`, { density: 600 }).resize(180, 180).png().toFile(`${pub}/apple-touch-icon.png`);
const png32 = await sharp(`${pub}/favicon.svg`, { density: 300 }).resize(32, 32).png().toBuffer();

// An .ico file may hold a PNG directly: 6-byte header + one 16-byte directory entry.
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
fs.writeFileSync(`${pub}/favicon.ico`, Buffer.concat([header, png32]));
console.log('images written');
