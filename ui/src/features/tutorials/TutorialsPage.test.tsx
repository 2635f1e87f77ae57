import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../../app/router'
import { renderWithProviders } from '../../test/renderWithProviders'
import { json, pending, requestsTo, stubApi, type Responder } from '../../test/stubApi'
import { statuses } from '../../test/subscriptions'
import { sampleUser } from '../../test/users'
import { guides } from './guides'
import TutorialsPage from './TutorialsPage'
import type { TutorialVideo } from './types'

const video = (id: string, title: string, category: TutorialVideo['category'], vimeo = ''): TutorialVideo => ({
  id,
  title,
  description: `What ${title} is about.`,
  duration: vimeo === '' ? '' : '4:30',
  vimeoId: vimeo,
  vimeoHash: vimeo === '' ? '' : '8272103f6e',
  category,
})

const sixVideos: TutorialVideo[] = [
  video('voice-recording', 'Voice Recording', 'basics', '76979871'),
  video('own-templates', 'Adding Your Own Templates', 'basics', '76979872'),
  video('format-external-transcript', 'Formatting Only for External Transcripts', 'tips'),
  video('translation-languages', 'Languages for Translation (Experimental)', 'advanced'),
  video('german-grammar', 'German Grammar Auto-Correction', 'tips'),
  video('custom-ai-prompts', 'Custom AI Prompts', 'advanced'),
]

// The sign-in page as the banner leads there: with its query.
function SignInStub() {
  return <p>{`sign-in page${useLocation().search}`}</p>
}

function renderPage({ signedIn = false, videos = sixVideos, contact }: { signedIn?: boolean; videos?: TutorialVideo[]; contact?: Responder } = {}) {
  const fetchMock = stubApi({
    '/api/tutorials': () => json(200, videos),
    ...(signedIn ? { '/api/auth/user': () => json(200, sampleUser()), '/api/subscription/status': () => json(200, statuses.trial) } : {}),
    ...(contact ? { '/api/contact': contact } : {}),
  })
  renderWithProviders(
    <Routes>
      <Route path="/tutorials" element={<TutorialsPage />} />
      <Route path="/" element={<p>home page</p>} />
      <Route path="/login" element={<SignInStub />} />
    </Routes>,
    { path: '/tutorials' },
  )
  return fetchMock
}

const cards = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
const card = (title: string) => within(screen.getByRole('heading', { level: 3, name: title }).closest('.ant-card') as HTMLElement)

async function fillQuestion(question = 'How do I add my own template?') {
  await userEvent.type(screen.getByLabelText('Name'), 'Anna Weber')
  await userEvent.type(screen.getByLabelText('Email'), 'anna.weber@praxis.de')
  await userEvent.type(screen.getByLabelText('Your question'), question)
}

