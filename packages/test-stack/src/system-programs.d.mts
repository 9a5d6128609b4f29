import type programs from '../system-programs.json'

/** The path of a program the tests run (its environment variable, else Debian's path); throws one line naming the install command when it is missing. */
export function systemProgram(name: keyof typeof programs): string
