import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form-field.module.css';

export interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  placeholder?: string;
  type?: 'email' | 'text' | 'password';
  autoComplete?: string;
  inputMode?: 'email' | 'numeric' | 'text';
  maxLength?: number;
  /** Something on the right inside the field (send-code button). */
  suffix?: ReactNode;
  disabled?: boolean;
}

/** A labelled full-width input with its error under it; 48 px tall for thumbs. */
export function Field({
  id,
  label,
  value,
  onChange,
  error,
  placeholder,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  suffix,
  disabled,
}: FieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={error ? `${styles.box} ${styles.boxError}` : styles.box}>
        <input
          id={id}
          className={styles.input}
          type={isPassword && shown ? 'text' : type}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {isPassword ? (
          <button
            type="button"
            className={styles.eye}
            aria-label={shown ? t('mobile.auth.hidePassword') : t('mobile.auth.showPassword')}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? <EyeOutline aria-hidden /> : <EyeInvisibleOutline aria-hidden />}
          </button>
        ) : null}
        {suffix}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface SendCodeButtonProps {
  onSend: () => Promise<boolean>;
  /** Seconds before another code may be asked for (the server allows one a minute). */
  cooldownSeconds: number;
  disabled?: boolean;
}

/** "Send code", then a countdown before it can be sent again. */
export function SendCodeButton({ onSend, cooldownSeconds, disabled }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return (
    <button
      type="button"
      className={styles.sendCode}
      disabled={disabled || busy || left > 0}
      onClick={async () => {
        setBusy(true);
        try {
          if (await onSend()) setLeft(cooldownSeconds);
        } finally {
          setBusy(false);
        }
      }}
    >
      {left > 0 ? t('emailBinding.resendIn', { seconds: left }) : t('emailBinding.sendCode')}
    </button>
  );
}
