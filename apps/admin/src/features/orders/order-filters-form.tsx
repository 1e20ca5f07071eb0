import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { CURRENCY_CODES, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@gemlane/contract';
import type { OrderFilters } from '../../core/order-filters.ts';

export interface OrderFiltersFormProps {
  value: OrderFilters;
  onChange: (next: OrderFilters) => void;
}

type FormValues = Partial<
  Record<'status' | 'currency' | 'playerId' | 'email' | 'tradeNo' | 'providerRef', string>
> & {
  gameId?: number | null;
  from?: string;
  to?: string;
};

/** Filters of the order list; applied on the server. Dates are whole UTC days. */
export function OrderFiltersForm({ value, onChange }: OrderFiltersFormProps) {
  const [form] = Form.useForm<FormValues>();
  const apply = (v: FormValues) => {
    const text = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);
    onChange({
      page: 1,
      pageSize: value.pageSize,
      sort: value.sort,
      order: value.order,
      status: (v.status as OrderFilters['status']) || undefined,
      currency: (v.currency as OrderFilters['currency']) || undefined,
      gameId: v.gameId ?? undefined,
      playerId: text(v.playerId),
      email: text(v.email)?.toLowerCase(),
      tradeNo: text(v.tradeNo),
      providerRef: text(v.providerRef),
      from: text(v.from) ? `${text(v.from)}T00:00:00.000Z` : undefined,
      to: text(v.to) ? `${text(v.to)}T23:59:59.999Z` : undefined,
    });
  };
  return (
    <Form<FormValues>
      form={form}
      layout="inline"
      name="order-filters"
      initialValues={{
        status: value.status,
        currency: value.currency,
        gameId: value.gameId,
        playerId: value.playerId,
        email: value.email,
        tradeNo: value.tradeNo,
        providerRef: value.providerRef,
        from: value.from?.slice(0, 10),
        to: value.to?.slice(0, 10),
      }}
      onFinish={apply}
      style={{ rowGap: 8, marginBottom: 16 }}
    >
      <Form.Item label="E-mail" name="email">
        <Input style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="Player ID" name="playerId">
        <Input style={{ width: 140 }} />
      </Form.Item>
      <Form.Item label="Order or trade no." name="tradeNo">
        <Input style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="Provider reference" name="providerRef">
        <Input style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="Status" name="status">
        <Select
          allowClear
          style={{ width: 160 }}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
        />
      </Form.Item>
      <Form.Item label="Game ID" name="gameId">
        <InputNumber min={1} style={{ width: 100 }} />
      </Form.Item>
      <Form.Item label="Currency" name="currency">
        <Select
          allowClear
          style={{ width: 100 }}
          options={CURRENCY_CODES.map((c) => ({ value: c, label: c }))}
        />
      </Form.Item>
      <Form.Item
        label="From"
        name="from"
        rules={[{ pattern: /^\d{4}-\d{2}-\d{2}$/, message: 'A date like 2026-11-28.' }]}
      >
        <Input placeholder="YYYY-MM-DD" style={{ width: 130 }} />
      </Form.Item>
      <Form.Item
        label="To"
        name="to"
        rules={[{ pattern: /^\d{4}-\d{2}-\d{2}$/, message: 'A date like 2026-11-28.' }]}
      >
        <Input placeholder="YYYY-MM-DD" style={{ width: 130 }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          Search
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            form.setFieldsValue({
              status: undefined,
              currency: undefined,
              gameId: undefined,
              playerId: undefined,
              email: undefined,
              tradeNo: undefined,
              providerRef: undefined,
              from: undefined,
              to: undefined,
            });
            apply({});
          }}
        >
          Clear
        </Button>
      </Space>
    </Form>
  );
}
