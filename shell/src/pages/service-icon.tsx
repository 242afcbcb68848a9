/** Small drawn illustrations (no downloaded images). */
export function ServiceIcon({ id, color }: { id: string; color: string }) {
  return (
    <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
      <circle cx="32" cy="32" r="30" fill={color} opacity="0.15" />
      {id === 'sounds-and-lights' ? (
        <g fill={color}>
          <rect x="18" y="22" width="12" height="22" rx="2" />
          <circle cx="24" cy="28" r="3" fill="#fff" />
          <circle cx="24" cy="38" r="4" fill="#fff" />
          <path d="M36 24 L48 18 L48 48 L36 42 Z" />
        </g>
      ) : id === 'photo-and-video' ? (
        <g fill={color}>
          <rect x="14" y="22" width="36" height="24" rx="4" />
          <rect x="24" y="18" width="12" height="6" rx="2" />
          <circle cx="32" cy="34" r="7" fill="#fff" />
          <circle cx="32" cy="34" r="4" />
        </g>
      ) : id === 'items-customization' ? (
        <g fill={color}>
          <rect x="18" y="20" width="22" height="26" rx="3" />
          <path d="M40 25 h5 a5 5 0 0 1 0 14 h-5 v-4 h5 a1 1 0 0 0 0 -6 h-5 Z" />
          <path d="M23 31 h12 M23 36 h8" stroke="#fff" strokeWidth="2" />
        </g>
      ) : (
        <g fill={color}>
          <rect x="16" y="24" width="24" height="18" rx="2" />
          <path d="M40 29 h7 l5 6 v7 h-12 Z" />
          <circle cx="23" cy="44" r="4" />
          <circle cx="45" cy="44" r="4" />
        </g>
      )}
    </svg>
  );
}
