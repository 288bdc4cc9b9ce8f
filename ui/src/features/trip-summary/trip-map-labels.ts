import { badgeText, MAP_SIZE, type MapMarker } from './trip-map-geometry.js';

/** The label font size and the badge height, in drawing units (trip-map.css draws them so). */
export const LABEL_FONT = 12;
export const BADGE_HEIGHT = 18;

/** Where a label goes: its text anchor point and alignment. */
export interface PlacedLabel {
  readonly x: number;
  readonly y: number;
  readonly anchor: 'start' | 'middle' | 'end';
  readonly text: string;
}

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A badge's width for its text (digits and commas about 0.62 em wide, plus its rounded ends). */
export function badgeWidth(text: string): number {
  return Math.max(BADGE_HEIGHT, text.length * 7.5 + 9);
}

function badgeBox(m: MapMarker): Box {
  const half = badgeWidth(badgeText(m.numbers)) / 2;
  return { left: m.x - half, top: m.y - BADGE_HEIGHT / 2, right: m.x + half, bottom: m.y + BADGE_HEIGHT / 2 };
}

/** A label's text on the map: short names whole, long ones cut to 18 characters. */
export function labelText(label: string): string {
  const chars = [...label.trim()];
  return chars.length > 18 ? `${chars.slice(0, 17).join('').trimEnd()}…` : chars.join('');
}

// The four places a label may take round its badge: right, left, above, below.
function candidates(m: MapMarker, text: string): { label: PlacedLabel; box: Box }[] {
  const width = [...text].length * LABEL_FONT * 0.56;
  const half = badgeWidth(badgeText(m.numbers)) / 2 + 3;
  const baseline = m.y + LABEL_FONT * 0.35;
  const row = (left: number, top: number) => ({ left, top, right: left + width, bottom: top + LABEL_FONT });
  return [
    { label: { x: m.x + half, y: baseline, anchor: 'start', text }, box: row(m.x + half, m.y - LABEL_FONT / 2) },
    { label: { x: m.x - half, y: baseline, anchor: 'end', text }, box: row(m.x - half - width, m.y - LABEL_FONT / 2) },
    { label: { x: m.x, y: m.y - BADGE_HEIGHT / 2 - 4, anchor: 'middle', text }, box: row(m.x - width / 2, m.y - BADGE_HEIGHT / 2 - 4 - LABEL_FONT) },
    { label: { x: m.x, y: m.y + BADGE_HEIGHT / 2 + LABEL_FONT + 2, anchor: 'middle', text }, box: row(m.x - width / 2, m.y + BADGE_HEIGHT / 2 + 2) },
  ];
}

/**
 * Labels for the markers, in their order: each takes the first of right, left, above and below
 * that stays inside the drawing and clear of every badge and of the labels placed before it; a
 * label with no such place is left out (null): its number still shows, and the list under the map
 * names every place.
 *
 * @example
 * placeLabels([{ x: 40, y: 40, numbers: [1], label: 'Lyon' }]) // [{ x: 52, y: 44.2, anchor: 'start', text: 'Lyon' }]
 */
export function placeLabels(markers: readonly MapMarker[], size = MAP_SIZE): (PlacedLabel | null)[] {
  const taken: Box[] = markers.map(badgeBox);
  const inside = (b: Box) => b.left >= 2 && b.top >= 2 && b.right <= size.width - 2 && b.bottom <= size.height - 2;
  return markers.map((m, i) => {
    const own = taken[i];
    const fit = candidates(m, labelText(m.label)).find(({ box }) => inside(box) && taken.every((t) => t === own || !overlaps(t, box)));
    if (fit === undefined) return null;
    taken.push(fit.box);
    return fit.label;
  });
}
