import { Form, InputNumber, Modal } from 'antd';
import { useEffect, useId, useState } from 'react';
import { ReasonField } from '../../components/reason-dialog.tsx';

export interface PriceDialogProps {
  /** The package whose price is edited; null: closed. */
  pkg: { packageId: number; name: string; priceUsdCents: number } | null;
  onCancel: () => void;
  /** Resolves when saved; a rejection keeps the dialog and what was typed. */
  onSubmit: (priceUsdCents: number, reason: string) => Promise<void>;
}

/** A package's new price in US dollars (the shop converts it), with the reason for the audit. */
export function PriceDialog({ pkg, onCancel, onSubmit }: PriceDialogProps) {
  const [form] = Form.useForm<{ price: number; reason: string }>();
  const [busy, setBusy] = useState(false);
  const formName = `price-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  useEffect(() => {
    if (pkg) form.setFieldsValue({ price: pkg.priceUsdCents / 100 });
  }, [pkg, form]);
  const submit = async () => {
    let values: { price: number; reason: string };
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is wrong
    }
    setBusy(true);
    try {
      await onSubmit(Math.round(values.price * 100), values.reason.trim());
      form.resetFields();
    } catch {
      // The client shows the error; what was typed stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={pkg !== null}
      title={pkg ? `Price of ${pkg.name}` : 'Price'}
      okText="Save price"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onCancel}
      forceRender
    >
      <Form form={form} layout="vertical" name={formName}>
        <Form.Item
          label="Price (USD)"
          name="price"
          rules={[
            { required: true, message: 'Enter a price.' },
            {
              type: 'number',
              min: 0.01,
              max: 10_000,
              message: 'A price from 0.01 to 10,000.00 USD.',
            },
          ]}
        >
          <InputNumber min={0} step={0.01} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <ReasonField />
      </Form>
    </Modal>
  );
}
