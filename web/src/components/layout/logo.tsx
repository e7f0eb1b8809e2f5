/** The studio mark: a ribbed pumpkin with a curling vine, drawn to read at 28 px. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
      <path d="M24 12c-2-4-1-8 3-9" fill="none" stroke="#3f4a32" strokeWidth="3" strokeLinecap="round" />
      <path d="M27 9c4-3 9-2 11 1" fill="none" stroke="#3f4a32" strokeWidth="2" strokeLinecap="round" />
      <ellipse cx="15" cy="28" rx="11" ry="14" fill="#b8521f" />
      <ellipse cx="33" cy="28" rx="11" ry="14" fill="#b8521f" />
      <ellipse cx="24" cy="28" rx="10" ry="15" fill="#d9692a" />
      <path d="M24 14v28" stroke="#a8401a" strokeWidth="1.4" opacity=".6" />
    </svg>
  );
}
