import {
  couponCodeBoxState,
  type CouponCodeBoxProps,
  type CouponCodeView,
} from '@gemlane/stores/purchase/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../adapters/kit.ts';
import { useMessageText } from '../hooks/use-message-text.ts';
import styles from './checkout.module.css';

/** Type a coupon code and apply it: the server adds it to the account, the order uses it. */
export function CouponCodeBox({
  value,
  onChange,
  onApply,
  applying,
  error,
  applied,
}: CouponCodeBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const statusId = `${id}-status`;
  return (
    <form
      className={styles.code}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <label htmlFor={id} className={styles.codeLabel}>
        {t('coupon.codeLabel')}
      </label>
      <div className={styles.codeRow}>
        <input
          id={id}
          className={styles.codeInput}
          value={value}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          enterKeyHint="done"
          placeholder={t('coupon.codePlaceholder')}
          aria-invalid={Boolean(error)}
          aria-describedby={error || applied ? statusId : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <Button type="submit" size="small" color="primary" fill="outline" loading={applying}>
          {t('coupon.codeApply')}
        </Button>
      </div>
      {error ? (
        <p id={statusId} role="alert" className={styles.codeError}>
          {error}
        </p>
      ) : applied ? (
        <p id={statusId} role="status" className={styles.codeApplied}>
          {applied}
        </p>
      ) : null}
    </form>
  );
}

/** The stores' code box as this component's props (null for visitors). */
export function useCouponCodeBox(view: CouponCodeView | null): CouponCodeBoxProps | null {
  return couponCodeBoxState(view, useMessageText());
}
