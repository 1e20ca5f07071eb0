import {
  couponCodeBoxState,
  type CouponCodeBoxProps as StoresCodeBoxProps,
  type CouponCodeView,
} from '@gemlane/stores/purchase/react';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageText } from './use-message-text.ts';

/** The stores' code box (`couponCodeBoxState`), and the field's id on a page with two boxes. */
export type CouponCodeBoxProps = StoresCodeBoxProps & { id?: string };

/** Type a coupon code and apply it: the server adds it to the account, the order uses it. */
export function CouponCodeBox({
  id = 'coupon-code',
  value,
  onChange,
  onApply,
  applying,
  error,
  applied,
}: CouponCodeBoxProps) {
  const { t } = useTranslation();
  const statusId = `${id}-status`;
  return (
    <div className="form-field coupon-code">
      <label htmlFor={id}>{t('coupon.codeLabel')}</label>
      <div className="coupon-code-row">
        <Input
          id={id}
          value={value}
          maxLength={32}
          autoComplete="off"
          placeholder={t('coupon.codePlaceholder')}
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error || applied ? statusId : undefined}
          onChange={(e) => onChange(e.target.value)}
          onPressEnter={onApply}
        />
        <Button onClick={onApply} loading={applying}>
          {t('coupon.codeApply')}
        </Button>
      </div>
      {error ? (
        <p id={statusId} role="alert" className="coupon-code-error">
          {error}
        </p>
      ) : applied ? (
        <p id={statusId} role="status" className="coupon-code-applied">
          {applied}
        </p>
      ) : null}
    </div>
  );
}

/** The stores' code box as this component's props (null for visitors). */
export function useCouponCodeBox(view: CouponCodeView | null): CouponCodeBoxProps | null {
  return couponCodeBoxState(view, useMessageText());
}
