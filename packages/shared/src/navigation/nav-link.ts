export interface NavLink {
  readonly label: string
  readonly href: string
  readonly children?: readonly NavLink[]
  /** The menu's link to the entry's own page, above its children (e.g. "All locations"). */
  readonly overviewLabel?: string
}

/** An entry shown as text only (the footer's Services column). */
export interface NavText {
  readonly label: string
}
