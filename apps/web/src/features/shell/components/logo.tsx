/** The company mark: a squeegee-bright window in brand purple. */
export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={className}>
      <rect width="40" height="40" rx="9" className="fill-brand-700" />
      <rect x="9" y="9" width="22" height="22" rx="3" fill="none" stroke="white" strokeWidth="2.5" />
      <path d="M20 9v22M9 20h22" stroke="white" strokeWidth="2" />
      <path d="M12 16l4-4M24 28l4-4" stroke="#c4b5fd" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
