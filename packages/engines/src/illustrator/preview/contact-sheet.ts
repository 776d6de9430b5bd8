import sharp from 'sharp';

/** Lays PNG images out in a grid of tiles (each resized to `tile` wide), for looking at many at once. */
export async function contactSheet(
  images: Uint8Array[],
  columns: number,
  tile = 512,
): Promise<Buffer> {
  const tiles = await Promise.all(
    images.map((image) =>
      sharp(image).resize({ width: tile }).png().toBuffer({ resolveWithObject: true }),
    ),
  );
  const rowHeight = Math.max(...tiles.map((t) => t.info.height));
  const rows = Math.ceil(tiles.length / columns);
  return sharp({
    create: {
      width: columns * tile + (columns - 1) * 4,
      height: rows * rowHeight + (rows - 1) * 4,
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(
      tiles.map((t, i) => ({
        input: t.data,
        left: (i % columns) * (tile + 4),
        top: Math.floor(i / columns) * (rowHeight + 4),
      })),
    )
    .png()
    .toBuffer();
}
