// An icon button with a tooltip, for places on the landing page: it looks and behaves like ui/tooltip.tsx (Radix
// Tooltip: opens after `delay` ms of hover or at once on keyboard focus, closes on leave, blur, press or Escape,
// sits above the button, kept inside the viewport) without loading Radix Tooltip and Floating UI on first load.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn.ts';

const SIDE_OFFSET = 4;

export interface HintButtonProps {
  /** The button's accessible name. */
  label: string;
  /** The tooltip's text. */
  hint: ReactNode;
  delay?: number;
  className?: string;
  children: ReactNode;
}

export function HintButton({ label, hint, delay = 150, className, children }: HintButtonProps) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pointerDown = useRef(false);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const close = useCallback(() => {
    clearTimer();
    setOpen(false);
    setPosition(null);
  }, []);

  const place = useCallback(() => {
    const anchor = button.current?.getBoundingClientRect();
    const box = tip.current?.getBoundingClientRect();
    if (!anchor || !box) return;
    const maxLeft = document.documentElement.clientWidth - box.width;
    const left = Math.min(Math.max(anchor.left + anchor.width / 2 - box.width / 2, 0), Math.max(maxLeft, 0));
    setPosition({ left, top: anchor.top - box.height - SIDE_OFFSET });
  }, []);

  useLayoutEffect(() => {
    if (open) place();
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, close, place]);

  useEffect(() => clearTimer, []);

  const tipId = `${id}-hint`;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={label}
        aria-describedby={open ? tipId : undefined}
        data-state={open ? 'delayed-open' : 'closed'}
        onPointerEnter={(e) => {
          if (e.pointerType === 'touch' || open) return;
          clearTimer();
          timer.current = setTimeout(() => setOpen(true), delay);
        }}
        onPointerLeave={close}
        onPointerDown={() => {
          pointerDown.current = true;
          close();
        }}
        onPointerUp={() => {
          pointerDown.current = false;
        }}
        onFocus={() => {
          if (!pointerDown.current) setOpen(true);
        }}
        onBlur={close}
        onClick={close}
      >
        {children}
      </button>
      {open
        ? createPortal(
            <div
              ref={tip}
              id={tipId}
              role="tooltip"
              data-side="top"
              style={{ position: 'fixed', left: position?.left ?? 0, top: position?.top ?? 0, visibility: position ? 'visible' : 'hidden' }}
              className={cn('z-50 max-w-xs rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow-md')}
            >
              {hint}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