describe('TutorialsPage videos', () => {
  it('shows the six videos with their category, description and duration, and no player', async () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Tutorials' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 3, name: 'Voice Recording' })).toBeInTheDocument()
    expect(cards()).toEqual(sixVideos.map((v) => v.title))
    const voice = card('Voice Recording')
    expect(voice.getByText('Basics')).toBeInTheDocument()
    expect(voice.getByText('What Voice Recording is about.')).toBeInTheDocument()
    expect(voice.getByLabelText('Duration 4:30')).toBeInTheDocument()
    expect(card('Custom AI Prompts').getByText('Advanced')).toBeInTheDocument()
    expect(card('German Grammar Auto-Correction').getByText('Tips')).toBeInTheDocument()
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('creates the Vimeo player only for the video that is opened', async () => {
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Play Voice Recording' }))
    const players = document.querySelectorAll('iframe')
    expect(players).toHaveLength(1)
    const player = card('Voice Recording').getByTitle('Voice Recording (video)')
    expect(player).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1&autoplay=1')
    expect(player).toHaveAttribute('allow', 'autoplay; fullscreen; picture-in-picture')

    await userEvent.click(screen.getByRole('button', { name: 'Play Adding Your Own Templates' }))
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
    expect(card('Adding Your Own Templates').getByTitle('Adding Your Own Templates (video)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Play Voice Recording' })).toBeInTheDocument()
  })

  it('opens the guide from the cover of a topic without a video, and offers no player for it', async () => {
    renderPage()
    const custom = card((await screen.findByRole('heading', { level: 3, name: 'Custom AI Prompts' })).textContent)
    expect(custom.queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Open the guide: / })).toHaveLength(4)
    expect(screen.queryByText('The tutorial videos are not available yet')).not.toBeInTheDocument()

    const promptSteps = guides['custom-ai-prompts'] ?? []
    await userEvent.click(custom.getByRole('button', { name: 'Open the guide: Custom AI Prompts' }))
    const guide = within(await screen.findByRole('dialog', { name: 'Custom AI Prompts' }))
    const steps = guide.getAllByRole('listitem')
    expect(steps).toHaveLength(promptSteps.length)
    const first = within(steps[0] as HTMLElement)
    expect(first.getByRole('heading', { level: 3, name: 'Open AI Prompts' })).toBeInTheDocument()
    expect(first.getByRole('img')).toHaveAttribute('src', '/tutorials/prompts-1-tab.png')
    expect(first.getByRole('img')).toHaveAccessibleName(promptSteps[0]?.alt ?? '')
  })

  it('offers the guide beside the video of a topic that has both', async () => {
    renderPage()
    const voice = card((await screen.findByRole('heading', { level: 3, name: 'Voice Recording' })).textContent)
    expect(voice.getByRole('button', { name: 'Play Voice Recording' })).toBeInTheDocument()
    await userEvent.click(voice.getByRole('button', { name: `Step-by-step guide (${String(guides['voice-recording']?.length)} steps)` }))
    const guide = within(await screen.findByRole('dialog', { name: 'Voice Recording' }))
    expect(guide.getByRole('heading', { level: 3, name: 'Record, pause and resume' })).toBeInTheDocument()
  })

  it('says so when no video is on Vimeo yet, and every topic opens its guide', async () => {
    renderPage({ videos: sixVideos.map((v) => ({ ...v, vimeoId: '', vimeoHash: '' })) })
    expect(await screen.findByText('The tutorial videos are not available yet')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Open the guide: / })).toHaveLength(6)
    expect(screen.queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument()
  })

  it('shows a topic an operator added without a guide as not available yet', async () => {
    renderPage({ videos: [video('reading-room', 'Reading Room Set-up', 'tips')] })
    const topic = card((await screen.findByRole('heading', { level: 3, name: 'Reading Room Set-up' })).textContent)
    expect(topic.getByText('This video is not available yet.')).toBeInTheDocument()
    expect(topic.queryByRole('button')).not.toBeInTheDocument()
  })

  it('filters the videos by category', async () => {
    renderPage()
    await screen.findByRole('heading', { level: 3, name: 'Voice Recording' })
    await userEvent.click(screen.getByRole('radio', { name: 'Advanced' }))
    expect(cards()).toEqual(['Languages for Translation (Experimental)', 'Custom AI Prompts'])
    await userEvent.click(screen.getByRole('radio', { name: 'Tips' }))
    expect(cards()).toEqual(['Formatting Only for External Transcripts', 'German Grammar Auto-Correction'])
    await userEvent.click(screen.getByRole('radio', { name: 'All' }))
    expect(cards()).toHaveLength(6)
  })

  it('says so when the videos cannot be loaded', async () => {
    stubApi({ '/api/tutorials': () => json(500, { message: 'Something went wrong on our side. Please try again.' }) })
    renderWithProviders(<TutorialsPage />, { path: '/tutorials' })
    expect(await screen.findByText('The tutorials could not be loaded. Please try again later.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit Question' })).toBeInTheDocument()
  })

  it('leads back home', async () => {
    renderPage()
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }))
    expect(screen.getByText('home page')).toBeInTheDocument()
  })
})

