// /terms: the terms of use, written for a self-hosted product.
import { Link } from 'react-router';
import { ContentPage, ContentSection } from './components/content-page';

export function TermsPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Terms of Service"
      lead="Signet is self-hosted software. The organisation that runs this instance (the operator) provides the service to you and sets the terms below."
    >
      <ContentSection title="Who provides the service">
        <p>
          This website runs Signet, software for sending, signing and tracking documents. It is operated by
          the organisation that installed it, not by the authors of the software. Your agreement is with that
          operator.
        </p>
      </ContentSection>
      <ContentSection title="Your account and your documents">
        <ul>
          <li>
            You are responsible for the documents you upload and for having the right to send them for
            signature.
          </li>
          <li>Keep your password to yourself. You can end your sessions at any time by logging out.</li>
          <li>
            Documents are kept for the retention period of your plan and then deleted; their audit trail is
            kept. See <Link to="/#pricing">pricing</Link> for each plan’s limits.
          </li>
        </ul>
      </ContentSection>
      <ContentSection title="Electronic signatures">
        <p>
          Signet records who signed, when and from where, and seals completed documents so that changes can be
          detected. Whether an electronic signature is valid for a particular document depends on the law that
          applies to it. Signet does not give legal advice; read the <Link to="/compliance">compliance</Link>{' '}
          page and ask a lawyer when in doubt.
        </p>
      </ContentSection>
      <ContentSection title="Acceptable use">
        <p>
          Don’t use the service to send unlawful, deceptive or harmful content, to impersonate others, or to
          interfere with the service or other people’s use of it. The operator may suspend accounts that do.
        </p>
      </ContentSection>
      <ContentSection title="Availability and changes">
        <p>
          The operator runs the service as it is and may change or stop it. Live availability is shown on the{' '}
          <Link to="/status">status page</Link>. When these terms change, the new version applies from the day
          it is published here.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
