/**
 * Where a toast goes on a narrow screen (wide ones always show it at the top centre): at the bottom,
 * above any bottom bar, unless there it would cover a control a person needs next (a form's Submit,
 * or anything marked data-toast-avoid); then at the top of the viewport.
 */
export const TOAST_AVOID_SELECTOR = 'form [type="submit"], [data-toast-avoid]';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlaps = (a: Box, b: Box) => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/**
 * How much of the viewport's bottom the bottom bars take: 0 without one, or with it hidden or not
 * at the bottom edge (a toast there covers nothing of it).
 */
export function bottomBarClearance(doc: Document, viewportHeight: number): number {
  let clearance = 0;
  for (const bar of doc.querySelectorAll('[data-bottom-bar]')) {
    const box = bar.getBoundingClientRect();
    if (box.height === 0 || box.top >= viewportHeight || box.bottom < viewportHeight - 1) continue;
    clearance = Math.max(clearance, viewportHeight - box.top);
  }
  return clearance;
}

/**
 * 'bottom' unless the toast (`toast`: its width and height now, `inset`: the region's padding) would
 * there cover one of `avoid` and at the top would not.
 */
export function toastPlacement(toast: DOMRect, inset: number, viewportHeight: number, clearance: number, avoid: Box[]): 'top' | 'bottom' {
  const visible = avoid.filter((box) => box.bottom > box.top && box.right > box.left);
  const at = (top: number): Box => ({ top, bottom: top + toast.height, left: toast.left, right: toast.right });
  const atBottom = at(viewportHeight - clearance - inset - toast.height);
  if (!visible.some((box) => overlaps(atBottom, box))) return 'bottom';
  return visible.some((box) => overlaps(at(inset), box)) ? 'bottom' : 'top';
}
