export interface GameLogoProps {
  src: string;
  /** Decorative when the name is printed next to it. */
  alt?: string;
  size?: number;
  eager?: boolean;
}

/** Game art with fixed dimensions, so the layout never shifts while it loads. */
export function GameLogo({ src, alt = '', size = 40, eager = false }: GameLogoProps) {
  return (
    <img
      className="game-logo"
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
