import { BODY_LIMITS, problem, ProblemError } from '@ecs/shared/http'
import { ValidationError, type Endpoint, type PayloadHandler } from 'payload'
import { RESUME_MAX_BYTES } from '@ecs/shared/schemas'
import { careerApplicationKind, communitySignupKind, estimateKind, planSignupKind, reviewKind } from '../../leads/kinds'
import { resumeFileName, sniffResumeType } from '../../leads/resume-file'
import { fieldProblem, submitLead, type LeadKind, type LeadMeta } from '../../leads/submit-lead'
import { answeringProblems } from '../../utilities/json-response'
import { fetchBodySource, readJsonBody, readMultipartBody } from '../../utilities/read-body'

function jsonLeadHandler<Lead extends LeadMeta>(kind: LeadKind<Lead>): PayloadHandler {
  return answeringProblems(async (req) =>
    submitLead(req, kind, await readJsonBody(fetchBodySource(req), BODY_LIMITS.leadJson)),
  )
}

/**
 * POST /api/leads/career-application, multipart: `application` (the form's JSON, checked with
 * careerApplicationSchema) and `resume` (PDF or Word, by its bytes, at most 5 MB).
 */
const careerApplicationHandler: PayloadHandler = answeringProblems(async (req) => {
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
  if (!(resume instanceof File) || resume.size === 0) throw fieldProblem('resume', 'Please attach your resume.')
  if (resume.size > RESUME_MAX_BYTES) throw fieldProblem('resume', 'Please upload a resume smaller than 5 MB.')
  const bytes = Buffer.from(await resume.arrayBuffer())
  const type = sniffResumeType(bytes)
  if (!type) throw fieldProblem('resume', 'Please upload your resume as a PDF or Word document.')
  const key = (body as { idempotencyKey?: unknown }).idempotencyKey
  const kind = careerApplicationKind(async (transactionReq) => {
    const stored = await transactionReq.payload
      .create({
        collection: 'resumes',
        data: { uploadedAt: new Date().toISOString() },
        file: {
          data: bytes,
          mimetype: type,
          name: resumeFileName(type, String(key).replaceAll('-', '').slice(0, 12)),
          size: bytes.byteLength,
        },
        overrideAccess: true,
        req: transactionReq,
      })
      .catch((error: unknown) => {
        // Payload checks uploads too (e.g. a PDF's structure): its refusal is the visitor's to fix.
        if (error instanceof ValidationError)
          throw fieldProblem('resume', 'Please upload your resume as a PDF or Word document that opens.')
        throw error
      })
    return stored.id
  })
  return submitLead(req, kind, body)
})

/**
 * The public's one way to submit: validated, idempotent, bot-filtered lead endpoints (see
 * docs/decisions/003-lead-endpoints.md). Payload serves them under /api.
 */
export const leadEndpoints: Endpoint[] = [
  { path: '/leads/estimate', method: 'post', handler: jsonLeadHandler(estimateKind) },
  { path: '/leads/plan-signup', method: 'post', handler: jsonLeadHandler(planSignupKind) },
  { path: '/leads/community-signup', method: 'post', handler: jsonLeadHandler(communitySignupKind) },
  { path: '/leads/review', method: 'post', handler: jsonLeadHandler(reviewKind) },
  { path: '/leads/career-application', method: 'post', handler: careerApplicationHandler },
]
