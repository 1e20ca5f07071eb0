import { Alert, Button, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { STAFF_PASSWORD_MIN, STAFF_ROLES, type StaffRole } from '@gemlane/contract';

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

export interface StaffFormProps {
  /** Answers the new account's TOTP secret; a rejection keeps what was typed. */
  onCreate: (staff: NewStaff) => Promise<{ email: string; totpSecret: string; otpauthUrl: string }>;
}

/** A new staff account; its second factor's secret is shown once, right after creating it. */
export function StaffForm({ onCreate }: StaffFormProps) {
  const [form] = Form.useForm<NewStaff>();
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<{
    email: string;
    totpSecret: string;
    otpauthUrl: string;
  } | null>(null);
  const submit = async (v: NewStaff) => {
    setBusy(true);
    try {
      setSecret(await onCreate({ ...v, email: v.email.trim(), name: v.name.trim() }));
      form.resetFields();
    } catch {
      // The client shows the error (an e-mail taken); what was typed stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {secret && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setSecret(null)}
          style={{ marginBottom: 16 }}
          message={`Second factor of ${secret.email}: shown this once`}
          description={
            <>
              <div>
                Secret (add it to an authenticator app):{' '}
                <Typography.Text code copyable>
                  {secret.totpSecret}
                </Typography.Text>
              </div>
              <div>
                Address:{' '}
                <Typography.Text code copyable>
                  {secret.otpauthUrl}
                </Typography.Text>
              </div>
            </>
          }
        />
      )}
      <Form<NewStaff>
        form={form}
        layout="vertical"
        name="staff-create"
        initialValues={{ role: 'support' }}
        onFinish={(v) => void submit(v)}
        style={{ maxWidth: 480 }}
      >
        <Form.Item
          label="E-mail"
          name="email"
          rules={[
            { required: true, message: 'Enter an e-mail address.' },
            { type: 'email', message: 'Enter an e-mail address.' },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Name"
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Enter a name.' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Role" name="role">
          <Select options={STAFF_ROLES.map((r) => ({ label: r, value: r }))} />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[
            { required: true, message: `At least ${STAFF_PASSWORD_MIN} characters.` },
            { min: STAFF_PASSWORD_MIN, message: `At least ${STAFF_PASSWORD_MIN} characters.` },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          Create account
        </Button>
      </Form>
    </>
  );
}
