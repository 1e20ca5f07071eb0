import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollLock } from '../components/use-scroll-lock.ts';

export interface DesktopDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Close icon and Escape. */
  onClose: () => void;
  /** Shows a cancel button when given. */
  onCancel?: () => void;
  cancelText?: ReactNode;
  /** Shows a confirm button when given. */
  onConfirm?: () => void;
  confirmText?: ReactNode;
  confirmLoading?: boolean;
  danger?: boolean;
  width?: number;
}

/** The generic desktop dialog (docs/product.md §2): title, close icon, optional cancel and confirm, page scroll locked. */
export function DesktopDialog(props: DesktopDialogProps) {
  const { t } = useTranslation();
  useScrollLock(props.open);
  const buttons = props.onCancel || props.onConfirm;
  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={props.onClose}
      closable={{ 'aria-label': t('common.close') }}
      centered
      // The page scroll is locked by useScrollLock above; antd's own locker writes a <style> at
      // run time, which the site's style-src (no 'unsafe-inline') refuses.
      scrollLock={false}
      width={props.width ?? 440}
      destroyOnHidden
      footer={
        buttons
          ? (_, { CancelBtn, OkBtn }) => (
              <>
                {props.onCancel ? <CancelBtn /> : null}
                {props.onConfirm ? <OkBtn /> : null}
              </>
            )
          : null
      }
      cancelText={props.cancelText ?? t('common.cancel')}
      okText={props.confirmText ?? t('common.confirm')}
      okButtonProps={{ danger: props.danger, loading: props.confirmLoading }}
      cancelButtonProps={{ onClick: props.onCancel }}
      onOk={props.onConfirm}
    >
      {props.children}
    </Modal>
  );
}
