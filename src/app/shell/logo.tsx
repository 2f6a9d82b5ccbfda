/** The Merapi Toyota wordmark (invented; a volcano mark, no Toyota emblem). */
import { BRAND } from '../../../domain/brand';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const text = inverted ? '#ffffff' : '#1f2329';
  return (
    <svg width="168" height="36" viewBox="0 0 168 36" role="img" aria-label={BRAND.name}>
      <rect width="36" height="36" rx="8" fill="#EB0A1E" />
      <path d="M5 28 L15 12 L18.5 16.5 L21 13 L31 28 Z" fill="#fff" />
      <path d="M15 12 L18.5 16.5 L21 13 L19.5 10.5 L17 10 Z" fill="#ffd2d6" />
      <path d="M18 8.5 q1-2.5 3-3 M16.5 7.5 q-0.5-2 1-3.5" stroke="#fff" strokeWidth="1.4" fill="none" strokeLinecap="round" />
      <text x="44" y="19" fontFamily="system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif" fontSize="19" fontWeight="800" letterSpacing="1.5" fill={text}>
        MERAPI
      </text>
      <text x="45" y="32" fontFamily="system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif" fontSize="10" fontWeight="600" letterSpacing="4.2" fill="#EB0A1E">
        TOYOTA
      </text>
    </svg>
  );
}
