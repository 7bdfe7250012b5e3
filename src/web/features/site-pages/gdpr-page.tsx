// /gdpr: data-protection roles and rights for a self-hosted instance.
import { Link } from 'react-router';
import { ContentPage, ContentSection } from './components/content-page';

export function GdprPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="GDPR"
      lead="How personal data is handled on this Signet instance under the EU General Data Protection Regulation."
    >
      <ContentSection title="Who is responsible">
        <p>
          The operator of this instance is the data controller: they decide why and how personal data is
          processed here. The authors of the Signet software have no access to it. A sender who uploads a
          document and invites signers is in turn responsible for having a lawful basis to share their
          signers’ details.
        </p>
      </ContentSection>
      <ContentSection title="Your rights">
        <ul>
          <li>Access the personal data held about you, and receive a copy of it.</li>
          <li>Have inaccurate data corrected, and your account and documents deleted.</li>
          <li>Object to or restrict processing, and complain to your data-protection authority.</li>
        </ul>
        <p>
          To use these rights, <Link to="/contact">contact the operator</Link>. The audit trail of a signed
          document may have to be kept as evidence for the other parties even after an account is deleted.
        </p>
      </ContentSection>
      <ContentSection title="Minimisation and retention">
        <p>
          Signet collects only what signing needs (see the <Link to="/privacy">privacy policy</Link>), deletes
          documents when their plan’s retention period ends, keeps technical logs for a limited time, and runs
          no trackers.
        </p>
      </ContentSection>
      <ContentSection title="Processors">
        <p>
          Depending on how the operator set it up, data may pass through their hosting provider, their email
          provider and their file storage provider. Ask the operator for their list of processors.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
