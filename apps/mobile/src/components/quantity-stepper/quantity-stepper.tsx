import { useEffect, useId, useState } from 'react';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  /** Visible label of the number field, e.g. "Quantity". */
  label: string;
  /** Accessible names of the two buttons, e.g. "Decrease quantity" / "Increase quantity". */
  decreaseLabel: string;
  increaseLabel: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  className?: string;
  /** The label is read by assistive tech but not shown (rows where the context says it, e.g. the cart). */
  labelHidden?: boolean;
}

/** Keeps a typed or stepped quantity a whole number inside min..max. */
export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** A labelled number field with decrease / increase buttons (44 px targets); replaces the kit Stepper whose ARIA fails axe. */
export function QuantityStepper({
  label,
  decreaseLabel,
  increaseLabel,
  value,
  min,
  max,
  onChange,
  className,
  labelHidden = false,
}: QuantityStepperProps) {
  const id = useId();
  // The typed text may be empty or out of range while editing; it settles on blur.
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (next: number) => {
    const clamped = clampQuantity(next, min, max);
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={labelHidden ? 'gl-visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label={decreaseLabel}
          aria-controls={id}
          disabled={value <= min}
          onClick={() => commit(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const n = e.target.valueAsNumber;
            if (Number.isInteger(n) && n >= min && n <= max && n !== value) onChange(n);
          }}
          onBlur={() => commit(text === '' ? min : Number(text))}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={increaseLabel}
          aria-controls={id}
          disabled={value >= max}
          onClick={() => commit(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
