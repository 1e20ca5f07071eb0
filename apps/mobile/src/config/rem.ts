// The one place for the px -> rem rule (docs/product.md §9): design width 375 px, root 37.5 px.
export const REM_ROOT_PX = 37.5;
export const REM_UNIT_PRECISION = 5;
/** The design is drawn for this viewport width; the root font size is width / 10. */
export const DESIGN_WIDTH_PX = 375;
/** Wider screens (tablets, desktops) keep the layout at this width, centred, instead of growing forever. */
export const MAX_LAYOUT_WIDTH_PX = 540;
/** Very narrow screens stop shrinking here so text stays readable. */
export const MIN_LAYOUT_WIDTH_PX = 320;

/** Root font size in px for a viewport width, clamped to the layout limits. */
export function rootFontSize(viewportWidth: number): number {
  const width = Math.min(MAX_LAYOUT_WIDTH_PX, Math.max(MIN_LAYOUT_WIDTH_PX, viewportWidth));
  return (width / DESIGN_WIDTH_PX) * REM_ROOT_PX;
}

/**
 * The inline script that sets the root font size before first paint (index.html gets it through
 * the Vite plugin in vite.config.ts), written from the same constants as `rootFontSize`.
 */
export function remScript(): string {
  const ratio = REM_ROOT_PX / DESIGN_WIDTH_PX;
  return `(function(){var d=document.documentElement;function s(){var w=d.clientWidth||window.innerWidth;w=Math.min(${MAX_LAYOUT_WIDTH_PX},Math.max(${MIN_LAYOUT_WIDTH_PX},w));d.style.fontSize=w*${ratio}+'px'}s();window.addEventListener('resize',s);window.addEventListener('pageshow',function(e){if(e.persisted)s()})})();`;
}

/**
 * The root font size as CSS alone, for a page read with JavaScript off (the script above wins
 * when it runs): width / 10 clamped to the layout limits, as `rootFontSize`.
 */
export function remFallbackCss(): string {
  const ratio = REM_ROOT_PX / DESIGN_WIDTH_PX;
  const min = MIN_LAYOUT_WIDTH_PX * ratio;
  const max = MAX_LAYOUT_WIDTH_PX * ratio;
  return `html{font-size:clamp(${min}px,${ratio * 100}vw,${max}px)}`;
}
