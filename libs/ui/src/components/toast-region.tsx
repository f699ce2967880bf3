import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import type { ToastVariant } from '@cc/types';
import { bottomBarClearance, TOAST_AVOID_SELECTOR, toastPlacement } from './toast-region-placement';
import styles from './toast.module.css';

export interface ToastItem {
  id: number;
  title?: string;
  description: string;
  variant?: ToastVariant;
}

export interface ToastRegionProps {
  toast: ToastItem | null;
  onDismiss(id: number): void;
  /** Accessible name of the region, e.g. 'Notifications (F8)'. */
  regionLabel: string;
  closeLabel: string;
  /** Spec §4: a swipe right of at least this many pixels dismisses. */
  swipeThreshold?: number;
  /** Spec §4: this key moves focus to the region. */
  hotkey?: string;
}

/** The single notification region: always in the DOM so screen readers hear new notices. */
export function ToastRegion({ toast, onDismiss, regionLabel, closeLabel, swipeThreshold = 50, hotkey = 'F8' }: ToastRegionProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === hotkey) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [hotkey]);

  useEffect(() => setOffset(0), [toast?.id]);

  // Placed before it is painted, and again while it shows as the page scrolls, resizes or grows (a
  // form's error line pushing Submit down): above the bottom bar as tall as it really is
  // (--cc-toast-clearance), at the top when the bottom would cover a form's Submit (toast.module.css
  // applies both on narrow screens only).
  const toastRef = useRef<HTMLDivElement>(null);
  const shownId = toast?.id;
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region || shownId === undefined) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const shown = toastRef.current;
      if (!shown) return;
      const viewport = window.innerHeight;
      const clearance = bottomBarClearance(document, viewport);
      region.style.setProperty('--cc-toast-clearance', `${clearance}px`);
      const inset = parseFloat(getComputedStyle(region).paddingBottom) || 0;
      const avoid = [...document.querySelectorAll(TOAST_AVOID_SELECTOR)].map((control) => control.getBoundingClientRect());
      region.dataset.placement = toastPlacement(shown.getBoundingClientRect(), inset, viewport, clearance, avoid);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    const grows = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    grows?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      grows?.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [shownId]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    startX.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null || !toast) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    if (distance >= swipeThreshold) onDismiss(toast.id);
    else setOffset(0);
  };

  const variantClass = toast?.variant === 'destructive' ? styles.destructive : toast?.variant === 'success' ? styles.success : '';

  return (
    <div ref={regionRef} role="region" aria-label={regionLabel} aria-live="polite" tabIndex={-1} className={styles.region}>
      {toast ? (
        <div
          key={toast.id}
          ref={toastRef}
          className={[styles.toast, variantClass].filter(Boolean).join(' ')}
          data-testid="toast"
          data-variant={toast.variant ?? 'default'}
          style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={() => {
            startX.current = null;
            setOffset(0);
          }}
        >
          <div className={styles.body}>
            {toast.title ? <p className={styles.title}>{toast.title}</p> : null}
            <p className={styles.description}>{toast.description}</p>
          </div>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onDismiss(toast.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
