import type { SVGProps } from 'react';
import styles from './icons.module.css';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

// Line icons of the first paint (tab bar, home header, banners), drawn on a 24 px grid: a few
// hundred bytes in all, where the icon pack's detailed paths weigh about 5 KB gzip on /home.
function icon(name: string, shapes: React.ReactNode) {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
        className={className ? `${styles.icon} ${className}` : styles.icon}
        {...props}
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const HomeIcon = icon(
  'HomeIcon',
  <path d="M3.5 10.5 12 3.5l8.5 7V19a1.5 1.5 0 0 1-1.5 1.5h-4v-6H9v6H5A1.5 1.5 0 0 1 3.5 19z" />,
);
export const GridIcon = icon(
  'GridIcon',
  <>
    <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
  </>,
);
export const UserIcon = icon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c0-4.2 3.6-6.5 8-6.5s8 2.3 8 6.5" />
  </>,
);
export const CloseIcon = icon('CloseIcon', <path d="m6 6 12 12M18 6 6 18" />);
export const RightIcon = icon('RightIcon', <path d="m9 5 7 7-7 7" />);
export const CheckIcon = icon('CheckIcon', <path d="m4.5 12.5 5 5L19.5 7" />);
export const SoundIcon = icon(
  'SoundIcon',
  <path d="M4 9.5h3.5L12 6v12l-4.5-3.5H4zM15.5 9a4.5 4.5 0 0 1 0 6M18 6.5a8 8 0 0 1 0 11" />,
);
export const SearchIcon = icon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </>,
);
export const BagIcon = icon(
  'BagIcon',
  <path d="M5.5 8.5h13l-1 11a1.5 1.5 0 0 1-1.5 1.5H8a1.5 1.5 0 0 1-1.5-1.5zM9 8.5V7a3 3 0 0 1 6 0v1.5" />,
);
