// /privacy: what a Signet instance stores and why.
import { Link } from 'react-router';
import { ContentPage, ContentSection } from './components/content-page';

export function PrivacyPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy Policy"
      lead="Signet keeps only what it needs to get your documents signed, on servers chosen by the operator of this instance. There are no advertising or analytics trackers."
    >
      <ContentSection title="What is stored">
        <ul>
          <li>
            <strong>Your account:</strong> name, email address, and a password hash (never the password
            itself).
          </li>
          <li>
            <strong>Your documents:</strong> the files you upload, the signers you add and the signatures
            placed on them.
          </li>
          <li>
            <strong>An audit trail:</strong> when a document was created, sent, viewed, signed or downloaded,
            with the IP address and browser of the person who did it. This is what makes a signature
            traceable.
          </li>
          <li>
            <strong>Technical logs:</strong> requests to the server, kept for a limited time set by the
            operator.
          </li>
        </ul>
      </ContentSection>
      <ContentSection title="Where it is stored">
        <p>
          Everything is stored in this instance’s own database and file storage, run by the operator. Pages,
          fonts and scripts are served by this server alone: no content delivery networks, no third-party
          scripts.
        </p>
      </ContentSection>
      <ContentSection title="Cookies and local storage">
        <p>
          One cookie keeps you signed in. It cannot be read by scripts and is removed when you log out. Your
          browser also remembers your light or dark theme choice. Nothing else is stored for tracking.
        </p>
      </ContentSection>
      <ContentSection title="Emails">
        <p>
          Signet emails you and your signers about documents (invitations, reminders, completed documents)
          through the operator’s mail server. You won’t receive marketing emails from Signet.
        </p>
      </ContentSection>
      <ContentSection title="How long data is kept">
        <p>
          Documents are deleted when their plan’s retention period ends. Accounts are kept until they are
          deleted. Your rights over your data are explained on the <Link to="/gdpr">GDPR page</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
