// An SMTP server of a test's own: the CMS under test sends its email here (SMTP_URL), and the test reads
// what arrived. Real SMTP on a real port, so the CMS's transport, envelope and MIME are what is tested.
import { SMTPServer } from 'smtp-server'

/** Quoted-printable undone (soft line breaks, `=XX` bytes), read as UTF-8: what a reader of the mail sees. */
export function readableText(raw) {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

class ReceivedMail {
  constructor(to, bytes) {
    this.to = to
    this.raw = bytes.toString('utf8')
    this.#latin1 = bytes.toString('latin1')
  }
  #latin1
  /** The message's body and headers as a person reads them (decoded only when a test asks). */
  get text() {
    return readableText(this.#latin1)
  }
  get messageId() {
    return /^Message-ID:\s*(\S+)/im.exec(this.raw)?.[1]
  }
}

/** Starts an SMTP server on a free loopback port that keeps every message it is given, in order. */
export async function startSmtpInbox() {
  const mails = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push(
          new ReceivedMail(
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
            Buffer.concat(chunks),
          ),
        )
        callback()
      })
    },
  })
  // A sender killed mid-message (a replica stopped by a test) resets its connection: not the test's failure.
  server.on('error', () => undefined)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address()
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The messages addressed to one recipient. */
    to: (address) => mails.filter((mail) => mail.to.includes(address)),
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
