import { useId, useMemo, useState } from 'react'

export interface AutocompleteOption {
  value: string
  label: string
  detail?: string
}

/**
 * A combobox that filters its options as you type (WAI-ARIA combobox with a listbox popup): arrow
 * keys move, Enter picks, Escape closes. Matches anywhere in the label, case-insensitively.
 */
export function Autocomplete({
  label,
  options,
  onSelect,
  placeholder,
}: {
  label: string
  options: AutocompleteOption[]
  onSelect: (option: AutocompleteOption) => void
  placeholder?: string
}) {
  const id = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase()
    return (needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options).slice(0, 8)
  }, [options, query])
  const choose = (option: AutocompleteOption) => {
    setQuery(option.label)
    setOpen(false)
    onSelect(option)
  }
  const listId = `${id}-list`
  return (
    <div className="relative max-w-md">
      <label htmlFor={`${id}-input`} className="block font-medium text-slate-900">
        {label}
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={open && matches.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        value={query}
        placeholder={placeholder}
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
          setActive(0)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 100)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setOpen(true)
            setActive((current) => Math.min(current + 1, matches.length - 1))
          } else if (event.key === 'ArrowUp') {
            event.preventDefault()
            setActive((current) => Math.max(current - 1, 0))
          } else if (event.key === 'Enter' && open && matches[active]) {
            event.preventDefault()
            choose(matches[active])
          } else if (event.key === 'Escape') {
            setOpen(false)
          }
        }}
        className="mt-2 w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
      />
      {open && matches.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          {matches.map((option, index) => (
            <li
              key={option.value}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault()
                choose(option)
              }}
              onMouseEnter={() => setActive(index)}
              className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-100 text-brand-900' : 'text-slate-800'}`}
            >
              <span className="block font-medium">{option.label}</span>
              {option.detail && <span className="block text-sm text-slate-600">{option.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
