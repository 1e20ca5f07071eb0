import { BRAND } from '../config/env.ts';

/** The Gemlane mark and word (inline SVG: no extra request on first paint). */
export function BrandLogo({ height = 32 }: { height?: number }) {
  return (
    <span className="brand-logo">
      <svg width={height} height={height} viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="8" fill="#5b3df5" />
        <path d="M16 5l9 7-9 15-9-15z" fill="#fff" />
        <path d="M16 5l9 7H7z" fill="#c9befe" />
      </svg>
      <span className="brand-word">{BRAND}</span>
    </span>
  );
}
