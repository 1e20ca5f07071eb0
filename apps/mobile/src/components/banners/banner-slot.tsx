import styles from './banners.module.css';

/** The empty place of a banner that may still arrive: same height, nothing to read or tap. */
export function BannerSlot() {
  return (
    <div className={`${styles.banner} ${styles.slot}`} aria-hidden data-testid="banner-slot" />
  );
}
