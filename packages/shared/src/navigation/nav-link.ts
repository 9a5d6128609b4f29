export interface NavLink {
  readonly label: string
  readonly href: string
  readonly children?: readonly NavLink[]
}

/** An entry shown as text only (the footer's Services column). */
export interface NavText {
  readonly label: string
}
