import { Typography } from 'antd'
import { Link } from 'react-router'
import { LegalArticle, LegalContact, LegalSection } from './LegalArticle'
import { useOperator } from './useOperator'

const { Paragraph, Text } = Typography

export default function PrivacyPage() {
  const operator = useOperator()
  return (
    <LegalArticle title="Privacy Policy">
      <Paragraph>
        This Privacy Policy explains which personal data {operator.name} (&quot;we&quot;,
        &quot;us&quot;) processes when you visit the RadScribe website or use the RadScribe service,
        why we process it, how long we keep it and which rights you have. We are the controller
        responsible for this processing.
      </Paragraph>

      <LegalSection title="What we do not keep">
        <Paragraph>
          RadScribe is built so that the content of your reports is never stored on our servers:
        </Paragraph>
        <Paragraph>
          <ul>
            <li>
              <Text strong>Audio.</Text> Your dictation is processed in memory to produce a transcript
              and is never written to disk or to a database.
            </li>
            <li>
              <Text strong>Report text.</Text> The report in the editor lives in your browser only.
              When you format a transcript, fill a template or generate a report, the text is sent to
              the server, processed and returned, and not kept.
            </li>
            <li>
              <Text strong>Session transcripts.</Text> The transcripts of your current dictation
              session are kept only while you work with them. They are deleted when you start a New
              Report, and in any case after 24 hours.
            </li>
            <li>
              <Text strong>Logs and usage records.</Text> Server logs and usage records never contain
              transcript or report text.
            </li>
          </ul>
        </Paragraph>
        <Paragraph>
          You must never enter data that identifies a patient (see our{' '}
          <Link to="/disclaimer">Disclaimer</Link>), so the service should receive no data about
          patients at all.
        </Paragraph>
      </LegalSection>

      <LegalSection title="What we store">
        <Paragraph>
          <Text strong>Your account:</Text>
        </Paragraph>
        <Paragraph>
          <ul>
            <li>your first and last name and your e-mail address;</li>
            <li>
              your password, stored only as a one-way hash, if you sign in with e-mail; if you sign in
              with Google, the account identifier, name, e-mail address and profile picture Google
              shares with us;
            </li>
            <li>your preferred language and workflow preferences;</li>
            <li>
              the templates, vocabulary corrections and custom prompts you create, including saved
              prompt versions;
            </li>
            <li>
              feedback you give on reports (rating, category and optional comment), without the report
              text;
            </li>
            <li>
              your subscription status, plan and trial dates, and the customer and subscription
              references of our payment provider; we never receive or store card numbers;
            </li>
            <li>messages you send us, for example through the question form on the Tutorials page.</li>
          </ul>
        </Paragraph>
        <Paragraph>
          <Text strong>Usage data:</Text> which functions you use and how often, the number and
          duration of API calls and whether they succeeded, the number and length of recordings, and
          the time of your last activity. We use it to run and size the service, to find faults, to
          prevent abuse and to answer support requests.
        </Paragraph>
        <Paragraph>
          <Text strong>Technical data:</Text> IP address, browser type and the time of requests, which
          our servers log to keep the service secure and working.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Why we process it">
        <Paragraph>
          <ul>
            <li>
              to provide the service and your account, and to send you sign-in codes, password reset
              links and service notices, as required by our contract with you (the{' '}
              <Link to="/terms">Terms of Service</Link>);
            </li>
            <li>to bill your subscription and meet our tax and accounting obligations;</li>
            <li>
              to keep the service secure, prevent abuse, fix faults and improve the service from
              feedback and aggregated usage, which are our legitimate interests;
            </li>
            <li>
              to send you product news by e-mail, only where this feature is enabled and you have not
              objected; every such e-mail contains a link to unsubscribe.
            </li>
          </ul>
        </Paragraph>
      </LegalSection>

      <LegalSection title="Service providers">
        <Paragraph>
          We use the following providers. They process data on our behalf and only as needed for their
          task:
        </Paragraph>
        <Paragraph>
          <ul>
            <li>
              <Text strong>Stripe</Text> processes card payments and subscription billing. You enter
              your payment details on Stripe&apos;s checkout pages; we receive only the status of your
              subscription and payments.
            </li>
            <li>
              <Text strong>Speech recognition and language model providers</Text>, where the operator
              has configured them, receive dictation audio or transcript text solely to return a
              transcript or report text, and do not keep it for us. Without such a provider the
              processing takes place on our own servers.
            </li>
            <li>
              <Text strong>An e-mail delivery provider</Text> sends sign-in codes, password reset links
              and service messages.
            </li>
            <li>
              <Text strong>Brevo</Text> receives your name, e-mail address and subscription status to
              send product news, only if e-mail marketing is enabled.
            </li>
            <li>
              <Text strong>Google</Text> authenticates you if you choose to sign in with Google;
              Google&apos;s own privacy policy applies to your Google account.
            </li>
            <li>
              <Text strong>Our hosting provider</Text> runs the servers and stores the database.
            </li>
          </ul>
        </Paragraph>
        <Paragraph>
          Where a provider processes data outside your country, we rely on appropriate safeguards
          such as standard contractual clauses.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Cookies and local storage">
        <Paragraph>
          We set one strictly necessary session cookie that keeps you signed in. It is HttpOnly, so
          scripts in the page cannot read it, it is sent only to our own server, and it ends when you
          sign out or the session expires. Your browser&apos;s local storage keeps interface settings
          such as your preferred copy formats; they never leave your device. We use no advertising
          cookies, no cross-site trackers and no third-party analytics. Stripe&apos;s checkout pages,
          which you reach when you subscribe, are covered by Stripe&apos;s own cookie notice.
        </Paragraph>
      </LegalSection>

      <LegalSection title="How long we keep data">
        <Paragraph>
          We keep personal data only as long as we need it for the purposes above. Audio and report
          text are not stored at all, and session transcripts are deleted after at most 24 hours.
          Account data is kept while your account exists and deleted when you delete the account,
          except for billing records that tax and accounting law requires us to keep for the legally
          prescribed period. Other data is deleted or anonymised when its purpose ends; for example,
          usage data is retained for 24 months. Server logs are rotated and deleted after a short
          period.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Your rights">
        <Paragraph>You have the right to:</Paragraph>
        <Paragraph>
          <ul>
            <li>access the personal data we hold about you and receive a copy of it;</li>
            <li>have incorrect data corrected;</li>
            <li>have your data deleted;</li>
            <li>receive your data in a structured, machine-readable format (export);</li>
            <li>
              object to processing based on our legitimate interests, and to e-mail marketing at any
              time, and withdraw any consent you have given;
            </li>
            <li>
              lodge a complaint with a data protection supervisory authority, in particular in the
              country where you live or work.
            </li>
          </ul>
        </Paragraph>
        <Paragraph>
          You can view and change much of your data yourself in Profile Settings. For everything else,
          write to us using the contact details below; we answer within one month.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Security">
        <Paragraph>
          Passwords are stored only as one-way hashes, never in readable form. All traffic between
          your browser and our servers is encrypted in transit (HTTPS). Sign-in attempts are
          rate-limited, the session cookie cannot be read by scripts, and access to our production
          systems is limited to the people who need it to run the service. Because audio and reports
          are not stored, they cannot leak from our storage. If a breach affecting your personal data
          occurs, we will inform you and the authorities as the law requires.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Changes to this policy">
        <Paragraph>
          We will publish any change to this policy on this page and update the date above. We will
          tell you about material changes by e-mail or in the app before they take effect.
        </Paragraph>
      </LegalSection>

      <LegalContact about="this Privacy Policy or your personal data" />
    </LegalArticle>
  )
}