describe('TutorialsPage banner', () => {
  it('invites visitors to sign in or start the trial', async () => {
    renderPage()
    const banner = within(await screen.findByRole('region', { name: 'Try RadScribe' }))
    expect(banner.getByText('Sign in to use RadScribe, or start your 7-day free trial. No credit card required, cancel anytime.')).toBeInTheDocument()
    expect(banner.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    await userEvent.click(banner.getByRole('button', { name: 'Start 7-Day Free Trial' }))
    expect(screen.getByText('sign-in page?signup')).toBeInTheDocument()
  })

  it('is not shown to signed-in users', async () => {
    renderPage({ signedIn: true })
    expect(await screen.findByRole('heading', { level: 3, name: 'Voice Recording' })).toBeInTheDocument()
    expect(await screen.findByDisplayValue('ada@example.com')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Try RadScribe' })).not.toBeInTheDocument()
  })
})

describe('TutorialsPage question form', () => {
  it('promises a reply within 24 hours and asks for an email-type address', () => {
    renderPage()
    expect(screen.getByText(/Our support team replies to every question within 24 hours\./)).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
  })

  it('requires the name, a valid email and the question', async () => {
    const fetchMock = renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Submit Question' }))
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument()
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument()
    expect(screen.getByText('Please enter your question')).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('Email'), 'anna@praxis')
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Name'), '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Question' }))
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument()
    expect(requestsTo(fetchMock, '/api/contact')).toHaveLength(0)
  })

  it('sends the question with the fixed subject and says it was submitted', async () => {
    const fetchMock = renderPage({ contact: () => json(200, { message: "Thank you! We'll get back to you soon." }) })
    await fillQuestion('  How do I add my own template?  ')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Question' }))
    expect(await screen.findByText('Question Submitted')).toBeInTheDocument()
    expect(screen.getByText("Thank you! We'll get back to you soon.")).toBeInTheDocument()
    const [request] = requestsTo(fetchMock, '/api/contact')
    expect(request?.method).toBe('POST')
    expect(await request?.json()).toEqual({
      name: 'Anna Weber',
      email: 'anna.weber@praxis.de',
      subject: 'FAQ question from the tutorials page',
      message: 'How do I add my own template?',
    })
    expect(screen.getByLabelText('Your question')).toHaveValue('')
    expect(screen.getByLabelText('Email')).toHaveValue('anna.weber@praxis.de')
  })

  it('fills in the name and address of a signed-in user', async () => {
    const fetchMock = renderPage({ signedIn: true, contact: () => json(200, { message: "Thank you! We'll get back to you soon." }) })
    expect(await screen.findByDisplayValue('Ada Lovelace')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Your question'), 'Where are my templates?')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Question' }))
    expect(await screen.findByText('Question Submitted')).toBeInTheDocument()
    expect(await requestsTo(fetchMock, '/api/contact')[0]?.json()).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' })
  })

  it('shows the fallback when the server fails', async () => {
    renderPage({ contact: () => json(500, { message: 'Something went wrong on our side. Please try again.' }) })
    await fillQuestion()
    await userEvent.click(screen.getByRole('button', { name: 'Submit Question' }))
    expect(await screen.findByText('Failed to submit your question. Please try again.')).toBeInTheDocument()
    expect(screen.getByLabelText('Your question')).toHaveValue('How do I add my own template?')
  })

  it("shows the server's reason for a refused question", async () => {
    renderPage({ contact: () => json(429, { message: 'You have sent several messages in a short time. Please try again later.' }) })
    await fillQuestion()
    await userEvent.click(screen.getByRole('button', { name: 'Submit Question' }))
    expect(await screen.findByText('You have sent several messages in a short time. Please try again later.')).toBeInTheDocument()
  })

  it('sends once while a question is on its way', async () => {
    const fetchMock = renderPage({ contact: pending })
    await fillQuestion()
    await userEvent.click(screen.getByRole('button', { name: 'Submit Question' }))
    await userEvent.click(screen.getByRole('button', { name: /Submit Question/ }))
    expect(requestsTo(fetchMock, '/api/contact')).toHaveLength(1)
  })
})

describe('the /tutorials route', () => {
  it('is open to a signed-in user without a subscription', async () => {
    stubApi({
      '/api/auth/user': () => json(200, sampleUser()),
      '/api/subscription/status': () => json(200, statuses.none),
      '/api/tutorials': () => json(200, sixVideos),
    })
    renderWithProviders(<AppRoutes />, { path: '/tutorials' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutorials' }, { timeout: 5000 })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 3, name: 'Voice Recording' })).toBeInTheDocument()
  })
})
