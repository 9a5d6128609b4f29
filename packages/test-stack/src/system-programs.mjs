// The programs from Debian's packages that the tests run, listed once in ../system-programs.json:
// .ci/run installs the missing ones from the same list, and a test that needs one asks for it here,
// so a machine without it stops at once with the command that installs it.
import { accessSync, constants, readFileSync } from 'node:fs'

const programs = JSON.parse(readFileSync(new URL('../system-programs.json', import.meta.url), 'utf8'))

export function systemProgram(name) {
  const program = programs[name]
  if (!program) throw new Error(`${name} is not one of the system programs in system-programs.json`)
  const path = process.env[program.env] || program.path
  try {
    accessSync(path, constants.X_OK)
  } catch {
    throw new Error(
      `${name} is not installed at ${path} (${program.usedBy}): run \`apt-get install -y ${program.debianPackage}\`, or set ${program.env} to its path`,
    )
  }
  return path
}
