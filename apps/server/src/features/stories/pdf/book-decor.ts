import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** The product's colours (apps/web/src/styles.css), so the book looks like the app. */
export const colors = {
  night: '#1f1b4d',
  nightDeep: '#120f2e',
  moon: '#f6c453',
  moonSoft: '#f9d684',
  moonPale: '#fdf0cf',
  cream: '#fdf8ef',
  ink: '#1e1b2e',
  inkSoft: '#625e78',
} as const;

/** A crescent: a full moon with a disc of the background taken out of it. */
export function crescent(doc: Doc, x: number, y: number, radius: number, background: string): void {
  doc.save();
  doc.circle(x, y, radius).fill(colors.moon);
  doc.circle(x + radius * 0.42, y - radius * 0.22, radius * 0.86).fill(background);
  doc.restore();
}

/** A field of small stars, the same for a seed every time (mulberry32). */
export function stars(
  doc: Doc,
  seed: number,
  area: { x: number; y: number; width: number; height: number },
  count: number,
): void {
  let state = seed >>> 0 || 1;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  doc.save();
  for (let index = 0; index < count; index++) {
    const x = area.x + random() * area.width;
    const y = area.y + random() * area.height;
    doc
      .fillOpacity(0.35 + random() * 0.5)
      .circle(x, y, 0.6 + random() * 1.4)
      .fill(colors.moonSoft);
  }
  doc.restore();
}

/** Three small gold dots between the Arabic and the English of a page. */
export function divider(doc: Doc, centerX: number, y: number): void {
  doc.save();
  for (const offset of [-10, 0, 10])
    doc.circle(centerX + offset, y, offset === 0 ? 2 : 1.4).fill(colors.moon);
  doc.restore();
}
