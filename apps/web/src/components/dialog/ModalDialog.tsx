import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';

/** Props of a button that opens a modal dialog. */
export interface ModalDialogProps {
  /** The text of the button that opens the dialog. */
  label: string;
  /** The button's accessible name when the text alone is ambiguous in a list (e.g. "Clone Windows baseline"). */
  ariaLabel?: string;
  buttonClassName?: string;
  /** The dialog's heading (its accessible name). */
  title: string;
  /** The dialog's content; `close` closes it (after a successful action, or "Cancel"). */
  children: (close: () => void) => ReactNode;
}

/**
 * A button and the modal dialog it opens (react-aria-components: focus moved into the dialog and kept there, Escape
 * and a press outside close it, focus returns to the button: WAI-ARIA Authoring Practices, Dialog (Modal)).
 */
export function ModalDialog({ label, ariaLabel, buttonClassName = 'button button-secondary', title, children }: ModalDialogProps) {
  return (
    <DialogTrigger>
      <Button className={buttonClassName} aria-label={ariaLabel}>
        {label}
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog>
            {({ close }) => (
              <>
                <Heading slot="title">{title}</Heading>
                {children(close)}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
