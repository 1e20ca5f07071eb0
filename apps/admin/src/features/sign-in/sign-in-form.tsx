import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { TOTP_CODE_PATTERN } from '@gemlane/contract';

export interface SignInValues {
  email: string;
  password: string;
  code: string;
}

export interface SignInFormProps {
  onSubmit: (values: SignInValues) => void;
  submitting?: boolean;
  /** The server's answer to the last try; what was typed stays in the form. */
  error?: string | undefined;
}

/** Staff sign-in: e-mail, password and the 6-digit code of the authenticator app. */
export function SignInForm({ onSubmit, submitting, error }: SignInFormProps) {
  return (
    <Card style={{ maxWidth: 400, margin: '64px auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Gemlane console
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Staff only. Sign in with your password and the code of your authenticator app.
      </Typography.Paragraph>
      {error ? <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} /> : null}
      <Form<SignInValues> layout="vertical" name="sign-in" onFinish={onSubmit} requiredMark={false}>
        <Form.Item
          label="E-mail"
          name="email"
          rules={[{ required: true, type: 'email', message: 'Enter your staff e-mail.' }]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: 'Enter your password.' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="Code"
          name="code"
          rules={[
            { required: true, pattern: TOTP_CODE_PATTERN, message: 'Enter the 6-digit code.' },
          ]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Sign in
        </Button>
      </Form>
    </Card>
  );
}
