/** The drawing a card shows when a listing has no photo. */
export function GearPlaceholder({ label }: { label: string }) {
  return gearPlaceholder(label);
}

/** The same drawing, written by a card without a component of its own (gear-card.tsx). */
export function gearPlaceholder(label: string) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 400 300"
      className="size-full bg-gradient-to-b from-sky-100 to-sky-50"
    >
      <path
        d="M60 140 Q200 30 340 140 Q200 95 60 140Z"
        fill="#99f6e4"
        stroke="#0f766e"
        strokeWidth="4"
      />
      <path
        d="M80 135 L190 250 M320 135 L210 250 M140 108 L195 250 M260 108 L205 250"
        stroke="#0f766e"
        strokeWidth="2"
      />
      <rect x="185" y="245" width="30" height="22" rx="6" fill="#0f766e" />
    </svg>
  );
}
