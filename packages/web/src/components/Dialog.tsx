/**
 * A modal dialog on the native <dialog> element: the browser traps focus, closes on Escape, marks
 * the rest of the page inert and dims it (its backdrop). Every dialog of the app is this one, so
 * they look alike: the same bold title, the same buttons. The heading takes the focus on open and
 * whenever the title changes (a new step of the dialog); on close the focus goes back to where it
 * was, or to `returnFocus` when that place could not keep it (a button that was busy when the
 * dialog opened).
 *
 * Buttons: `confirm` gives a confirmation's pair (the confirming button, red when it `destructive`ly
 * does what cannot be undone, and the cancelling one, `closeLabel`); `actions` gives buttons of
 * its own; without either a single close button.
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

interface DialogConfirm {
  label: string;
  /** Called on click; with `form`, the button submits that form instead. */
  onConfirm?: () => void;
  /** The id of a form in the dialog that the button submits. */
  form?: string;
  busy?: boolean;
  /** It cannot be undone (delete, cancel an order): red, as every such confirmation. */
  destructive?: boolean;
}

export interface DialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** A confirmation's two buttons: confirm and cancel (closeLabel). */
  confirm?: DialogConfirm;
  /** Buttons instead of the single close button (Escape still calls onClose). */
  actions?: ReactNode;
  /** Where the focus goes on close when the element focused on open cannot take it back (the page's body). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** Whether the focus can go back to `element`: still on the page and not the page itself. */
function canTakeFocus(element: HTMLElement | null): element is HTMLElement {
  return element !== null && element !== document.body && element.isConnected && !element.matches(':disabled');
}

export function Dialog({ open, title, closeLabel, onClose, children, confirm, actions, returnFocus }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Read on close: the element the ref holds then (the form's button, enabled again).
    const fallback = () => returnFocus?.current ?? null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      const target = canTakeFocus(previous) ? previous : fallback();
      target?.focus();
    };
  }, [open, returnFocus]);

  // On open and with each new step (a new title), the heading has the focus.
  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open, title]);

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
        {confirm ? (
          <div className="row">
            <button
              type={confirm.form ? 'submit' : 'button'}
              form={confirm.form}
              className={confirm.destructive ? 'btn btn-destructive' : 'btn btn-primary'}
              aria-busy={confirm.busy ?? false}
              onClick={confirm.form ? undefined : confirm.onConfirm}
            >
              {confirm.label}
            </button>
            <button type="button" className="btn btn-outline" onClick={onClose} disabled={confirm.busy}>
              {closeLabel}
            </button>
          </div>
        ) : (
          (actions ?? (
            <div>
              <button type="button" className="btn btn-primary" onClick={onClose}>
                {closeLabel}
              </button>
            </div>
          ))
        )}
      </div>
    </dialog>
  );
}
