import { Typography } from 'antd'
import { Link } from 'react-router'
import { LegalArticle, LegalContact, LegalSection } from './LegalArticle'
import { useOperator } from './useOperator'

const { Paragraph, Text } = Typography

export default function TermsPage() {
  const operator = useOperator()
  return (
    <LegalArticle title="Terms of Service">
      <Paragraph>
        These Terms of Service (&quot;Terms&quot;) govern your use of RadScribe, provided by{' '}
        {operator.name} (&quot;we&quot;, &quot;us&quot;). By creating an account or using RadScribe
        you agree to these Terms. If you use RadScribe on behalf of a practice or another
        organisation, you confirm that you may bind it to these Terms.
      </Paragraph>

      <LegalSection title="The service">
        <Paragraph>
          RadScribe turns dictation or a pasted transcript into radiology report text: it transcribes,
          corrects medical terminology with your personal vocabulary, formats reports, fills templates,
          generates reports and detects contradictions. It is a documentation aid for qualified
          medical professionals, as described in our <Link to="/disclaimer">Disclaimer</Link>, which
          forms part of these Terms. Our <Link to="/privacy">Privacy Policy</Link> explains how we
          handle personal data.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Your account">
        <Paragraph>
          You must give accurate details when you register and keep them up to date. An account is for
          one person: keep your password confidential and do not share your account. You are
          responsible for what happens in your account; tell us at once if you suspect that someone
          else has used it.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Free trial">
        <Paragraph>
          Every new account starts with a 7-day free trial with full access. No credit card is needed
          to start it. When the trial ends, the workspace is locked until you choose a paid plan; you
          are never charged automatically for a trial.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Plans and prices">
        <Paragraph>
          <ul>
            <li>
              <Text strong>Monthly:</Text> $39 per month for the first 3 months as a beta special,
              then $59 per month.
            </li>
            <li>
              <Text strong>Yearly:</Text> $499 per year.
            </li>
          </ul>
        </Paragraph>
        <Paragraph>
          Prices are in US dollars. Taxes that apply to your purchase are shown at checkout. The beta
          special applies to new monthly subscriptions while we offer it. We may change prices for
          future billing periods; we tell you at least 30 days in advance, and you can cancel before
          the new price applies.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Billing">
        <Paragraph>
          Payments are processed by Stripe. When you subscribe, you authorise us to charge your payment
          method at the start of each billing period, monthly or yearly, until you cancel; the
          subscription renews automatically. If a payment fails, we may suspend access until it
          succeeds. You manage your plan, payment method and invoices from Profile Settings.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Cancellation">
        <Paragraph>
          You can cancel at any time in Profile Settings. Cancellation takes effect at the end of the
          period you have paid for, and you keep full access until then. Amounts already paid are not
          refunded, except where these Terms or the law provide otherwise.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Acceptable use">
        <Paragraph>You agree not to:</Paragraph>
        <Paragraph>
          <ul>
            <li>
              enter patient identifiers, such as names, dates of birth, identification or insurance
              numbers, addresses or accession numbers, in dictations, transcripts, templates,
              vocabulary, prompts or feedback;
            </li>
            <li>use RadScribe unlawfully or in breach of your professional or confidentiality duties;</li>
            <li>share your account, resell the service or give others access to it;</li>
            <li>
              probe, overload or disrupt the service, work around its limits or security, or
              reverse-engineer it except where the law allows;
            </li>
            <li>upload malicious code or content you have no right to use.</li>
          </ul>
        </Paragraph>
      </LegalSection>

      <LegalSection title="Your content and templates">
        <Paragraph>
          Your dictations, transcripts, templates, vocabulary entries and custom prompts remain yours.
          You allow us to process them only as far as needed to provide RadScribe to you. Report text
          is not stored, as our Privacy Policy explains. Templates you create are visible only in your
          account. You may use and adapt the default templates we provide for your own reports. If you
          send us feedback or suggestions, we may use them to improve RadScribe without obligation to
          you.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Professional responsibility">
        <Paragraph>
          You alone are responsible for the medical content of every report you produce with
          RadScribe, for reviewing and signing it, and for complying with the laws and professional
          rules of your practice, including those on documentation, confidentiality and data
          protection. RadScribe does not replace your professional judgement.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Availability and changes to the service">
        <Paragraph>
          We aim to keep RadScribe available at all times but do not guarantee uninterrupted or
          error-free operation; maintenance, updates and outages at our providers can interrupt it. We
          may improve and change features. If we remove a core feature of your paid plan, you may
          cancel and we refund the unused part of any amount you paid in advance.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Limitation of liability">
        <Paragraph>
          RadScribe is provided &quot;as is&quot; and &quot;as available&quot;. To the extent the law
          permits, we give no warranty that its output is accurate, complete or fit for a particular
          purpose, and we are not liable for indirect or consequential damages, lost profits, lost
          revenue or lost data.
        </Paragraph>
        <Paragraph>
          Our total liability for all claims arising from RadScribe or these Terms is limited to the
          greater of the amounts you paid us in the 12 months before the claim arose or $50 (50 USD).
        </Paragraph>
        <Paragraph>
          These limits do not apply to liability that cannot be limited by law, such as liability for
          intent, gross negligence, or death or personal injury caused by negligence.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Changes to these Terms">
        <Paragraph>
          We may update these Terms. We announce material changes by e-mail and in the app at least 30
          days before they take effect; corrections and clarifications apply when published. If you do
          not agree with a change, you may cancel before it takes effect. If you keep using RadScribe
          after that, the updated Terms apply.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Termination">
        <Paragraph>
          You may stop using RadScribe and ask us to delete your account at any time. We may suspend or
          end your account if you seriously breach these Terms, in particular the rules on patient
          identifiers and misuse, after warning you where that is reasonable, or at once where needed
          to prevent harm. If we end your account for any other reason, we refund the unused part of
          any amount you paid in advance. After termination your data is deleted as described in our
          Privacy Policy. The sections on your content, professional responsibility, limitation of
          liability and governing law continue to apply.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Governing law">
        <Paragraph>
          These Terms are governed by the law of the country, and where applicable the state, in which{' '}
          {operator.name} has its registered seat, without regard to its conflict-of-law rules. The
          courts at that seat have jurisdiction, unless mandatory law allows you to bring a claim where
          you live. Mandatory protections under the law of your own country are not affected.
        </Paragraph>
      </LegalSection>

      <LegalSection title="General">
        <Paragraph>
          These Terms, together with the Disclaimer and the Privacy Policy, are the entire agreement
          between you and us about RadScribe. If a provision is found invalid, the rest remains in
          force. Not enforcing a right is not a waiver of it.
        </Paragraph>
      </LegalSection>

      <LegalContact about="these Terms" />
    </LegalArticle>
  )
}
