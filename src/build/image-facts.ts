/**
 * What an image file really is, read from its bytes: its kind, its intrinsic
 * proportions, and for SVG whether it carries script. Used by the assets rule
 * to refuse a width/height that do not match the file, an .svg that is no SVG,
 * and an SVG with script (it would run when opened on its own).
 */
export interface ImageFacts {
  kind: 'svg' | 'png' | 'jpeg' | 'gif' | 'webp' | 'other';
  /** Intrinsic width and height (or the viewBox's), when the file says. */
  size?: { width: number; height: number };
  /** SVG only: a <script>, an on* handler or a javascript: URL. */
  scripted?: boolean;
}

const num = (v: string | undefined) => (v && /^\d+(\.\d+)?(px)?$/.test(v.trim()) ? parseFloat(v) : undefined);

function svgFacts(text: string): ImageFacts {
  const open = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(open)?.[1];
  const [width, height] = [num(attr('width')), num(attr('height'))];
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const size =
    width && height
      ? { width, height }
      : box && box.length === 4 && box[2] > 0 && box[3] > 0
        ? { width: box[2], height: box[3] }
        : undefined;
  return { kind: 'svg', size, scripted: /<script\b|\son[a-z]+\s*=|javascript:/i.test(text) };
}

export function imageFacts(bytes: Buffer, name: string): ImageFacts {
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { kind: 'png', size: { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } };
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return { kind: 'jpeg' };
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8')
    return bytes.length >= 10
      ? { kind: 'gif', size: { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) } }
      : { kind: 'gif' };
  if (bytes.subarray(8, 12).toString('latin1') === 'WEBP') return { kind: 'webp' };
  const head = bytes
    .subarray(0, 2048)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (
    /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg\b/i.test(head) ||
    (/\.svg$/i.test(name) && /^<svg\b/i.test(head))
  )
    return svgFacts(bytes.toString('utf8'));
  return { kind: 'other' };
}
