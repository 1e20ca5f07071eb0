import type { InputHTMLAttributes, KeyboardEvent, ReactNode } from 'react';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  value: string;
  /** An icon drawn inside the field, before the text (decorative). */
  prefix?: ReactNode;
  /** With `onClear`, a clear button shows while there is text. */
  clearLabel?: string;
  onClear?: () => void;
  /** Enter pressed (not while an input method is composing). */
  onPressEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
  invalid?: boolean;
}

/**
 * A plain text field drawn like antd's outlined Input, for the chrome's first paint: antd's Input
 * brings its form and validation code (about 25 KB gzip) to every page.
 */
export function TextInput({
  prefix,
  clearLabel,
  onClear,
  onPressEnter,
  invalid = false,
  className,
  onKeyDown,
  ...input
}: TextInputProps) {
  const affixed = prefix !== undefined || onClear !== undefined;
  const look = `text-input${invalid ? ' invalid' : ''}${className ? ` ${className}` : ''}`;
  const field = (
    <input
      {...input}
      className={affixed ? 'text-input-field' : look}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Enter' && !event.nativeEvent.isComposing) onPressEnter?.(event);
      }}
    />
  );
  if (!affixed) return field;
  return (
    <span className={`${look} text-input-affix`}>
      {prefix ? <span className="text-input-prefix">{prefix}</span> : null}
      {field}
      {onClear && input.value !== '' ? (
        // Pointer users clear with one click; keyboard users select and delete (as antd's clear icon).
        <button
          type="button"
          className="text-input-clear"
          tabIndex={-1}
          aria-label={clearLabel}
          onClick={(event) => {
            onClear();
            event.currentTarget.parentElement?.querySelector('input')?.focus();
          }}
        >
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden focusable="false">
            <circle cx="8" cy="8" r="8" fill="currentColor" />
            <path d="M5.2 5.2l5.6 5.6m0-5.6l-5.6 5.6" stroke="#fff" strokeWidth="1.6" />
          </svg>
        </button>
      ) : null}
    </span>
  );
}
