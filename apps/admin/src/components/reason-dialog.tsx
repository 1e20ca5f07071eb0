import { Form, Input, Modal } from 'antd';
import { useId, useState } from 'react';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  okText: string;
  onCancel: () => void;
  /** Resolves when the action is done; a rejection keeps the dialog and what was typed. */
  onSubmit: (reason: string) => Promise<void>;
}

/** Every staff action that changes something asks why; the reason goes to the audit trail. */
export function ReasonDialog({ open, title, okText, onCancel, onSubmit }: ReasonDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  // Each dialog's fields get ids of their own: a page with two dialogs keeps its labels right.
  const formName = `reason-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const submit = async () => {
    let reason: string;
    try {
      ({ reason } = await form.validateFields());
    } catch {
      return; // the form shows what is missing
    }
    setBusy(true);
    try {
      await onSubmit(reason.trim());
      form.resetFields();
    } catch {
      // The error is shown by the client; the typed reason stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onCancel}
      forceRender
    >
      <Form form={form} layout="vertical" name={formName}>
        <ReasonField />
      </Form>
    </Modal>
  );
}

/** The reason every staff change asks for (3 to 500 characters; it goes to the audit trail). */
export function ReasonField() {
  return (
    <Form.Item
      label="Reason"
      name="reason"
      rules={[
        { required: true, message: 'Say why (at least 3 characters).' },
        { min: 3, message: 'Say why (at least 3 characters).' },
        { max: 500, message: 'At most 500 characters.' },
      ]}
    >
      <Input.TextArea rows={3} />
    </Form.Item>
  );
}
