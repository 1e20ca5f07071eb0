import type { ReactNode } from 'react';
import { CheckIcon } from '../icons/icons.tsx';
import styles from './choice-list.module.css';

export interface Choice {
  value: string;
  label: ReactNode;
  /** The label's own language, when it is written in it (a language's name in its own script). */
  lang?: string;
}

export interface ChoiceListProps {
  /** The group's name for assistive tech and the radio buttons' form name. */
  label: string;
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange(value: string): void;
}

/**
 * One of a list, as a phone's settings list draws it: full-width rows, a check mark on the chosen
 * one. Each row is a native radio button in its label, so the list reads, crawls and works by
 * keyboard and screen reader before the app runs and without it.
 */
export function ChoiceList({ label, name, choices, value, onChange }: ChoiceListProps) {
  return (
    <div role="radiogroup" aria-label={label} className={styles.list}>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.row}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
            className={`gl-visually-hidden ${styles.input}`}
          />
          <span className={styles.text} lang={choice.lang}>
            {choice.label}
          </span>
          <CheckIcon className={styles.check} />
        </label>
      ))}
    </div>
  );
}
