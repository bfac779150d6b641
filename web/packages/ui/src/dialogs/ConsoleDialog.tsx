// The console's dialog: an antd Modal (its 400 ms close animation, R-CONST-1, comes from the theme's
// Modal motion token); content is dropped only after the animation, and `onClosed` runs then.
import type { ReactNode } from 'react';
import { Modal, type ModalProps } from 'antd';

export interface ConsoleDialogProps extends Omit<ModalProps, 'afterClose'> {
  children?: ReactNode;
  /** Runs once the close animation has finished. */
  onClosed?: () => void;
}

export function ConsoleDialog({ onClosed, children, ...props }: ConsoleDialogProps) {
  return (
    <Modal destroyOnHidden centered {...props} afterClose={onClosed}>
      {children}
    </Modal>
  );
}
