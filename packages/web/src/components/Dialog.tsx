/**
 * A modal dialog on the native <dialog> element: the browser traps focus, closes on Escape and
 * marks the rest of the page inert. The heading takes the focus on open; the focus goes back to
 * where it was on close.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons instead of the single close button (Escape still calls onClose). */
  actions?: ReactNode;
}

export function Dialog({ open, title, closeLabel, onClose, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    headingRef.current?.focus();
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="stack">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="step-title">
          {title}
        </h2>
        {children}
        {actions ?? (
          <div>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {closeLabel}
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
