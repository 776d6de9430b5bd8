import { n2 } from './svg.ts';

/**
 * The <defs> of one picture: gradients and clip paths collected while drawing, each added once by
 * id, so parts of the scene can ask for a glow without knowing who else asked.
 */
export class Defs {
  private readonly entries = new Map<string, string>();

  add(id: string, markup: string): string {
    if (!this.entries.has(id)) this.entries.set(id, markup);
    return `url(#${id})`;
  }

  /** A vertical gradient through evenly spaced colours (or [offset, colour] pairs). */
  linear(
    id: string,
    stops: ReadonlyArray<string | readonly [number, string]>,
    horizontal = false,
  ): string {
    const dir = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
    return this.add(
      id,
      `<linearGradient id="${id}" x1="0" y1="0" ${dir}>${stopList(stops)}</linearGradient>`,
    );
  }

  /** A soft round glow: the colour in the middle fading to nothing at the edge. */
  glow(id: string, color: string, strength = 0.8): string {
    return this.add(
      id,
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${n2(strength)}"/>` +
        `<stop offset="0.45" stop-color="${color}" stop-opacity="${n2(strength * 0.35)}"/>` +
        `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
  }

  radial(
    id: string,
    stops: ReadonlyArray<string | readonly [number, string]>,
    cx = 0.5,
    cy = 0.5,
    r = 0.5,
  ): string {
    return this.add(
      id,
      `<radialGradient id="${id}" cx="${n2(cx)}" cy="${n2(cy)}" r="${n2(r)}">${stopList(stops)}</radialGradient>`,
    );
  }

  toString(): string {
    return this.entries.size ? `<defs>${[...this.entries.values()].join('')}</defs>` : '';
  }
}

function stopList(stops: ReadonlyArray<string | readonly [number, string]>): string {
  return stops
    .map((stop, i) => {
      const [offset, color] =
        typeof stop === 'string' ? [stops.length > 1 ? i / (stops.length - 1) : 0, stop] : stop;
      return `<stop offset="${n2(offset)}" stop-color="${color}"/>`;
    })
    .join('');
}
