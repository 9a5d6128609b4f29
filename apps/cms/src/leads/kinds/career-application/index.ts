import { ValidationError, type PayloadRequest } from 'payload'
import { BODY_LIMITS, problem, ProblemError } from '@ecs/shared/http'
import { careerApplicationFacts } from '@ecs/shared/leads'
import {
  AVAILABILITY_LABELS,
  careerApplicationSchema,
  RESUME_MAX_BYTES,
  type CareerApplication,
  type Language,
  wholeName,
} from '@ecs/shared/schemas'
import { fieldProblem } from '../../../utilities/field-problem'
import { fetchBodySource, readMultipartBody } from '../../../utilities/read-body'
import { humanize } from '../kind-document'
import { labelOf } from '../email-facts'
import { SAMPLE_CONTACT, visitorAnswers, type LeadFiles, type LeadKindModule } from '../lead-kind'
import { resumeFileName, sniffResumeType, type ResumeMimeType } from './resume-file'

/**
 * The request is multipart: `application` (the form's JSON, checked with careerApplicationSchema) and,
 * when the applicant attached one, `resume` (PDF or Word, by its bytes, at most 5 MB). Whether the role
 * asks for a résumé is the role's to say (`roleFacts`), checked when the application is stored.
 */
async function readApplication(req: PayloadRequest): Promise<{ body: unknown; files: LeadFiles }> {
  const form = await readMultipartBody(fetchBodySource(req), BODY_LIMITS.careerApplication)
  const application = form.get('application')
  let body: unknown
  try {
    body = JSON.parse(typeof application === 'string' ? application : '')
  } catch {
    throw new ProblemError(problem(400, 'The application part must be the form as JSON.'))
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ProblemError(problem(400, 'The application part must be a JSON object.'))
  const resume = form.get('resume')
  // A form's empty file input is sent as a nameless, empty part: no résumé.
  if (!(resume instanceof File) || (resume.size === 0 && resume.name === '')) return { body, files: {} }
  if (resume.size === 0) throw fieldProblem('resume', 'The resume file is empty.')
  if (resume.size > RESUME_MAX_BYTES) throw fieldProblem('resume', 'Please upload a resume smaller than 5 MB.')
  const data = Buffer.from(await resume.arrayBuffer())
  const mimetype = sniffResumeType(data)
  if (!mimetype) throw fieldProblem('resume', 'Please upload your resume as a PDF or Word document.')
  return { body, files: { resume: { data, mimetype } } }
}

/**
 * Stores the checked résumé in the submission's transaction; its id goes on the application. Without
 * one, the application is refused when its role asks for a résumé (an unknown role does).
 */
async function storeResume(req: PayloadRequest, lead: CareerApplication, files: LeadFiles): Promise<number | null> {
  if (!files.resume) {
    if ((await roleFacts(req, lead.role))?.resumeRequired === false) return null
    throw fieldProblem('resume', 'Please attach your resume.')
  }
  const { data, mimetype } = files.resume
  const stored = await req.payload
    .create({
      collection: 'resumes',
      data: { uploadedAt: new Date().toISOString() },
      file: {
        data,
        mimetype,
        name: resumeFileName(mimetype as ResumeMimeType, lead.idempotencyKey.replaceAll('-', '').slice(0, 12)),
        size: data.byteLength,
      },
      overrideAccess: true,
      req,
    })
    .catch((error: unknown) => {
      // Payload checks uploads too (e.g. a PDF's structure): its refusal is the visitor's to fix.
      if (error instanceof ValidationError)
        throw fieldProblem('resume', 'Please upload your resume as a PDF or Word document that opens.')
      throw error
    })
  return stored.id
}

/** The open role the applicant chose: its title as the careers page shows it, and whether it asks for a résumé. */
async function roleFacts(
  req: PayloadRequest,
  role: unknown,
): Promise<{ title: string; resumeRequired: boolean } | null> {
  if (typeof role !== 'string') return null
  const { docs } = await req.payload.find({
    collection: 'jobs',
    where: { slug: { equals: role } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const job = docs[0]
  return job ? { title: job.title, resumeRequired: job.resumeRequired !== false } : null
}

/** What the applicant's confirmation calls what they sent, in each language. */
const CONFIRMATION_WORDS: Record<
  Language,
  { heading: string; role: string; availability: string; experience: string }
> = {
  en: {
    heading: 'We received your application.',
    role: 'Role',
    availability: 'Availability',
    experience: 'Years of experience',
  },
  es: {
    heading: 'Recibimos su solicitud de empleo.',
    role: 'Puesto',
    availability: 'Disponibilidad',
    experience: 'Años de experiencia',
  },
}

export const careerApplicationKind = {
  facts: careerApplicationFacts,
  intake: {
    event: 'application.received',
    schema: careerApplicationSchema,
    readRequest: readApplication,
    toDocument: async (lead, req, files) => ({
      ...visitorAnswers(lead),
      resume: await storeResume(req, lead, files),
      summary: `${wholeName(lead.contact)} - ${lead.role}`,
    }),
    toEventData: visitorAnswers,
    customerEmail: (lead) => lead.contact.email,
  },
  desk: {
    asked: (doc) => `${humanize(String(doc.role ?? ''))}, ${String(doc.availability ?? '')}`,
  },
  emails: {
    wordsGroup: 'careerApplication',
    sample: {
      id: 0,
      contact: SAMPLE_CONTACT,
      role: 'window-cleaning-technician',
      availability: 'full-time',
      experienceYears: 2,
      message: "Two years on ladders, and a driver's license.",
    },
    words: {
      staffSubject: 'New job application: {name} {reference}',
      customer: {
        subject: 'Your application {reference}',
        greeting: 'Hi {firstName},',
        closing: 'Thank you for your interest in joining our crews.',
      },
    },
    lookUp: async (req, lead) => ({ asked: (await roleFacts(req, lead.role))?.title ?? null }),
    confirmation: ({ lead, desk, lookedUp, language }) => {
      const words = CONFIRMATION_WORDS[language]
      return {
        heading: words.heading,
        rows: [
          [words.role, lookedUp?.asked ?? desk.asked],
          [words.availability, labelOf(AVAILABILITY_LABELS, lead.availability)],
          [words.experience, typeof lead.experienceYears === 'number' ? String(lead.experienceYears) : undefined],
        ],
      }
    },
    askedLabel: 'Asked for',
    message: (lead) => lead.message,
  },
} satisfies LeadKindModule<CareerApplication>
