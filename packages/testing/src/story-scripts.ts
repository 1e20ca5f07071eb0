// Interaction scripts that both apps' stories play against their own kit's rendering of one
// component: the same labels and the same behaviour, written once. Each app passes in Storybook's
// `expect` and `userEvent` and its story's canvas (this package does not depend on Storybook).

type Query = (text: string | RegExp) => HTMLElement;

interface Matchers {
  toBeVisible(): unknown;
  toHaveValue(value: string): unknown;
  toHaveTextContent(text: string | RegExp): unknown;
  toHaveBeenCalledWith(...args: unknown[]): unknown;
  not: { toHaveBeenCalled(): unknown };
}

export interface StoryTools {
  canvas: {
    getByText: Query;
    getByLabelText: Query;
    getByRole: (role: string, options?: { name: string | RegExp }) => HTMLElement;
    findByText: (text: string | RegExp) => Promise<HTMLElement>;
  };
  userEvent: {
    type: (element: Element, text: string) => Promise<unknown>;
    click: (element: Element) => Promise<unknown>;
  };
  expect: (actual: unknown) => Matchers;
}

/**
 * A password account changes its login e-mail: the form asks for the current password before it
 * binds, sends the new address, its code and the password, and a refusal keeps all three typed.
 */
export async function changeEmailWithPassword(
  { canvas, userEvent, expect }: StoryTools,
  calls: { onSendCode: unknown; onBind: unknown },
): Promise<void> {
  await expect(canvas.getByText('Current e-mail: player@example.com')).toBeVisible();
  await userEvent.type(canvas.getByLabelText('E-mail'), 'new@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
  await expect(calls.onSendCode).toHaveBeenCalledWith('new@example.com');
  await userEvent.type(canvas.getByLabelText('Verification code'), '123456');
  await userEvent.click(canvas.getByRole('button', { name: 'Bind' }));
  await expect(await canvas.findByText('Please enter the password')).toBeVisible();
  await expect(calls.onBind).not.toHaveBeenCalled();
  await userEvent.type(canvas.getByLabelText('Current password'), 'Wrong#Pass1');
  await userEvent.click(canvas.getByRole('button', { name: 'Bind' }));
  await expect(calls.onBind).toHaveBeenCalledWith({
    email: 'new@example.com',
    code: '123456',
    currentPassword: 'Wrong#Pass1',
  });
  // The server refused (wrong password): nothing typed is lost.
  await expect(canvas.getByLabelText('E-mail')).toHaveValue('new@example.com');
  await expect(canvas.getByLabelText('Verification code')).toHaveValue('123456');
  await expect(canvas.getByLabelText('Current password')).toHaveValue('Wrong#Pass1');
}

/** A typed coupon code the server refused: the box's props in the story. */
export const REFUSED_COUPON_CODE = {
  value: 'NOSUCH',
  error: 'No coupon has this code. Check the code and try again.',
} as const;

/** The refused code stays typed in the box, and the refusal is announced. */
export async function refusedCouponCodeStays({
  canvas,
  expect,
}: Pick<StoryTools, 'canvas' | 'expect'>): Promise<void> {
  await expect(canvas.getByLabelText('Coupon code')).toHaveValue(REFUSED_COUPON_CODE.value);
  await expect(canvas.getByRole('alert')).toHaveTextContent('No coupon has this code');
}
