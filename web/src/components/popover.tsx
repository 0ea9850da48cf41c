import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** Open delay on hover (spec 01 §9) and close delay (spec 02 §9). */
export const POPOVER_OPEN_DELAY_MS = 200;
export const POPOVER_CLOSE_DELAY_MS = 100;

/**
 * Hover opens popovers only on desktops (a pointer that hovers, above the mobile breakpoint); on phones a
 * click does. Asked at event time: one media-query subscription per popover would cost on a 20-card page.
 */
const canHover = () => window.matchMedia('(hover: hover) and (min-width: 992px)').matches;

interface PopoverProps {
  /** Accessible name of the trigger button. */
  label: string;
  trigger: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A detail popover: opens on hover after 200 ms on desktop, on click on mobile, and always with the
 * keyboard (Enter/Space on the trigger); Escape closes it and returns focus to the trigger.
 */
export function Popover({ label, trigger, children, className }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLSpanElement>(null);

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  return (
    <span
      ref={rootRef}
      className={`popover ${className ?? ''}`}
      onMouseEnter={() => canHover() && schedule(true, POPOVER_OPEN_DELAY_MS)}
      onMouseLeave={() => canHover() && schedule(false, POPOVER_CLOSE_DELAY_MS)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="popover-trigger"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => {
          clearTimeout(timer.current);
          setOpen((value) => !value);
        }}
      >
        {trigger}
      </button>
      {/* The panel exists only while open: 20 cards × 5 closed popovers would otherwise cost a first paint. */}
      {open && (
        <span id={id} role="region" aria-label={label} className="popover-panel">
          {children}
        </span>
      )}
    </span>
  );
}
