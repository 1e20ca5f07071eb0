import styles from './content.module.css';

/** Server text is plain paragraphs separated by blank lines (no HTML): one <p> each. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className={styles.p}>
            {p}
          </p>
        ))}
    </>
  );
}
