/** Bound values of one statement; `add` answers the placeholder to write in the SQL. */
export class SqlValues {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}
