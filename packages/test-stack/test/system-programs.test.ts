import { afterEach, describe, expect, it } from 'vitest'
import { systemProgram } from '../src/system-programs.mjs'

const saved = process.env.NGINX_PATH
afterEach(() => {
  if (saved === undefined) delete process.env.NGINX_PATH
  else process.env.NGINX_PATH = saved
})

describe('systemProgram', () => {
  it('answers the path its environment variable names when a program is there', () => {
    process.env.NGINX_PATH = process.execPath
    expect(systemProgram('nginx')).toBe(process.execPath)
  })

  it('stops with one line that names the program, its path and the command that installs it', () => {
    process.env.NGINX_PATH = '/nowhere/nginx'
    expect(() => systemProgram('nginx')).toThrow(
      /^nginx is not installed at \/nowhere\/nginx \(.+\): run `apt-get install -y nginx`, or set NGINX_PATH to its path$/,
    )
  })
})
