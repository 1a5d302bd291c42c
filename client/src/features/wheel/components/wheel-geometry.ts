/**
 * The wheel's drawing and stopping maths. Segments are equal slices, segment 0
 * first, clockwise from the pointer at 12 o'clock; a slice's size says nothing
 * about its odds (the prize table publishes those).
 */

/** Turns the wheel makes before it settles on the prize. */
export const SPIN_TURNS = 6;
export const SPIN_SECONDS = 4;

/** Degrees clockwise from 12 o'clock to the middle of `segment`. */
export function segmentCentre(segment: number, count: number): number {
  return (segment + 0.5) * (360 / count);
}

/**
 * The rotation (degrees, clockwise, always forward from `current`) that puts
 * the middle of `segment` under the pointer after `turns` whole turns.
 * `offset` (a fraction of a slice, within ±0.5) lands off-centre so the stop looks natural.
 */
export function targetRotation(current: number, segment: number, count: number, turns = SPIN_TURNS, offset = 0): number {
  const slice = 360 / count;
  const want = mod(-(segmentCentre(segment, count) + offset * slice), 360);
  const base = current + turns * 360;
  return base + mod(want - mod(base, 360), 360);
}

/** The segment under the pointer when the wheel is rotated by `rotation` degrees. */
export function segmentAt(rotation: number, count: number): number {
  return Math.floor(mod(-rotation, 360) / (360 / count)) % count;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** Navy and gold of the site's theme, alternating; an odd wheel's last slice takes a third colour so neighbours differ. */
const SLICES = [
  { fill: '#1f3575', text: '#f4f6fb' },
  { fill: '#e0a91c', text: '#0a122e' },
];
const ODD_LAST = { fill: '#6e82b9', text: '#0a122e' };

export function sliceColour(segment: number, count: number) {
  if (count % 2 === 1 && count > 1 && segment === count - 1) return ODD_LAST;
  return SLICES[segment % 2]!;
}

/** An SVG path for the slice of `segment` of a wheel of radius `r` centred at (c, c). */
export function slicePath(segment: number, count: number, c: number, r: number): string {
  if (count === 1) return `M ${c - r} ${c} a ${r} ${r} 0 1 0 ${2 * r} 0 a ${r} ${r} 0 1 0 ${-2 * r} 0`;
  const slice = 360 / count;
  const [x1, y1] = point(segment * slice, c, r);
  const [x2, y2] = point((segment + 1) * slice, c, r);
  return `M ${c} ${c} L ${x1} ${y1} A ${r} ${r} 0 ${slice > 180 ? 1 : 0} 1 ${x2} ${y2} Z`;
}

/** The point at `degrees` clockwise from 12 o'clock on a circle of radius `r` around (c, c). */
export function point(degrees: number, c: number, r: number): [number, number] {
  const rad = ((degrees - 90) * Math.PI) / 180;
  return [round(c + r * Math.cos(rad)), round(c + r * Math.sin(rad))];
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Thai combining marks (vowels and tones above or below) take no width of their own. */
const COMBINING = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/g;

/** Roughly how many character widths a label takes, for fitting it into a slice. */
export function labelWidth(text: string): number {
  return text.replace(COMBINING, '').length;
}

/** A label on at most two lines, split at the space nearest the middle. */
export function labelLines(text: string): string[] {
  const spaces = [...text.matchAll(/ /g)].map((m) => m.index);
  if (spaces.length === 0 || labelWidth(text) <= 8) return [text];
  const middle = text.length / 2;
  const at = spaces.reduce((best, i) => (Math.abs(i - middle) < Math.abs(best - middle) ? i : best));
  return [text.slice(0, at), text.slice(at + 1)];
}
