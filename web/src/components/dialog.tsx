import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../i18n/t';
import { focusableIn, trapTab } from './focus-trap';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'side' slides from the right (dependants menu on desktop), 'sheet' from the bottom (mobile). */
  variant?: 'center' | 'large' | 'side' | 'sheet';
  /** Static backdrop and no Escape (spec 02 §2.2: the advisor dialog of the collective guard). */
  locked?: boolean;
  /** Returning false keeps the dialog open (e.g. dependants with invalid ages). */
  canClose?: () => boolean;
  footer?: ReactNode;
  describedBy?: string;
}

/** A modal dialog: labelled, focus moved in and kept inside, Escape closes, focus returns on close. */
export function Dialog({
  title,
  onClose,
  children,
  variant = 'center',
  locked,
  canClose,
  footer,
  describedBy,
}: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const close = () => {
    if (locked) return;
    if (canClose && !canClose()) return;
    onClose();
  };
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const root = ref.current!;
    const first = focusableIn(root).find((element) => !element.classList.contains('dialog-close'));
    (first ?? root).focus();
    document.body.classList.add('has-dialog');
    return () => {
      document.body.classList.remove('has-dialog');
      previous?.focus?.();
    };
  }, []);

  return (
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={ref}
        className={`dialog dialog-${variant}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') closeRef.current();
          trapTab(event, ref.current!);
          // A dialog opened from a dialog (the dependants menu) handles its own keys.
          if (event.key === 'Escape' || event.key === 'Tab') event.stopPropagation();
        }}
      >
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          {!locked && (
            <button type="button" className="dialog-close" aria-label={t('dialog.close')} onClick={close}>
              ×
            </button>
          )}
        </div>
        <div className="dialog-body">{children}</div>
        {footer && <div className="dialog-foot">{footer}</div>}
      </div>
    </div>
  );
}
