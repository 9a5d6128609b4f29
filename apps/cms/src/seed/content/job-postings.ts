import type { JobContent } from './types'

const benefitsFullTime = `## Benefits

- Medical, dental and vision coverage for full-time team members
- Paid time off and paid holidays
- Retirement plan with company match
- Paid training and certifications relevant to the role
- Uniforms, safety gear and company equipment provided
- Overtime pay during busy seasons`

export const jobs: JobContent[] = [
  {
    slug: 'window-cleaning-technician',
    title: 'Window Cleaning Technician',
    locations: ['dmv', 'tri-cities', 'houston', 'seattle'],
    employmentType: 'full-time',
    pay: { min: 19, max: 26, unit: 'hour', note: 'depending on experience and location' },
    resumeRequired: false,
    summary:
      'Clean windows on homes, storefronts and commercial buildings, from ground level to, with training, high-rise rope access. No experience needed; we train you.',
    bodyMarkdown: `## About the role

Window cleaning technicians are the core of our crews. You will clean glass, frames, screens and tracks for homeowners and businesses, working with a crew lead who will teach you the trade. Technicians who want to can train for lift operation and rope access work on taller buildings, with pay increases for each new skill.

## What you will do

- Clean interior and exterior windows using squeegees, scrubbers and water-fed poles
- Remove, clean and reinstall screens; clean tracks and sills
- Set up and use ladders safely, and follow site safety plans
- Protect customers' floors, furniture and landscaping
- Talk with customers politely and walk the job with them at the end
- Keep equipment and vehicles clean and organized

## What we are looking for

- Reliable, punctual and careful with details
- Comfortable working outdoors in all seasons and working at height
- Able to lift 50 pounds and be on your feet most of the day
- Valid driver's license and a clean driving record
- Experience in window cleaning or a trade is a plus, not a requirement

${benefitsFullTime}`,
  },
  {
    slug: 'pressure-washing-technician',
    title: 'Pressure Washing Technician',
    locations: ['dmv', 'tri-cities', 'houston', 'seattle'],
    employmentType: 'full-time',
    pay: { min: 20, max: 27, unit: 'hour', note: 'depending on experience and location' },
    resumeRequired: false,
    summary:
      'Run pressure washing and soft washing equipment on driveways, siding, storefronts and parking garages. Early starts, good equipment and paid training.',
    bodyMarkdown: `## About the role

Pressure washing technicians clean concrete, siding, roofs, garages and commercial sites using hot-water pressure washers, surface cleaners and soft wash systems. You will learn which method is safe for each surface and how to protect plants, drains and people while you work. Commercial work often starts early in the morning or runs overnight.

## What you will do

- Set up and operate hot-water pressure washers, surface cleaners and soft wash equipment
- Mix and apply cleaning solutions safely, following labels and company procedures
- Protect landscaping, fixtures and storm drains; use water recovery equipment where required
- Set up cones and signs to keep work areas safe
- Do basic maintenance on pumps, hoses and trailers
- Photograph work before and after for customer reports

## What we are looking for

- Experience with pressure washing equipment is helpful; we will train the right person
- Comfortable with early mornings, some nights, and working in heat and cold
- Able to lift 50 pounds and handle hoses and equipment all day
- Valid driver's license; ability to tow a trailer is a plus
- Careful and safety-minded

${benefitsFullTime}`,
  },
  {
    slug: 'holiday-lighting-installer',
    title: 'Holiday Lighting Installer (Seasonal)',
    locations: ['dmv', 'tri-cities', 'houston', 'seattle'],
    employmentType: 'seasonal',
    pay: { min: 19, max: 25, unit: 'hour', note: 'plus an end-of-season completion bonus' },
    resumeRequired: false,
    summary:
      'Install, service and remove holiday lighting displays on homes and commercial properties from late October through mid January.',
    bodyMarkdown: `## About the role

Every fall we hire seasonal installers to help bring holiday displays to life for our residential and commercial customers. You will work on a crew installing lights on rooflines, trees and storefronts, handling service calls during December, and taking everything down in January. Many seasonal installers come back each year, and some join our cleaning crews full time.

## Season dates

- Training: mid to late October
- Installations: late October through early December
- Service calls: through December
- Removal: early to mid January

## What you will do

- Install lights, wreaths and garland following the approved design
- Work safely on ladders and roofs with fall protection
- Test circuits, set timers and troubleshoot strands that go out
- Take down, sort, label and store displays after the season

## What we are looking for

- Comfortable working at height and outdoors in cold, wet weather
- Reliable attendance during a busy, short season
- Able to lift 50 pounds
- Valid driver's license preferred
- Electrical or construction experience is helpful but not required

## Pay and perks

- Hourly pay plus a completion bonus for staying through removal
- Paid training and all safety gear provided
- Priority consideration for full-time roles in spring`,
  },
  {
    slug: 'crew-lead',
    title: 'Crew Lead',
    locations: ['dmv', 'seattle'],
    employmentType: 'full-time',
    pay: { min: 25, max: 32, unit: 'hour', note: 'depending on experience and location' },
    resumeRequired: true,
    summary:
      'Lead a crew of two to four technicians on residential and commercial jobs: plan the day, train new team members, keep everyone safe and make customers happy.',
    bodyMarkdown: `## About the role

Crew leads run our jobs in the field. You will be responsible for your crew's safety, the quality of the work and the customer's experience from arrival to final walk-through. You will also train new technicians, which is one of the most important jobs in the company.

## What you will do

- Review the day's jobs and scopes, load equipment and route the crew
- Walk each job with the customer, confirm the scope and point out pre-existing conditions
- Set up work areas safely and enforce safety procedures, including work at height
- Do hands-on window cleaning, pressure washing and soft washing alongside your crew
- Train and coach new technicians and give feedback to managers
- Complete job notes and photo reports, and collect payment where required
- Handle small issues on site and escalate larger ones to your manager

## What we are looking for

- At least two years of experience in exterior cleaning, construction or a related trade
- Experience leading or training others
- Strong safety habits and comfort working at height; lift or rope access experience is a plus
- Clear, friendly communication with customers
- Valid driver's license and a clean driving record

${benefitsFullTime}

## Growth

Crew leads who want to grow further can move into operations manager, commercial estimator or high-rise supervisor roles.`,
  },
  {
    slug: 'customer-success-coordinator',
    title: 'Customer Success Coordinator',
    locations: ['tri-cities'],
    employmentType: 'full-time',
    pay: { min: 20, max: 25, unit: 'hour' },
    resumeRequired: true,
    summary:
      'Be the voice of Clearview on the phone and email: answer questions, book estimates, schedule crews and look after protection plan members. Based in our Kennewick office.',
    bodyMarkdown: `## About the role

Our customer success coordinators keep everything running between the first phone call and the finished job. You will talk with homeowners and property managers across all four of our locations, book estimates and jobs, keep crews' schedules full and sensible, and make sure customers know what to expect. This role is based in our Kennewick office.

## What you will do

- Answer calls, emails and website requests, and respond to new estimate requests quickly
- Schedule estimates, jobs and protection plan visits, balancing crew routes and weather
- Call customers ahead of appointments and let them know about weather delays
- Set up and manage seasonal protection plans, including billing questions
- Follow up after jobs, handle re-clean requests and pass feedback to crews
- Keep customer records accurate and up to date

## What we are looking for

- At least one year of experience in customer service, scheduling or an office role
- Clear, warm communication by phone and in writing
- Organized and calm when the schedule changes quickly, which it will
- Comfortable learning scheduling and customer management software
- Experience in a home services business is a plus

${benefitsFullTime}`,
  },
]
