import { brandMarkTexts as texts } from '../texts';
// The default product mark (a location pin on a rounded square), used when the host has no logo.

export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={texts.defaultName}>
      <rect width="32" height="32" rx="7" fill="#1668dc" />
      <path d="M16 6a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z" fill="#fff" />
    </svg>
  );
}
