import { Button, Checkbox, Form, Input, InputNumber, Radio } from 'antd';
import { useState } from 'react';
import type { AdminCouponCreate } from '@gemlane/contract';

export interface CouponFormProps {
  /** Resolves when created (the form then empties); a rejection keeps what was typed. */
  onCreate: (coupon: AdminCouponCreate) => Promise<void>;
}

interface Values {
  code: string;
  name: string;
  kind: 'amount' | 'percent';
  offAmount?: number;
  offPercent?: number;
  cap?: number;
  minimum?: number;
  validDays: number;
  totalQuantity?: number;
  onHome: boolean;
}

const cents = (usd: number | undefined) => (usd === undefined ? undefined : Math.round(usd * 100));

/**
 * A new coupon: its code, an amount or a percent off, a minimum order, how long a claimed one
 * stays valid and how many may be claimed. Each account can hold one coupon of a code.
 */
export function CouponForm({ onCreate }: CouponFormProps) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const kind = Form.useWatch('kind', form) ?? 'amount';
  const submit = async (v: Values) => {
    setBusy(true);
    try {
      await onCreate({
        code: v.code.trim().toUpperCase(),
        name: v.name.trim(),
        kind: v.kind,
        ...(v.kind === 'amount'
          ? { offAmountUsd: cents(v.offAmount) }
          : { offPercent: v.offPercent, capUsd: cents(v.cap) }),
        minimumOrderUsd: cents(v.minimum) ?? 0,
        validDays: v.validDays,
        totalQuantity: v.totalQuantity,
        onHome: v.onHome,
      });
      form.resetFields();
    } catch {
      // The client shows the error (a code taken); what was typed stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="coupon-create"
      initialValues={{ kind: 'amount', validDays: 30, onHome: false }}
      onFinish={(v) => void submit(v)}
      style={{ maxWidth: 520 }}
    >
      <Form.Item
        label="Code"
        name="code"
        extra="What shoppers type: 3 to 32 letters, digits, - or _."
        rules={[
          { required: true, message: 'Enter a code.' },
          { pattern: /^[A-Za-z0-9_-]{3,32}$/, message: 'Use 3 to 32 letters, digits, - or _.' },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="Name"
        name="name"
        rules={[
          { required: true, whitespace: true, message: 'Enter a name.' },
          { max: 80, message: 'At most 80 characters.' },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item label="Kind" name="kind">
        <Radio.Group
          options={[
            { label: 'Amount off', value: 'amount' },
            { label: 'Percent off', value: 'percent' },
          ]}
        />
      </Form.Item>
      {kind === 'amount' ? (
        <Form.Item
          label="Amount off (USD)"
          name="offAmount"
          rules={[
            { required: true, message: 'Enter the amount off.' },
            { type: 'number', min: 0.01, max: 1000, message: 'From 0.01 to 1,000.00 USD.' },
          ]}
        >
          <InputNumber min={0} step={0.01} precision={2} style={{ width: 200 }} />
        </Form.Item>
      ) : (
        <>
          <Form.Item
            label="Percent off"
            name="offPercent"
            rules={[
              { required: true, message: 'Enter the percent off.' },
              { type: 'number', min: 1, max: 90, message: 'From 1 to 90 percent.' },
            ]}
          >
            <InputNumber min={1} max={90} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            label="At most (USD, optional)"
            name="cap"
            rules={[
              { type: 'number', min: 0.01, max: 1000, message: 'From 0.01 to 1,000.00 USD.' },
            ]}
          >
            <InputNumber min={0} step={0.01} precision={2} style={{ width: 200 }} />
          </Form.Item>
        </>
      )}
      <Form.Item
        label="Minimum order (USD)"
        name="minimum"
        rules={[{ type: 'number', min: 0, max: 10_000, message: 'From 0 to 10,000.00 USD.' }]}
      >
        <InputNumber min={0} step={0.01} precision={2} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        label="Valid for (days after claiming)"
        name="validDays"
        rules={[
          { required: true, message: 'Enter how many days.' },
          { type: 'number', min: 1, max: 365, message: 'From 1 to 365 days.' },
        ]}
      >
        <InputNumber min={1} max={365} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        label="How many may be claimed (optional)"
        name="totalQuantity"
        rules={[{ type: 'number', min: 1, message: 'At least 1.' }]}
      >
        <InputNumber min={1} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="onHome" valuePropName="checked">
        <Checkbox>Offer it on the shop's home list too</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        Create coupon
      </Button>
    </Form>
  );
}
