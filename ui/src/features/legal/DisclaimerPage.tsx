import { Typography } from 'antd'
import { Link } from 'react-router'
import { LegalArticle, LegalContact, LegalSection } from './LegalArticle'
import { useOperator } from './useOperator'

const { Paragraph } = Typography

export default function DisclaimerPage() {
  const operator = useOperator()
  return (
    <LegalArticle title="Disclaimer">
      <Paragraph>
        RadScribe is a dictation and reporting service for radiologists, operated by {operator.name}.
        This disclaimer explains what RadScribe is and what it is not. It forms part of our{' '}
        <Link to="/terms">Terms of Service</Link>, and by using RadScribe you accept it.
      </Paragraph>

      <LegalSection title="A documentation aid, not a medical device">
        <Paragraph>
          RadScribe helps you turn your own dictation into written report text. It is a documentation
          aid. RadScribe is not a medical device: it is not intended to diagnose, treat or prevent any
          disease, to interpret images or to support clinical decisions, and it has not been certified
          or cleared as a medical device by any authority. It never sees images and makes no findings
          of its own. The text it produces is derived from what you dictate or type and from the
          templates you choose; it is not a diagnosis and not a clinical opinion.
        </Paragraph>
      </LegalSection>

      <LegalSection title="You remain responsible for every report">
        <Paragraph>
          The radiologist who dictates a report is its author. You must read every report produced
          with RadScribe in full, correct it where needed and approve it before it is signed, sent or
          stored in a radiology information system or patient record. By signing such a report you
          take the same professional responsibility for its complete content as for a report you
          wrote yourself.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Automated output can be wrong or incomplete">
        <Paragraph>
          RadScribe uses speech recognition, language models and rule-based processing. Each of them
          can make mistakes that look plausible. Among others:
        </Paragraph>
        <Paragraph>
          <ul>
            <li>
              transcription can mishear words, numbers, measurements, units, laterality (left or
              right) and negations;
            </li>
            <li>
              corrections with medical terminology or your personal vocabulary can replace a word you
              meant to keep;
            </li>
            <li>formatting can move a statement to the wrong section or drop a sentence;</li>
            <li>
              template filling can leave a template&apos;s default wording (for example a normal
              finding) in place although your dictation said otherwise, or put a finding in the wrong
              field;
            </li>
            <li>
              generated reports can omit, merge or reorder what you dictated, or add wording you did
              not dictate.
            </li>
          </ul>
        </Paragraph>
        <Paragraph>
          Always compare the report with what you dictated, with particular care for measurements,
          laterality, negations, dates and the impression.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Contradiction detection is a help, not a guarantee">
        <Paragraph>
          When contradiction detection is switched on, RadScribe looks for statements in a report that
          contradict each other, for example a finding described as present in one section and absent
          in another, and lists them for manual review. The check can miss contradictions and can flag
          statements that are in fact consistent. A report without a warning is not thereby free of
          contradictions or errors; your own review is what counts.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Never dictate patient-identifying data">
        <Paragraph>
          RadScribe is built to work without knowing who a patient is, and the recording screen
          reminds you of this. Do not dictate, paste or type names, dates of birth, identification or
          insurance numbers, addresses, accession numbers or any other detail that identifies a
          patient, whether in recordings, transcripts, templates, vocabulary entries, custom prompts
          or feedback. Add identifying details only in your own reporting system, after copying the
          report out of RadScribe. How we handle the data we do receive is described in our{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Availability">
        <Paragraph>
          We work to keep RadScribe available and responsive, but we do not guarantee that it is
          available at any particular time, uninterrupted or free of errors. Maintenance, network
          problems and outages at the speech or language providers it relies on can slow it down or
          stop it. Keep a way of reporting that does not depend on RadScribe.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Not for emergencies">
        <Paragraph>
          Do not use RadScribe for urgent or emergency communication. Communicate critical or
          unexpected findings directly to the referring clinician through the channels your
          institution prescribes, without waiting for a report produced with RadScribe.
        </Paragraph>
      </LegalSection>

      <LegalSection title="General information">
        <Paragraph>
          Tutorials, example templates, default prompts and community posts are general information
          about using the software. They are not medical, legal or regulatory advice.
        </Paragraph>
      </LegalSection>

      <LegalContact about="this disclaimer" />
    </LegalArticle>
  )
}
